import { useRef, useState } from 'react';
import { Link } from '@duality/libs/router';
import type { AreaPageProps } from '@duality/area-kit';
import type { CampaignRow } from '@duality/stores';
import { RequireSession, useCampaignDashboard, useDataStores } from '@duality/stores/react';
import { Tabs } from '@duality/ui/tabs';
import { HomebrewLinks } from '../features/campaign-homebrew/homebrew-links';
import { Countdowns } from '../features/countdowns/countdowns';
import { CampaignDashboard } from '../features/dashboard/campaign-dashboard';
import { EncounterPanel } from '../features/encounters/encounter-panel';
import { RevealedAdversaries } from '../features/encounters/revealed-adversaries';
import { FearTracker } from '../features/fear/fear-tracker';
import { InvitePanel } from '../features/invite/invite-panel';
import { RenameCampaignForm } from '../features/manage/rename-campaign-form';
import { KickAction } from '../features/membership/kick-action';
import { RollLog } from '../features/roll-log/roll-log';
import { LeaveOrDelete } from '../features/membership/leave-or-delete';
import { ResetInviteOffer } from '../features/membership/reset-invite-offer';
import { useCampaign } from '../hooks/use-campaigns';
import { useInvite } from '../hooks/use-invite';
import { buildPath } from '@duality/platform';

/**
 * /campaign/{id}: the game master's dashboard (characters, Fear, invite, homebrew, kick, delete), or a player's
 * view of the campaign they play in (the same cards, Fear live, the adversaries the game master reveals, the
 * shared homebrew, leave). Anyone else is told
 * it is not theirs: the database shows them none of it.
 */
export function CampaignPage({ params }: AreaPageProps<{ id: number }>) {
  return (
    <RequireSession>
      <CampaignContent id={params.id} />
    </RequireSession>
  );
}

function CampaignContent({ id }: { id: number }) {
  const { status, campaign, role } = useCampaign(id);
  if (!campaign || !role) {
    // In the page's own frame (its padding and width), so the page that replaces it moves nothing.
    if (status === 'loading')
      return (
        <section className="campaign-page campaign-page--wide">
          <p role="status">Loading the campaign…</p>
        </section>
      );
    return (
      <section className="campaign-page">
        <h1>Campaign not found</h1>
        <p role="alert">This campaign does not exist, or you neither run it nor play in it.</p>
        <Link to={buildPath('/campaign')}>Your campaigns</Link>
      </section>
    );
  }
  return role === 'owner' ? <OwnerView campaign={campaign} /> : <PlayerView campaign={campaign} />;
}

function OwnerView({ campaign }: { campaign: CampaignRow }) {
  const invite = useInvite(campaign.id);
  const [kicked, setKicked] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const characters = useCampaignDashboard(useDataStores().dashboard, campaign.id)?.rows.length ?? 0;
  // The game master's screen for a session: the party (with Fear, countdowns and the log beside it) and the
  // fight, a tab each, so each fits a tablet in landscape; the campaign's settings follow below the table.
  const table = (
    <div className="campaign-table">
      <div>
        <CampaignDashboard
          campaignId={campaign.id}
          cardActions={(row) => <KickAction row={row} campaignName={campaign.name} onKicked={setKicked} />}
        />
      </div>
      <div>
        <FearTracker campaign={campaign} canChange characters={characters} />
        <Countdowns campaignId={campaign.id} isOwner />
        <RollLog campaignId={campaign.id} isOwner />
      </div>
    </div>
  );
  const settings = (
    <div className="campaign-columns">
      <div>
        <InvitePanel invite={invite} />
        <HomebrewLinks campaignId={campaign.id} canChange />
      </div>
      <div>
        <section className="campaign-section" aria-labelledby="campaign-rename">
          <h2 id="campaign-rename">Rename</h2>
          <RenameCampaignForm campaign={campaign} />
        </section>
        <LeaveOrDelete campaign={campaign} membership="owner" />
      </div>
    </div>
  );
  return (
    <section className="campaign-page campaign-page--wide campaign-page--table">
      <h1 ref={heading} tabIndex={-1}>
        {campaign.name}
      </h1>
      <ResetInviteOffer
        kicked={kicked}
        onDone={() => setKicked(null)}
        resetInvite={invite.reset}
        returnFocusTo={heading}
      />
      <p className="campaign-badge">Game master</p>
      <Tabs
        label="The game master's table"
        tabs={[
          { value: 'party', label: 'Party', icon: 'party', content: table },
          {
            value: 'encounter',
            label: 'Encounter',
            icon: 'skull',
            content: <EncounterPanel campaignId={campaign.id} characters={characters} />,
          },
        ]}
      />
      {settings}
    </section>
  );
}

function PlayerView({ campaign }: { campaign: CampaignRow }) {
  return (
    <section className="campaign-page campaign-page--wide">
      <h1>{campaign.name}</h1>
      <p className="campaign-badge">Player</p>
      <div className="campaign-columns">
        <div>
          <FearTracker campaign={campaign} canChange={false} />
          <RevealedAdversaries campaignId={campaign.id} />
          <CampaignDashboard campaignId={campaign.id} />
        </div>
        <div>
          <Countdowns campaignId={campaign.id} isOwner={false} />
          <RollLog campaignId={campaign.id} isOwner={false} />
          <HomebrewLinks campaignId={campaign.id} canChange={false} />
          <LeaveOrDelete campaign={campaign} membership="player" />
        </div>
      </div>
    </section>
  );
}
