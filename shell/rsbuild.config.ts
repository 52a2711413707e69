import { defineAppConfig } from '@duality/config/rsbuild';
import { pluginEarlyConsent } from './scripts/early-consent-plugin';
import { pluginInstallable } from './scripts/installable-plugin';

const config = defineAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'Duality',
});

// The consent choice in the page's HTML, asked before the app has loaded (scripts/early-consent-plugin.ts);
// the web app manifest and icons in every page's head (scripts/installable-plugin.ts).
export default {
  ...config,
  plugins: [...(config.plugins ?? []), pluginEarlyConsent(), pluginInstallable()],
};
