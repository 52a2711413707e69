import { defineProject } from 'vitest/config';

// The bench's unit tests: the pure parts (budgets, metric arithmetic). The benchmarks themselves are run by
// `npm run bench`, never as tests.
export default defineProject({
  test: { name: '@duality/bench', include: ['lib/**/*.test.ts'], environment: 'node' },
});
