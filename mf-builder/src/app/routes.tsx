import { areaRoutes } from '@duality/area-kit';

// Real pages replace the placeholders as the area's features land: areaRoutes('builder', version, { '/path': Page }).
export const routes = areaRoutes('builder', import.meta.env.APP_VERSION);
