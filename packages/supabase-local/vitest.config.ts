import { defineProject } from 'vitest/config';

// Conformance tests start real servers (PGlite, PostgreSQL 15): generous timeouts, files one at a time so the
// two-core machine is not oversubscribed.
export default defineProject({
  test: {
    name: '@duality/supabase-local',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    exclude: ['**/node_modules/**', 'scratch/**'],
  },
});
