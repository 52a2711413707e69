import { defineProject } from 'vitest/config';

// Conformance tests start real servers (PGlite, PostgreSQL 15): generous timeouts, files one at a time so the
// two-core machine is not oversubscribed. The files share one process and module cache (isolate: false): each
// test starts and stops its own backends, and the modules (PGlite's included) load once, not once a file (205
// busy core-seconds for the suites alone before, 168 after).
export default defineProject({
  test: {
    name: '@duality/supabase-local',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    isolate: false,
    exclude: ['**/node_modules/**', 'scratch/**'],
  },
});
