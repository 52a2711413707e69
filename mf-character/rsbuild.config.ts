import { defineAppConfig } from '@duality/config/rsbuild';
import { areaApps, federationName } from '@duality/platform';

export default defineAppConfig({
  appDir: import.meta.dirname,
  name: federationName('character'),
  port: areaApps.character.port,
  title: 'Duality: Characters (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
