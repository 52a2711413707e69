import type { ReactNode } from 'react';
import { buildPath } from '@duality/platform';
import type { DashboardRow } from '@duality/stores';
import { useCampaignDashboard, useDataStores, useGmTable, useSession } from '@duality/stores/react';
import { CharacterCard, PlaceholderCard } from './character-card';

export interface CampaignDashboardProps {
  campaignId: number;
  /** Extra controls under a card (the owner's Kick). */
  cardActions?: (row: DashboardRow) => ReactNode;
}

/**
 * The characters of a campaign, one card each, live through the campaign's one dashboard channel. While the
 * channel is down it says so and keeps the last values; once back, the rows are read again. While the rows
 * load, an empty card holds the first card's place (the status is announced, not shown), so what follows
 * does not move when the cards arrive; with no character yet, the message stands alone (no empty card).
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
      <p
        role="status"
        // While the characters load, the status is announced, not shown: the placeholder card holds the place.
        className={status === 'loading' ? 'campaign-connection dh-visually-hidden' : 'campaign-connection'}
        data-status={status}
      >
        {status === 'loading' && 'Loading the characters…'}
        {status === 'reconnecting' &&
          'Connection lost: reconnecting… Showing the last values; live updates resume when it is back.'}
        {status === 'error' &&
          'The characters could not be loaded. A campaign’s live table needs a connection.'}
      </p>
      {status !== 'loading' && status !== 'error' && rows.length === 0 && (
        // The message keeps the room of the card that held the place while loading (so nothing below moves),
        // but no card is drawn under it: the placeholder is there for its size only, invisible.
        <div className="campaign-empty">
          <ul className="campaign-cards campaign-empty__room" aria-hidden="true">
            <PlaceholderCard withActions={cardActions !== undefined} />
          </ul>
          <p className="campaign-empty__message">No character has joined yet.</p>
        </div>
      )}
      {status === 'loading' && rows.length === 0 && (
        <ul className="campaign-cards" aria-hidden="true">
          <PlaceholderCard withActions={cardActions !== undefined} />
        </ul>
      )}
      {rows.length > 0 && (
        <ul className="campaign-cards" aria-label="Characters in the campaign">
          {rows.map((row) => (
            <CharacterCard
              key={row.id}
              row={row}
              actions={cardActions?.(row)}
              lastRoll={rolls.find((r) => r.character_id === row.character_id)}
              sheetHref={
                row.user_id === me ? buildPath('/character/:id', { id: row.character_id }) : undefined
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
