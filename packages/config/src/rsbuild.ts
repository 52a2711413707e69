// One rsbuild config factory for the shell and the five remotes, so every app builds the same way:
// React, Module Federation 2.0 with the shared config of federation.ts, the index.ts -> bootstrap async
// boundary, and for remotes `assetPrefix: 'auto'` (otherwise a remote's chunks are requested from the host's
// origin) and CORS for the dev server. Production builds write brotli and gzip copies of their text files
// (precompress.ts) for the static server to send.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedFor } from './federation';
import { pluginPrecompress } from './precompress';

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
   * bundled.
   */
  bundled?: readonly string[];
}

/** Builds the rsbuild config of one app. */
export function defineAppConfig(options: AppConfigOptions): RsbuildConfig {
  const isRemote = options.exposes !== undefined;
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
        shared: sharedFor(options.appDir, { bundled: options.bundled }),
        // Every script the federation runtime loads (a remote's entry and its chunks) loads in CORS mode, so
        // errors thrown by an area's code keep their message (see cors-scripts-runtime-plugin.ts).
        runtimePlugins: [join(import.meta.dirname, 'cors-scripts-runtime-plugin.ts')],
        dts: false,
        manifest: true,
        // Every app runs in the browser only: the runtime leaves out its Node loading code.
        experiments: { optimization: { target: 'web' } },
      }),
      pluginPrecompress(),
    ],
    source: {
      entry: { index: './src/index.ts' },
      define: {
        'import.meta.env.APP_VERSION': JSON.stringify(version),
        'import.meta.env.APP_NAME': JSON.stringify(options.name),
      },
    },
    // Two versions of one area can meet on a page (a canary that failed, then stable; a rollback swapped in
    // on navigation). Their chunk-loading globals must differ, or the second build's runtime takes the
    // first build's chunks for its own and runs the old code.
    tools: {
      rspack: (config) => {
        const unique = `${options.name}_${version}`.replace(/\W/g, '_');
        config.output = {
          ...config.output,
          uniqueName: unique,
          chunkLoadingGlobal: `chunk_${unique}`,
        };
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
