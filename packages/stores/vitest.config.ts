import { defineProject } from 'vitest/config';

// Stores are tested against the real embedded backend: one for the whole project (test/global-backend.ts, started
// once: a start costs about 3.7 s of CPU), which each file reaches with `testBackend()` and shares by signing up
// users of its own; a file whose subject needs a backend of its own (stopped, restarted, read directly with
// SQL, or counted whole, as browsing public homebrew is) starts one with `startTestBackend()`. A test may take 45 s
// before it counts as hung: several sign up, join and wait on realtime, which took over 20 s on a loaded
// 2-core machine with the other test lanes running. The row schemas'
// type tests (`*.test-d.ts`) are checked by the TypeScript compiler as part of the run. The files of a worker
// share one module cache (isolate: false) instead of importing supabase-js, zod and the stores again for each
// file (82 busy core-seconds for the project before, 65 after): every store is made by each test, and the
// module state the stores keep is counters that only go up and the registry two tests fill for themselves.
export default defineProject({
  test: {
    name: '@duality/stores',
    isolate: false,
    testTimeout: 45_000,
    hookTimeout: 60_000,
    globalSetup: ['./test/global-backend.ts'],
    setupFiles: ['./test/node-websocket.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.typecheck.json' },
  },
});
