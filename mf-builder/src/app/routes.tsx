import { defineAreaRoutes, placeholderPage, route } from '@duality/area-kit';

// The area's routes; the builder's steps replace the placeholder as they land.
export const { routes } = defineAreaRoutes('builder', import.meta.env.APP_VERSION, [
  route({ path: '/builder', title: 'Character Builder', page: placeholderPage('Character Builder') }),
]);
