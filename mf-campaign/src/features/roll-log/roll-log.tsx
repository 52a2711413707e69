import type { CampaignRollRow } from '@duality/stores';
import { Badge, Switch } from '@duality/ui/controls';
import { useDataStores, useGmTable } from '@duality/stores/react';

/** How many rolls the screen lists (the log keeps 200; the newest matter at the table). */
const SHOWN = 30;

/** "3 + 9 + 2": the Duality Dice (or the other dice) and the modifier that make the total. */
export function diceText(roll: CampaignRollRow): string {
  const faces =
    roll.hope_die !== null && roll.fear_die !== null
      ? [`Hope ${roll.hope_die}`, `Fear ${roll.fear_die}`]
      : [];
  faces.push(...roll.dice.map((d) => `d${d.die}: ${d.value}`));
  if (roll.modifier !== 0) faces.push(roll.modifier > 0 ? `+${roll.modifier}` : String(roll.modifier));
  return faces.join(', ');
}

function Outcome({ outcome }: { outcome: CampaignRollRow['outcome'] }) {
  if (outcome === 'critical')
    return (
      <Badge tone={{ kind: 'role', name: 'success' }} variant="solid">
        Critical
      </Badge>
    );
  if (outcome === 'hope') return <Badge tone={{ kind: 'role', name: 'hope' }}>With Hope</Badge>;
  if (outcome === 'fear') return <Badge tone={{ kind: 'role', name: 'fear' }}>With Fear</Badge>;
  return null;
}

/**
 * A roll whose dice the player's browser rolled while offline and reported later (the server checked that they
 * add up, and gave no Fear for it): a small mark, read out in full.
 */
function OfflineMark() {
  return (
    <Badge tone={{ kind: 'role', name: 'warning' }} className="campaign-roll__offline">
      <span aria-hidden="true">offline</span>
      <span className="dh-visually-hidden">
        Rolled offline on the player's device, not by the server; no Fear
      </span>
    </Badge>
  );
}

/**
 * The campaign's rolls, newest first, live: who rolled what, the dice, the total, with Hope or with Fear, a
 * critical as one, and a roll made offline marked so. The game master always reads it and may share it; players read it only while shared (the
 * database decides: an unshared log sends a player nothing).
 */
export function RollLog({ campaignId, isOwner }: { campaignId: number; isOwner: boolean }) {
  const { gmTable } = useDataStores();
  const table = useGmTable(gmTable, campaignId);
  const shared = table?.shared ?? false;
  const rolls = table?.rolls ?? [];
  if (!isOwner && !shared) return null;
  return (
    <section className="campaign-section campaign-rolls" aria-labelledby="campaign-rolls">
      <h2 id="campaign-rolls">Roll log</h2>
      {isOwner && (
        <Switch
          label="Share the log with the players"
          checked={shared}
          disabled={!table || table.status === 'loading'}
          onCheckedChange={(next) => void gmTable.setRollLogShared(campaignId, next)}
        />
      )}
      {rolls.length === 0 ? (
        <p className="campaign-rolls__empty">
          {table?.status === 'loading' ? 'Loading the rolls…' : 'No roll yet this session.'}
        </p>
      ) : (
        <ol className="campaign-rolls__list" aria-label="Rolls, newest first">
          {rolls.slice(0, SHOWN).map((roll) => (
            <li key={roll.id} className="campaign-roll" data-outcome={roll.outcome ?? 'none'}>
              <p className="campaign-roll__what">
                <strong>{roll.character_name || 'A character'}</strong> · {roll.label}
              </p>
              <p className="campaign-roll__dice">
                <span>{diceText(roll)}</span>
                <span className="campaign-roll__total" aria-label={`Total ${roll.total}`}>
                  {roll.total}
                </span>
                <Outcome outcome={roll.outcome} />
                {roll.offline && <OfflineMark />}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
