import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: '@duality/test-support', include: ['src/**/*.test.ts'], environment: 'node' },
});
