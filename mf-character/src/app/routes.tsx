import { defineAreaRoutes, placeholderPage, route } from '@duality/area-kit';

// The area's routes. The character pages replace the placeholders as they land; deep links the area adds
// (print, level up) are declared here too, and need no change anywhere else.
export const { routes } = defineAreaRoutes('character', import.meta.env.APP_VERSION, [
  route({ path: '/character', title: 'Characters', page: placeholderPage('Characters') }),
  route({
    path: '/character/:id',
    params: { id: 'number' },
    title: 'Character Sheet',
    page: placeholderPage('Character Sheet'),
  }),
  route({
    path: '/character/edit/:id',
    params: { id: 'number' },
    title: 'Edit Character',
    page: placeholderPage('Edit Character'),
  }),
]);
