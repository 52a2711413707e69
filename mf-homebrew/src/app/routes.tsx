import { areaRoutes } from '@duality/area-kit';

// Real pages replace the placeholders as the area's features land: areaRoutes('homebrew', version, { '/path': Page }).
export const routes = areaRoutes('homebrew', import.meta.env.APP_VERSION);
