import { areaRoutes } from '@duality/area-kit';

// Real pages replace the placeholders as the area's features land: areaRoutes('account', version, { '/path': Page }).
export const routes = areaRoutes('account', import.meta.env.APP_VERSION);
