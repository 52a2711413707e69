import { defineProject } from 'vitest/config';

// The lint tests start ESLint with the TypeScript parser, the React plugins and the import resolver; the first
// lint of a file takes a few seconds alone and over 5 s (vitest's default) on a busy machine.
export default defineProject({
  test: { name: '@duality/config', testTimeout: 30_000 },
});
