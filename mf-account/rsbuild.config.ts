import { defineAppConfig } from '@duality/config/rsbuild';

export default defineAppConfig({
  appDir: import.meta.dirname,
  name: 'mf_account',
  port: 3005,
  title: 'Duality: Account (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
