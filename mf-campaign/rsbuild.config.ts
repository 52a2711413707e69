import { defineAppConfig } from '@duality/config/rsbuild';

export default defineAppConfig({
  appDir: import.meta.dirname,
  name: 'mf_campaign',
  port: 3003,
  title: 'Duality: Campaigns (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
