import { defineConfig } from 'vitest/config';

// One vitest process runs every package's and app's unit tests (each folder is a project with its own
// vitest.config.ts where it needs a DOM or other setup). Browser end-to-end tests live in e2e/ (Playwright).
export default defineConfig({
  test: {
    projects: ['packages/*', 'shell', 'mf-*', 'supabase', 'bench'],
  },
});
