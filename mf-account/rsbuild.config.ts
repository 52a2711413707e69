import { defineAppConfig } from '@duality/config/rsbuild';
import { areaApps, federationName } from '@duality/platform';

export default defineAppConfig({
  appDir: import.meta.dirname,
  name: federationName('account'),
  port: areaApps.account.port,
  title: 'Duality: Account (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
