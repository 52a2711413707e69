import { domProject } from '@duality/config/vitest';

export default domProject('@duality/area-kit', { shareModules: true });
