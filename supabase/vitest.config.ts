import { defineProject } from 'vitest/config';

// Database suites start PGlite and a throwaway PostgreSQL 15: generous timeouts, one file at a time so the
// two-core machine is not oversubscribed. The files share one process and module cache (isolate: false):
// each suite starts its own database and backend, and the modules (PGlite's included) load once, not once
// a file (190 busy core-seconds for the suites alone before, 161 after).
export default defineProject({
  test: {
    name: '@duality/supabase-db',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/harness/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    isolate: false,
  },
});
