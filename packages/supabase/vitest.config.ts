import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@duality/supabase',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./test/node-websocket.ts'],
  },
});
