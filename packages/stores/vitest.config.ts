import { defineProject } from 'vitest/config';

// Stores are tested against the real embedded backend: one PGlite backend per test file. A test may take 45 s
// before it counts as hung: several sign up, join and wait on realtime, which took over 20 s on a loaded
// 2-core machine with the other test lanes running. The row schemas'
// type tests (`*.test-d.ts`) are checked by the TypeScript compiler as part of the run.
export default defineProject({
  test: {
    name: '@duality/stores',
    testTimeout: 45_000,
    hookTimeout: 60_000,
    setupFiles: ['./test/node-websocket.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.typecheck.json' },
  },
});
