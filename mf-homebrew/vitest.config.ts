import { defineProject, mergeConfig } from 'vitest/config';
import { domProject } from '@duality/config/vitest';

// Component tests render the area's features over REAL stores and the embedded backend: one backend for the
// whole project (started once by the global setup), each test file signing up users of its own.
export default mergeConfig(
  domProject('@duality/mf-homebrew', { shareModules: true }),
  defineProject({
    test: {
      globalSetup: ['../packages/stores/test/global-backend.ts'],
      setupFiles: ['../packages/stores/test/dom-setup.ts'],
      testTimeout: 45_000,
      hookTimeout: 30_000,
    },
  }),
);
