import { pluginAreaBootFiles } from '@duality/config/area-boot-files';
import { sharedOnDemand } from '@duality/config/federation';
import { defineAppConfig } from '@duality/config/rsbuild';
import { areaBootFileName } from '@duality/platform/node';
import { pluginEarlyConsent } from './scripts/early-consent-plugin';
import { pluginInstallable } from './scripts/installable-plugin';

const config = defineAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'Duality',
  // The shared modules the start-up (src/bootstrap.tsx) takes at once come with the page's first scripts, not
  // a round trip after them; the services' (stores, supabase-js) stay lazy, for pages that need them.
  eager: [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    '@duality/libs/router',
    '@duality/libs/rxjs',
    '@duality/bus',
    '@duality/platform',
    '@duality/ui',
  ],
});

// The consent choice in the page's HTML, asked before the app has loaded (scripts/early-consent-plugin.ts);
// the web app manifest and icons in every page's head (scripts/installable-plugin.ts); the files every area's
// page needs from the shell (its start-up, the shared modules it provides, the areas' orchestration), listed
// in dist/area-boot.json for the product server to preload (@duality/config/area-boot-files).
export default {
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    pluginEarlyConsent(),
    pluginInstallable(),
    pluginAreaBootFiles({
      imports: ['./bootstrap', './start-areas'],
      onDemand: sharedOnDemand,
      fileName: areaBootFileName,
    }),
  ],
};
