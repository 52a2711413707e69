// The monolith: the same shell and the same five areas, bundled into one app without Module Federation, so
// the bench can say what federation costs. It starts from the shell's own rsbuild config (same plugins,
// HTML, defines, compression), drops the federation plugin, and swaps the one module that loads an area
// through the federation runtime for one that imports the area's lifecycles from its source folder
// (src/area-loader.ts), and the one that warms the areas' federated files for its own (src/warm-areas.ts:
// nothing by default, its bundled area code with MONOLITH_WARM=1). Everything else is the shell's code, unchanged. Built into bench/monolith/dist.
import { join } from 'node:path';
import { rspack, type RsbuildConfig, type RsbuildPlugins } from '@rsbuild/core';
import { areaApps, areaNames } from '@duality/platform';
import shellConfig from '../../shell/rsbuild.config';

const here = import.meta.dirname;
const shellDir = join(here, '../../shell');
/** The shell module that loads an area through the federation runtime; the monolith replaces it. */
const federatedLoader = /(^|[\\/])area-loader(\.ts)?$/;
/** The shell module that warms the areas' federated files while the page is idle; the monolith warms its own. */
const federatedWarmer = /(^|[\\/])areas[\\/]warm-areas(\.ts)?$/;

/** Plugins of the federated build only: Module Federation, and the list of the host's files an area needs. */
const federatedPlugins = ['rsbuild:module-federation-enhanced', 'duality:area-boot-files'];

/** The shell's plugins minus those of the federated build. */
function withoutFederation(plugins: RsbuildPlugins | undefined): RsbuildPlugins {
  return (plugins ?? []).filter(
    (p) => !(p && typeof p === 'object' && 'name' in p && federatedPlugins.includes(p.name)),
  );
}

const shellRspack = shellConfig.tools?.rspack;

const config: RsbuildConfig = {
  ...shellConfig,
  root: shellDir,
  plugins: withoutFederation(shellConfig.plugins),
  resolve: {
    ...shellConfig.resolve,
    // The shell's start-up and the areas' lifecycles, from their source folders (see src/modules.d.ts).
    alias: {
      '@monolith/shell-prelude': join(shellDir, 'src/prelude.ts'),
      '@monolith/shell-bootstrap': join(shellDir, 'src/bootstrap.tsx'),
      ...Object.fromEntries(
        areaNames.map((area) => [
          `@monolith/area/${area}`,
          join(here, '../..', areaApps[area].folder, 'src/lifecycles.tsx'),
        ]),
      ),
    },
  },
  source: {
    ...shellConfig.source,
    // No async boundary: without federation there are no shared modules to negotiate first.
    entry: { index: join(here, 'src/index.ts') },
    define: {
      ...shellConfig.source?.define,
      'import.meta.env.APP_NAME': JSON.stringify('monolith'),
      // Whether the monolith warms its areas' code while idle, as the shell does (src/warm-areas.ts).
      MONOLITH_WARMS_AREAS: JSON.stringify(process.env.MONOLITH_WARM === '1'),
    },
  },
  tools: {
    ...shellConfig.tools,
    rspack: (rspackConfig, utils) => {
      const result = typeof shellRspack === 'function' ? shellRspack(rspackConfig, utils) : undefined;
      if (result instanceof Promise) throw new Error("The shell's tools.rspack became async: await it here.");
      const base = result ?? rspackConfig;
      base.plugins = [
        ...(base.plugins ?? []),
        new rspack.NormalModuleReplacementPlugin(federatedLoader, (resource) => {
          if (resource.context.startsWith(join(shellDir, 'src'))) {
            resource.request = join(here, 'src/area-loader.ts');
          }
        }),
        new rspack.NormalModuleReplacementPlugin(federatedWarmer, (resource) => {
          if (resource.context.startsWith(join(shellDir, 'src'))) {
            resource.request = join(here, 'src/warm-areas.ts');
          }
        }),
      ];
      return base;
    },
  },
  output: {
    ...shellConfig.output,
    cleanDistPath: true,
    distPath: { root: join(here, 'dist') },
  },
};

export default config;
