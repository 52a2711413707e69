import { defineAppConfig } from '@duality/config/rsbuild';

export default defineAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'Duality',
  // The shell's router never meets an area's (each area runs its own react-router in its own React root),
  // so the shell bundles the part of react-router it uses (its first load), and the areas share the whole
  // library among themselves.
  bundled: ['react-router'],
});
