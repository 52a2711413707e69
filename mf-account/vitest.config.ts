import { domProject } from '@duality/config/vitest';

export default domProject('@duality/mf-account', { shareModules: true });
