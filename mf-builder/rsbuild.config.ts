import { defineAppConfig } from '@duality/config/rsbuild';
import { areaApps, federationName } from '@duality/platform';

export default defineAppConfig({
  appDir: import.meta.dirname,
  name: federationName('builder'),
  port: areaApps.builder.port,
  title: 'Duality: Character Builder (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
