import { useState } from 'react';
import type { DiceSource } from '@duality/rules';
import { FEAR_MAX, type CampaignRow } from '@duality/stores';
import { cryptoDice } from '@duality/stores/dice';
import { useDataStores, useGmTable } from '@duality/stores/react';
import { RestFear } from './rest-fear';
import { Button } from '@duality/ui';

export interface FearTrackerProps {
  campaign: CampaignRow;
  canChange: boolean;
  /** Characters in the campaign (a long rest's Fear counts them). */
  characters?: number;
  /** The dice of the rest rolls; the crypto dice unless a test fixes them. */
  dice?: DiceSource;
}

/**
 * The game master's Fear, 0 to 12, live on every screen of the campaign (a player's roll with Fear raises it
 * through the database): the owner adds or spends one with a tap, and gains a rest's Fear when offered.
 */
export function FearTracker({ campaign, canChange, characters = 0, dice = cryptoDice }: FearTrackerProps) {
  const [busy, setBusy] = useState(false);
  const { campaigns, gmTable } = useDataStores();
  const table = useGmTable(gmTable, campaign.id);
  // The live value (a player's roll changes it on the server); the campaign row until it is read.
  const fear = table?.fear ?? campaign.fear;
  // By an amount, added in the database (and kept within 0 to 12 there): a second tap before the first one's
  // answer counts too, and a player's Fear landing at the same moment is kept. Only a rest's Fear waits for
  // the one before it (it is offered once).
  const change = (delta: number) => campaigns.changeFear(campaign.id, delta);
  const rest = async (amount: number) => {
    if (busy) return;
    setBusy(true);
    await change(amount);
    setBusy(false);
  };
  return (
    <section className="campaign-section campaign-fear" aria-labelledby="campaign-fear">
      <h2 id="campaign-fear">Fear</h2>
      <p className="campaign-fear__value" aria-live="polite">
        <span data-testid="fear-value">{fear}</span> of {FEAR_MAX}
      </p>
      <meter className="campaign-fear__meter" min={0} max={FEAR_MAX} value={fear} aria-label="Fear" />
      {canChange && (
        <>
          <div className="campaign-actions">
            <Button disabled={fear <= 0} onClick={() => void change(-1)}>
              Spend Fear
            </Button>
            <Button variant="quiet" disabled={fear >= FEAR_MAX} onClick={() => void change(1)}>
              Add Fear
            </Button>
          </div>
          <RestFear characters={characters} dice={dice} disabled={busy} onApply={rest} />
        </>
      )}
    </section>
  );
}
