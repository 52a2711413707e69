import { domProject } from '@duality/config/vitest';

export default domProject('@duality/mf-character', { shareModules: true });
