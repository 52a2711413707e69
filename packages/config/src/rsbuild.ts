// One rsbuild config factory for the shell and the five remotes, so every app builds the same way:
// React, Module Federation 2.0 with the shared config of federation.ts, the index.ts -> bootstrap async
// boundary, and for remotes `assetPrefix: 'auto'` (otherwise a remote's chunks are requested from the host's
// origin) and CORS for the dev server. Production builds write brotli and gzip copies of their text files
// (precompress.ts) for the static server to send.
//
// The federation runtime exists once per page: the remotes are built without its core (`externalRuntime`)
// and use the one the shell puts on the page (provide-federation-runtime-plugin.ts; MF's own
// `provideExternalRuntime` does the same with a plugin that also carries a warning for pages with two
// providers, which ours never have, and the shell's first load is on a byte budget). An area running alone
// has no shell, so a remote builds a second, tiny environment, `federation-runtime`
// (provide-federation-runtime.ts, no federation plugin), whose script the area's own page loads before its
// entry.
//
// The federation runtime is bundled from its ES module build (`federationRuntimeAsModules`).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { EnvironmentConfig, RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { bundledByEveryArea, sharedFor } from './federation';
import { leanerLibraryBuilds, zodMiniLayer } from './lean-libraries';
import { pluginPrecompress, type PrecompressEffort } from './precompress';

export interface AppConfigOptions {
  /** The app's folder (pass import.meta.dirname or equivalent). */
  appDir: string;
  /** Federation name, snake_case: `shell` or `mf_<area>`. */
  name: string;
  /** Dev and standalone port. */
  port: number;
  /** Page title of the app's own index.html. */
  title: string;
  /** Modules a remote exposes; absent for the host. */
  exposes?: Record<string, string>;
  /**
   * Packages this app bundles for itself instead of sharing (see sharedFor): a shared module is always
   * loaded whole, so a package the app uses little of, and whose instance it need not share, is smaller
   * bundled. A remote bundles `bundledByEveryArea` unless it names its own list.
   */
  bundled?: readonly string[];
  /**
   * Shared modules the host provides in its first scripts instead of loading them after its entry has run
   * (see sharedFor): those its start-up takes at once. Never for a remote, whose entry is loaded by a page.
   */
  eager?: readonly string[];
  /**
   * How hard the build compresses its `.br` and `.gz` copies (precompress.ts): `smallest`, the default, for
   * everything a visitor downloads; `fast` for a build no visitor does (the end-to-end tests' probe remote).
   */
  precompress?: PrecompressEffort;
  /** The folder of the app's source, whose imports set the versions it requires (default `<appDir>/src`). */
  sourceDir?: string;
}

const appEntry = { index: './src/index.ts' };
/** The environment the federation plugin builds (its default name). */
const webEnvironment = 'web';
const runtimeEnvironment = 'federation-runtime';
const runtimeScript = 'static/js/federation-runtime.js';

/**
 * A remote's two environments: `web`, the remote and its own standalone page, whose HTML loads the
 * federation runtime's script first; and `federation-runtime`, that script (one file, no HTML).
 */
function remoteEnvironments(): Record<string, EnvironmentConfig> {
  return {
    [webEnvironment]: {
      source: { entry: appEntry },
      html: {
        tags: [
          {
            tag: 'script',
            attrs: { src: runtimeScript, defer: true },
            head: true,
            append: false,
            publicPath: true,
          },
        ],
      },
    },
    [runtimeEnvironment]: {
      source: { entry: { [runtimeEnvironment]: join(import.meta.dirname, 'provide-federation-runtime.ts') } },
      output: { filename: { js: '[name].js' } },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      tools: { htmlPlugin: false },
    },
  };
}

/**
 * Aliases that bundle the federation runtime from its ES module build. The federation plugin points the
 * bundler at the CommonJS build (`webpack-bundler-runtime/dist/index.cjs`, and `@module-federation/runtime`
 * aliased to its `.cjs`), which cannot be tree-shaken: the page would carry the runtime's Node loading code,
 * its build-configuration helpers and every part the `experiments.optimization` flags turn off, about 6 KB
 * gzip of the shell's first load. The keys are the files the plugin resolves (one version of each package is
 * installed, the catalog's); `@module-federation/runtime-core` is reached from these by package name, and
 * resolves to its ES module build by itself.
 */
