import { defineProject } from 'vitest/config';

// The lint tests start ESLint with the TypeScript parser, the React plugins and the import resolver; the first
// lint of a file takes a few seconds alone and over 5 s (vitest's default) on a busy machine. The files of a
// worker share one module cache (isolate: false): ESLint, its plugins and TypeScript are loaded once, not once
// a file (27 busy core-seconds for the project before, 22 after); none of them mocks or keeps state.
export default defineProject({
  test: { name: '@duality/config', testTimeout: 30_000, isolate: false },
});
