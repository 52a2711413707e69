import { defineAreaRoutes, placeholderPage, route } from '@duality/area-kit';

// The area's routes; the campaign pages replace the placeholders as they land.
export const { routes } = defineAreaRoutes('campaign', import.meta.env.APP_VERSION, [
  route({ path: '/campaign', title: 'Campaigns', page: placeholderPage('Campaigns') }),
  route({
    path: '/campaign/:id',
    params: { id: 'number' },
    title: 'Campaign Dashboard',
    page: placeholderPage('Campaign Dashboard'),
  }),
  route({
    path: '/campaign/invite/:invite',
    params: { invite: 'text' },
    title: 'Campaign Invitation',
    page: placeholderPage('Campaign Invitation'),
  }),
]);
