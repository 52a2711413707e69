import { areaRoutes } from '@duality/area-kit';

// Real pages replace the placeholders as the area's features land: areaRoutes('campaign', version, { '/path': Page }).
export const routes = areaRoutes('campaign', import.meta.env.APP_VERSION);
