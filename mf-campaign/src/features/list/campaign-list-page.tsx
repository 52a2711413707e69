import { Link } from '@duality/libs/router';
import type { CampaignRow } from '@duality/stores';
import { RequireSession } from '@duality/stores/react';
import { useCampaigns } from '../../hooks/use-campaigns';
import { campaignPath } from '../../lib/paths';
import { CreateCampaignForm } from './create-campaign-form';

/** /campaign: the campaigns the user runs and those their characters play in, each marked; start a new one. */
export function CampaignListPage() {
  return (
    <RequireSession>
      <CampaignList />
    </RequireSession>
  );
}

function CampaignList() {
  const { status, owned, joined } = useCampaigns();
  const all = [
    ...owned.map((c) => ({ campaign: c, role: 'Game master' })),
    ...joined.map((c) => ({ campaign: c, role: 'Player' })),
  ];
  return (
    <section className="campaign-page">
      <h1>Campaigns</h1>
      {status === 'loading' && <p role="status">Loading your campaigns…</p>}
      {status === 'error' && (
        <p role="alert">
          Your campaigns could not be loaded. Campaigns are played live and need a connection; your characters
          still open on this device.
        </p>
      )}
      {status === 'ready' && all.length === 0 && (
        <p>
          You have no campaigns yet: start one below, or join one with an invite link from your game master.
        </p>
      )}
      {all.length > 0 && (
        <ul className="campaign-list" aria-label="Your campaigns">
          {all.map(({ campaign, role }) => (
            <CampaignListItem key={campaign.id} campaign={campaign} role={role} />
          ))}
        </ul>
      )}
      <section className="campaign-section" aria-labelledby="campaign-new">
        <h2 id="campaign-new">New campaign</h2>
        <CreateCampaignForm />
      </section>
    </section>
  );
}

function CampaignListItem({ campaign, role }: { campaign: CampaignRow; role: string }) {
  return (
    <li className="campaign-list__item">
      <Link to={campaignPath(campaign.id)} className="campaign-list__link dh-target">
        {campaign.name}
      </Link>
      <span className="campaign-badge">{role}</span>
    </li>
  );
}
