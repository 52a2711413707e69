import { isolatedDomProject } from '@duality/config/vitest';

// The tests that mock a module (vi.mock): each file with a module cache of its own.
export default isolatedDomProject('@duality/shell');
