import { defineAppConfig } from '@duality/config/rsbuild';

export default defineAppConfig({
  appDir: import.meta.dirname,
  name: 'mf_homebrew',
  port: 3004,
  title: 'Duality: Homebrew (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
