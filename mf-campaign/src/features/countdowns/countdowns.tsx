import { useState } from 'react';
import type { CountdownRow } from '@duality/stores';
import { Badge } from '@duality/ui/controls';
import { useDataStores, useGmTable } from '@duality/stores/react';
import { CountdownForm } from './countdown-form';
import { Button } from '@duality/ui';

const KIND_NAMES: Record<CountdownRow['kind'], string> = {
  standard: 'Standard',
  dynamic: 'Dynamic',
  progress: 'Progress',
  consequence: 'Consequence',
};

function CountdownItem({ row, isOwner }: { row: CountdownRow; isOwner: boolean }) {
  const { gmTable } = useDataStores();
  const [triggered, setTriggered] = useState(false);
  const tick = async (steps: number) => {
    const res = await gmTable.tickCountdown(row, steps);
    setTriggered(res.triggered);
  };
  return (
    <li className="campaign-countdown" data-visible={row.visible}>
      <p className="campaign-countdown__head">
        <strong>{row.name}</strong>
        <Badge>{KIND_NAMES[row.kind]}</Badge>
        {isOwner && <Badge>{row.visible ? 'Players see it' : 'Hidden'}</Badge>}
      </p>
      <p className="campaign-countdown__value" aria-label={`${row.name}: ${row.value} of ${row.start} left`}>
        <span data-testid="countdown-value">{row.value}</span> / {row.start}
      </p>
      {(triggered || row.value === 0) && (
        <p className="campaign-countdown__done" role="status">
          {row.value === 0 ? 'It has triggered.' : 'It triggered and starts again.'}
        </p>
      )}
      {isOwner && (
        <div className="campaign-actions">
          <Button onClick={() => void tick(1)} aria-label={`Tick ${row.name}`}>
            Tick
          </Button>
          <Button
            variant="quiet"
            disabled={row.value >= row.start}
            onClick={() => void tick(-1)}
            aria-label={`Undo a tick of ${row.name}`}
          >
            Back
          </Button>
          <Button
            variant="quiet"
            onClick={() => void gmTable.setCountdownVisible(row, !row.visible)}
            aria-label={row.visible ? `Hide ${row.name}` : `Show ${row.name}`}
          >
            {row.visible ? 'Hide' : 'Show'}
          </Button>
          <Button
            variant="quiet"
            onClick={() => void gmTable.removeCountdown(row)}
            aria-label={`Remove ${row.name}`}
          >
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The campaign's countdowns, live. The game master makes, ticks, shows or hides and removes them; players see
 * only the visible ones (a hidden one never reaches them: the database sends it to the game master alone).
 */
export function Countdowns({ campaignId, isOwner }: { campaignId: number; isOwner: boolean }) {
  const { gmTable } = useDataStores();
  const table = useGmTable(gmTable, campaignId);
  const countdowns = table?.countdowns ?? [];
  if (!isOwner && countdowns.length === 0) return null;
  return (
    <section className="campaign-section" aria-labelledby={`campaign-countdowns-${campaignId}`}>
      <h2 id={`campaign-countdowns-${campaignId}`}>Countdowns</h2>
      {countdowns.length > 0 && (
        <ul className="campaign-countdowns" aria-label="Countdowns">
          {countdowns.map((row) => (
            <CountdownItem key={row.id} row={row} isOwner={isOwner} />
          ))}
        </ul>
      )}
      {/* Folded by default: the table's column keeps room for the countdowns themselves. */}
      {isOwner && (
        <details className="campaign-disclosure">
          <summary>New countdown</summary>
          <CountdownForm campaignId={campaignId} />
        </details>
      )}
    </section>
  );
}
