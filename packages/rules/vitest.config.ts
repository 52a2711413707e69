import { defineProject } from 'vitest/config';

// Pure functions and data, no globals: the test files share one module cache per worker (isolate: false)
// instead of each importing zod and the game content afresh, which took most of the project's time.
export default defineProject({
  test: {
    name: '@duality/rules',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    isolate: false,
  },
});
