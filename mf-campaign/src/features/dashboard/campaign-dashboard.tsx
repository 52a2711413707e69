import type { ReactNode } from 'react';
import type { DashboardRow } from '@duality/stores';
import { useCampaignDashboard, useDataStores, useGmTable, useSession } from '@duality/stores/react';
import { CharacterCard } from './character-card';

export interface CampaignDashboardProps {
  campaignId: number;
  /** Extra controls under a card (the owner's Kick). */
  cardActions?: (row: DashboardRow) => ReactNode;
}

/**
 * The characters of a campaign, one card each, live through the campaign's one dashboard channel. While the
 * channel is down it says so and keeps the last values; once back, the rows are read again. While the rows
 * load the status is announced; with no character yet, the message stands alone (no empty card under it).
 * Each card shows its character's last roll the viewer may read (the game master's log, or a shared one).
 */
export function CampaignDashboard({ campaignId, cardActions }: CampaignDashboardProps) {
  const { dashboard: store, gmTable } = useDataStores();
  const dashboard = useCampaignDashboard(store, campaignId);
  const rolls = useGmTable(gmTable, campaignId)?.rolls ?? [];
  const me = useSession().user?.id ?? null;
  const status = dashboard?.status ?? 'loading';
  const rows = dashboard?.rows ?? [];
  return (
    <section className="campaign-section" aria-labelledby="campaign-characters">
      <h2 id="campaign-characters">Characters</h2>
      <p role="status" className="campaign-connection" data-status={status}>
        {status === 'loading' && 'Loading the characters…'}
        {status === 'reconnecting' && 'Connection lost: reconnecting… The values shown may be out of date.'}
        {status === 'error' && 'The characters could not be loaded.'}
      </p>
      {status !== 'loading' && status !== 'error' && rows.length === 0 && (
        <p className="campaign-empty__message">No character has joined yet.</p>
      )}
      {rows.length > 0 && (
        <ul className="campaign-cards" aria-label="Characters in the campaign">
          {rows.map((row) => (
            <CharacterCard
              key={row.id}
              row={row}
              actions={cardActions?.(row)}
              lastRoll={rolls.find((r) => r.character_id === row.character_id)}
              sheetHref={row.user_id === me ? `/character/${row.character_id}` : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
