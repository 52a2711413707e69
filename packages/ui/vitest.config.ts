import { defineProject, mergeConfig } from 'vitest/config';
import { domProject } from '@duality/config/vitest';

// The component tests share one module cache per worker; those that count the lazy parts' imports are
// `*.isolated.test.tsx`, run by vitest.isolated.config.ts (with the same setup).
export default mergeConfig(
  domProject('@duality/ui', { shareModules: true }),
  defineProject({ test: { setupFiles: ['./test/dom-setup.ts'] } }),
);