export function federationRuntimeAsModules(): Record<string, string> {
  const resolve = createRequire(import.meta.url).resolve;
  const esm = (cjs: string): string => {
    const file = cjs.replace(/\.cjs$/, '.js');
    if (file === cjs || !existsSync(file)) throw new Error(`No ES module build beside ${cjs}.`);
    return file;
  };
  const bundlerRuntime = resolve('@module-federation/webpack-bundler-runtime');
  return {
    [`${bundlerRuntime}$`]: esm(bundlerRuntime),
    '@module-federation/runtime': esm(resolve('@module-federation/runtime')),
  };
}

/** Builds the rsbuild config of one app. */
export function defineAppConfig(options: AppConfigOptions): RsbuildConfig {
  const isRemote = options.exposes !== undefined;
  if (isRemote && options.eager?.length)
    throw new Error(
      `${options.name}: only the host provides shared modules eagerly (a remote's entry loads late).`,
    );
  const pkg = JSON.parse(readFileSync(join(options.appDir, 'package.json'), 'utf8')) as { version: string };
  // `release <area> <version>` (packages/platform) builds one remote into a folder of the local CDN, under
  // the version it is released as.
  const release = { out: process.env.DUALITY_RELEASE_OUT, version: process.env.DUALITY_RELEASE_VERSION };
  const version = release.version ?? pkg.version;
  return {
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: options.name,
        ...(isRemote ? { exposes: options.exposes, filename: 'remoteEntry.js' } : {}),
        shared: sharedFor(options.appDir, {
          bundled: options.bundled ?? (isRemote ? bundledByEveryArea : []),
          eager: options.eager ?? [],
          ...(options.sourceDir ? { sourceDir: options.sourceDir } : {}),
        }),
        // Every script the federation runtime loads (a remote's entry and its chunks) loads in CORS mode, so
        // errors thrown by an area's code keep their message (see cors-scripts-runtime-plugin.ts).
        runtimePlugins: [
          join(import.meta.dirname, 'cors-scripts-runtime-plugin.ts'),
          // The host puts its runtime core on the page for the remotes (see the header).
          ...(isRemote ? [] : [join(import.meta.dirname, 'provide-federation-runtime-plugin.ts')]),
        ],
        dts: false,
        manifest: true,
        experiments: {
          // Every app runs in the browser only: the runtime leaves out its Node loading code. The shell reads
          // an area's manifest itself (packages/platform/src/remote-entry.ts) and registers the area
          // by its entry, so the runtime leaves out its manifest ("snapshot") handling too.
          optimization: { target: 'web', disableSnapshot: true },
          ...(isRemote ? { externalRuntime: true } : {}),
        },
      }),
      pluginPrecompress(options.precompress),
    ],
    ...(isRemote ? { environments: remoteEnvironments() } : {}),
    resolve: {
      alias: {
        ...federationRuntimeAsModules(),
        ...leanerLibraryBuilds(options.appDir, process.env.NODE_ENV === 'production'),
      },
    },
    source: {
      ...(isRemote ? {} : { entry: appEntry }),
      define: {
        'import.meta.env.APP_VERSION': JSON.stringify(version),
        'import.meta.env.APP_NAME': JSON.stringify(options.name),
      },
    },
    // Two versions of one area can meet on a page (a canary that failed, then stable; a rollback swapped in
    // on navigation). Their chunk-loading globals must differ, or the second build's runtime takes the
    // first build's chunks for its own and runs the old code.
    tools: {
      rspack: (config, { environment }) => {
        const ofEnvironment = environment.name === webEnvironment ? '' : `_${environment.name}`;
        const unique = `${options.name}_${version}${ofEnvironment}`.replace(/\W/g, '_');
        config.output = {
          ...config.output,
          uniqueName: unique,
          chunkLoadingGlobal: `chunk_${unique}`,
          // A remote's chunks come from another origin than the page's: loaded in CORS mode, an error thrown
          // by their code keeps its message (see cors-scripts-runtime-plugin.ts, which does the same for the
          // scripts the federation runtime loads itself). Same-origin chunks load as they did.
          crossOriginLoading: 'anonymous',
        };
        config.module = { ...config.module, rules: [zodMiniLayer(), ...(config.module?.rules ?? [])] };
        return config;
      },
    },
    html: { title: options.title, template: join(import.meta.dirname, 'index.html') },
    dev: {
      // Lazily compiled imports (rsbuild's dev default) left the first page load with shared modules whose
      // code was not built yet ("Cannot read properties of undefined (reading 'call')"): build it all first.
      lazyCompilation: false,
    },
    server: {
      port: options.port,
      strictPort: true,
      historyApiFallback: true,
      headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
    },
    output: {
      ...(isRemote ? { assetPrefix: 'auto' } : {}),
      cleanDistPath: true,
      ...(release.out ? { distPath: { root: release.out } } : {}),
    },
  };
}
