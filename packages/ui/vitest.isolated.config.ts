import { defineProject, mergeConfig } from 'vitest/config';
import { isolatedDomProject } from '@duality/config/vitest';

// The tests that count the imports of a lazily loaded part (vi.mock) or see one arrive (the markdown
// renderer): each file with a module cache of its
// own, with vitest.config.ts's setup.
export default mergeConfig(
  isolatedDomProject('@duality/ui'),
  defineProject({ test: { setupFiles: ['./test/dom-setup.ts'] } }),
);
