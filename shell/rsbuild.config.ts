import { defineAppConfig } from '@duality/config/rsbuild';

export default defineAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'Duality',
});
