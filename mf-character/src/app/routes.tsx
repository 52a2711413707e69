import { areaRoutes } from '@duality/area-kit';

// Real pages replace the placeholders as the area's features land: areaRoutes('character', version, { '/path': Page }).
export const routes = areaRoutes('character', import.meta.env.APP_VERSION);
