import { defineAppConfig } from '@duality/config/rsbuild';

export default defineAppConfig({
  appDir: import.meta.dirname,
  name: 'mf_character',
  port: 3001,
  title: 'Duality: Characters (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
