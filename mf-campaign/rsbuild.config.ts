import { defineAppConfig } from '@duality/config/rsbuild';
import { areaApps, federationName } from '@duality/platform';

export default defineAppConfig({
  appDir: import.meta.dirname,
  name: federationName('campaign'),
  port: areaApps.campaign.port,
  title: 'Duality: Campaigns (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
