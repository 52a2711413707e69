// Serves the built product: the shell on `port` and each remote on its own port after it, with a registry
// (/remotes.json) generated to point at them. Used by the root start command and the end-to-end tests.
// Independent delivery: the shell's server also serves the local CDN at /cdn/ (released versions, cached for
// good) and each area's current build at /built/<area>/, and the areas of the delivery registry document
// (edited by the release commands, read on every request) replace the generated ones.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { areaApps, areaNames, type AreaName } from '../areas';
import { makeRegistry, type Registry } from '../registry';
import { areaBootFileName, areaPageHead, cachedManifestReader } from './area-page-head';
import { defaultDeliveryDir, deliveryPaths, readDeliveryRegistry } from './delivery-files';
import { ownFilesFirst } from './own-files-fetch';
import {
  baseSecurityHeaders,
  cspSourcesOf,
  defaultTagManagerUrl,
  pageSecurityHeaders,
  registryManifests,
} from './security-headers';
import {
  serveStaticWith,
  type RunningServer,
  type SecureServing,
  type ServedFolders,
  type StaticMount,
} from './static-server';

/** The folder of each app in the repository (the areas' from `areaApps`). */
export const appFolders: Record<'shell' | AreaName, string> = {
  shell: 'shell',
  ...(Object.fromEntries(areaNames.map((area) => [area, areaApps[area].folder])) as Record<AreaName, string>),
};

/** Default ports: the shell, then the remotes in area order (the same as each remote's standalone port). */
export const defaultPorts: Record<'shell' | AreaName, number> = {
  shell: 3000,
  ...(Object.fromEntries(areaNames.map((area) => [area, areaApps[area].port])) as Record<AreaName, number>),
};

export interface ServeProductOptions {
  repoRoot: string;
  /** The shell's port; remotes take the next five unless `ports` says otherwise. */
  port?: number;
  host?: string;
  /** Areas to leave out of the registry and not serve. */
  skip?: AreaName[];
  /** Values served in /config.json over those of the shell's built config.json (e.g. the backend URL). */
  siteConfig?: Record<string, unknown>;
  /** The delivery folder (registry document and local CDN); default .duality/delivery. */
  deliveryDir?: string;
}

export interface RunningProduct {
  url: string;
  registry: Registry;
  servers: Record<string, RunningServer>;
  close(): Promise<void>;
}

