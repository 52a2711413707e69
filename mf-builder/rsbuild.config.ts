import { defineAppConfig } from '@duality/config/rsbuild';

export default defineAppConfig({
  appDir: import.meta.dirname,
  name: 'mf_builder',
  port: 3002,
  title: 'Duality: Character Builder (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
