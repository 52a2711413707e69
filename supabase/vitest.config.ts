import { defineProject } from 'vitest/config';

// Database suites start PGlite and a throwaway PostgreSQL 15: generous timeouts, one file at a time so the
// two-core machine is not oversubscribed.
export default defineProject({
  test: {
    name: '@duality/supabase-db',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/harness/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
