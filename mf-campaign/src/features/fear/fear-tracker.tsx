import { useState } from 'react';
import { FEAR_MAX, type CampaignRow } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';

/**
 * The game master's Fear, 0 to 12: the owner adds or spends one with a tap; players see the number, live.
 */
export function FearTracker({ campaign, canChange }: { campaign: CampaignRow; canChange: boolean }) {
  const [busy, setBusy] = useState(false);
  const { campaigns } = useDataStores();
  // A tap while the last one is on its way is ignored (it would count from the old value); the buttons stay
  // enabled so keyboard focus is never thrown off them.
  const change = async (by: number) => {
    if (busy) return;
    setBusy(true);
    await campaigns.setFear(campaign.id, campaign.fear + by);
    setBusy(false);
  };
  return (
    <section className="campaign-section campaign-fear" aria-labelledby="campaign-fear">
      <h2 id="campaign-fear">Fear</h2>
      <p className="campaign-fear__value" aria-live="polite">
        <span data-testid="fear-value">{campaign.fear}</span> of {FEAR_MAX}
      </p>
      <meter
        className="campaign-fear__meter"
        min={0}
        max={FEAR_MAX}
        value={campaign.fear}
        aria-label="Fear"
      />
      {canChange && (
        <div className="campaign-actions">
          <button
            type="button"
            className="dh-button"
            disabled={campaign.fear >= FEAR_MAX}
            onClick={() => void change(1)}
          >
            Add Fear
          </button>
          <button
            type="button"
            className="dh-button dh-button--quiet"
            disabled={campaign.fear <= 0}
            onClick={() => void change(-1)}
          >
            Spend Fear
          </button>
        </div>
      )}
    </section>
  );
}