/** Reads an app's version from its package.json. */
export function appVersion(repoRoot: string, app: 'shell' | AreaName): string {
  const pkg = JSON.parse(readFileSync(join(repoRoot, appFolders[app], 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Starts the static servers; fails with a clear message if an app was not built. */
export function serveProduct(options: ServeProductOptions): Promise<RunningProduct> {
  return serveProductWith(options);
}

/**
 * serveProduct for the end-to-end tests, whose pages swap the registry and the config inside the browser:
 * the page policy also allows any loopback port (they point areas at servers started later) and the default
 * tag manager (they configure one). Any local program could then serve script to the page, so neither
 * `npm start` nor production uses it.
 */
export function serveTestProduct(options: ServeProductOptions): Promise<RunningProduct> {
  return serveProductWith({ ...options, testPagePolicy: true });
}

/**
 * serveProduct over HTTPS (the LAN start option): every server with the given certificate, URLs naming
 * `publicHost`, and a page policy that names only the product's own HTTPS origins, not every loopback port.
 */
export function serveProductSecure(options: ServeProductOptions & SecureServing): Promise<RunningProduct> {
  return serveProductWith(options);
}

async function serveProductWith(
  options: ServeProductOptions & Partial<SecureServing> & { testPagePolicy?: boolean },
): Promise<RunningProduct> {
  const host = options.host ?? '127.0.0.1';
  const shellPort = options.port ?? defaultPorts.shell;
  const servers: Record<string, RunningServer> = {};
  // What each of the product's servers sends, by origin: the shell reads its preloaded manifests from here.
  const sites = new Map<string, ServedFolders>();
  const entries: Partial<Record<AreaName, { version: string; baseUrl: string }>> = {};
  try {
    for (const [i, area] of areaNames.entries()) {
      if (options.skip?.includes(area)) continue;
      const root = distOf(options.repoRoot, area);
      const server = await serveStaticWith({
        root,
        port: shellPort + 1 + i,
        host,
        cors: true,
        headers: baseSecurityHeaders,
        tls: options.tls,
        publicHost: options.publicHost,
      });
      servers[area] = server;
      sites.set(new URL(server.url).origin, { root });
      entries[area] = { version: appVersion(options.repoRoot, area), baseUrl: server.url };
    }
    const registry = makeRegistry(`local-${Date.now()}`, entries);
    const delivery = deliveryPaths(options.deliveryDir ?? defaultDeliveryDir(options.repoRoot));
    const mounts: StaticMount[] = [{ prefix: '/cdn/', root: delivery.cdn, immutable: true }];
    for (const area of Object.keys(entries) as AreaName[])
      mounts.push({ prefix: `/built/${area}/`, root: distOf(options.repoRoot, area) });
    const served = (): Registry => {
      try {
        const released = readDeliveryRegistry(delivery);
        if (released) return { ...released, areas: { ...registry.areas, ...released.areas } };
      } catch (error) {
        console.error(
          `The delivery registry ${delivery.registry} is unusable; serving the builds. ${String(error)}`,
        );
      }
      return registry;
    };
    const shellDist = distOf(options.repoRoot, 'shell');
    const siteConfig = { ...readJson(join(shellDist, 'config.json')), ...options.siteConfig };
    // Read again at most once a second (every response of the shell's server carries them).
    let policy = { at: Number.NEGATIVE_INFINITY, headers: {} as Record<string, string> };
    const pageHeaders = () => {
      if (Date.now() - policy.at > 1000) {
        const sources = cspSourcesOf(siteConfig, [
          ...registryManifests(registry),
          ...registryManifests(served()),
        ]);
        const test = !options.tls && options.testPagePolicy === true;
        if (test) sources.tagManager ??= defaultTagManagerUrl;
        policy = { at: Date.now(), headers: pageSecurityHeaders({ ...sources, loopback: test }) };
      }
      return policy.headers;
    };
    // A page on an area's path carries the start-up documents, the preloads of the area's code and those of
    // the shell's files it needs (area-page-head.ts), so it loads beside the shell's instead of after it.
    let ownOrigin = `http://127.0.0.1:${shellPort}`;
    const readManifest = cachedManifestReader(
      () => ownOrigin,
      {},
      ownFilesFirst(() => sites),
    );
    const pageMarkup = (pathname: string, origin: string) =>
      areaPageHead(
        {
          registry: served,
          registryUrl: '/remotes.json',
          config: () => siteConfig,
          configUrl: '/config.json',
          readManifest,
          readBootFiles: () => readManifest(`/${areaBootFileName}`),
        },
        pathname,
        origin,
      );
    servers.shell = await serveStaticWith({
      root: shellDist,
      port: shellPort,
      host,
      spaFallback: true,
      // The page may load code only from the product's own origins (the remote servers and whatever the
      // served registry names, as it is now) and the tag manager, when one is configured.
      headersOf: pageHeaders,
      json: { '/remotes.json': served, '/config.json': () => siteConfig },
      pageMarkup,
      mounts,
      tls: options.tls,
      publicHost: options.publicHost,
    });
    ownOrigin = new URL(servers.shell.url).origin;
    sites.set(ownOrigin, { root: shellDist, mounts });
    const url = options.tls ? servers.shell.url : `http://localhost:${shellPort}/`;
    return {
      url,
      registry,
      servers,
      close: async () => {
        await Promise.all(Object.values(servers).map((s) => s.close()));
      },
    };
  } catch (error) {
    await Promise.all(Object.values(servers).map((s) => s.close()));
    throw error;
  }
}

/** The built output folder of an app; throws if it has not been built. */
export function distOf(repoRoot: string, app: 'shell' | AreaName): string {
  const dist = join(repoRoot, appFolders[app], 'dist');
  try {
    readFileSync(join(dist, app === 'shell' ? 'index.html' : 'mf-manifest.json'));
  } catch {
    throw new Error(`${appFolders[app]} is not built (no ${dist}). Run the build first: npm run build`);
  }
  return dist;
}

function readJson(file: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}
