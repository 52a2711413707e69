import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@duality/rules',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
