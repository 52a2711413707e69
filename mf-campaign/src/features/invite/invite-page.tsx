import { Link } from '@duality/libs/router';
import type { AreaPageProps } from '@duality/area-kit';
import { loginPathFor, useSession } from '@duality/stores/react';
import { useCampaigns } from '../../hooks/use-campaigns';
import { campaignPath, invitePath } from '../../lib/paths';
import { JoinForm } from './join-form';
import { SharedFields } from './shared-fields';
import { useInvitePreview } from './use-invite-preview';
import { buildPath } from '@duality/platform';
import { Button } from '@duality/ui';

/**
 * /campaign/invite/{invite}: the campaign the invite leads to, what joining shares, and the join itself. A
 * visitor who is not logged in is asked to, and comes back here afterwards.
 */
export function InvitePage({ params }: AreaPageProps<{ invite: string }>) {
  const { invite } = params;
  const preview = useInvitePreview(invite);
  const session = useSession();
  const { owned } = useCampaigns();
  if (!preview) return <p role="status">Reading the invite…</p>;
  if (!preview.ok) {
    return (
      <section className="campaign-page">
        <h1>Campaign Invitation</h1>
        <p role="alert">{preview.error}</p>
        <Link to={buildPath('/campaign')}>Your campaigns</Link>
      </section>
    );
  }
  const { campaign_id: campaignId, campaign_name: name, owner_name: owner } = preview.preview;
  return (
    <section className="campaign-page">
      <h1>Join {name}</h1>
      <p>{owner} invites you to play in this campaign.</p>
      <SharedFields />
      {session.status === 'loading' && <p role="status">Checking your session…</p>}
      {session.status === 'signed-out' && (
        <p>
          <Button asChild>
            <Link to={loginPathFor(invitePath(invite))}>Log in to join</Link>
          </Button>
        </p>
      )}
      {session.status === 'signed-in' &&
        (owned.some((c) => c.id === campaignId) ? (
          <p>
            You run this campaign. <Link to={campaignPath(campaignId)}>Open its dashboard</Link>
          </p>
        ) : (
          <JoinForm invite={invite} campaignId={campaignId} />
        ))}
    </section>
  );
}
