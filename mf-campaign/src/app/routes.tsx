import { defineAreaRoutes, route } from '@duality/area-kit';
import './campaign.css';
import { CampaignListPage } from '../features/list/campaign-list-page';
import { InvitePage } from '../features/invite/invite-page';

// The area's routes. The list and the invitation (a player's first page here, opened from a link) are in the
// area's entry; the dashboard, with its live cards, invite QR code and management, loads in its own chunk on
// its first visit.
export const { routes } = defineAreaRoutes('campaign', import.meta.env.APP_VERSION, [
  route({ path: '/campaign', title: 'Campaigns', page: CampaignListPage }),
  route({
    path: '/campaign/:id',
    params: { id: 'number' },
    title: 'Campaign Dashboard',
    lazy: () => import('./campaign-page').then((m) => ({ default: m.CampaignPage })),
  }),
  route({
    path: '/campaign/invite/:invite',
    params: { invite: 'text' },
    title: 'Campaign Invitation',
    page: InvitePage,
  }),
]);
