import { defineProject, mergeConfig } from 'vitest/config';
import { domProject } from '@duality/config/vitest';

export default mergeConfig(
  domProject('@duality/ui'),
  defineProject({ test: { setupFiles: ['./test/dom-setup.ts'] } }),
);
