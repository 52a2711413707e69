import { defineProject } from 'vitest/config';

// Pure routing, registry and delivery logic and small Node servers each test starts and stops itself: the
// test files share one module cache per worker (isolate: false) instead of paying an import per file.
export default defineProject({
  test: { name: '@duality/platform', isolate: false },
});
