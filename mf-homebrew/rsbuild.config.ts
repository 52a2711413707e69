import { defineAppConfig } from '@duality/config/rsbuild';
import { areaApps, federationName } from '@duality/platform';

export default defineAppConfig({
  appDir: import.meta.dirname,
  name: federationName('homebrew'),
  port: areaApps.homebrew.port,
  title: 'Duality: Homebrew (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
