import { defineProject } from 'vitest/config';

// Stores are tested against the real embedded backend: one PGlite backend per test file.
export default defineProject({
  test: { name: '@duality/stores', testTimeout: 20_000, hookTimeout: 60_000 },
});
