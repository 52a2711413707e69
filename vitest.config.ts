import { defineConfig } from 'vitest/config';

// One vitest process runs every package's and app's unit tests (each folder is a project with its own
// vitest.config.ts where it needs a DOM or other setup). Browser end-to-end tests live in e2e/ (Playwright).
// Two test files run at once even on a 2-core machine (vitest's default there is one): most of a database
// suite's time is spent waiting on the embedded backend's worker thread and on sockets, not on the CPU.
export default defineConfig({
  test: {
    // A package whose test files share their modules keeps those that must not in a second project
    // (vitest.isolated.config.ts, from @duality/config/vitest).
    projects: [
      'packages/*',
      'shell',
      'mf-*',
      'supabase',
      'bench',
      '{packages/*,shell,mf-*}/vitest.isolated.config.ts',
    ],
    maxWorkers: 2,
  },
});
