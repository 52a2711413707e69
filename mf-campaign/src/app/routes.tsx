import { defineAreaRoutes, route } from '@duality/area-kit';
import './campaign.css';
import { CampaignListPage } from '../features/list/campaign-list-page';
import { InvitePage } from '../features/invite/invite-page';
import { CampaignPage } from './campaign-page';

export const { routes } = defineAreaRoutes('campaign', import.meta.env.APP_VERSION, [
  route({ path: '/campaign', title: 'Campaigns', page: CampaignListPage }),
  route({ path: '/campaign/:id', params: { id: 'number' }, title: 'Campaign Dashboard', page: CampaignPage }),
  route({
    path: '/campaign/invite/:invite',
    params: { invite: 'text' },
    title: 'Campaign Invitation',
    page: InvitePage,
  }),
]);
