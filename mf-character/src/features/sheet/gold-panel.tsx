import { useState } from 'react';
import { gainGold, goldToHandfuls, handfulsToGold, spendGold, type GoldDenomination } from '@duality/rules';
import type { SheetPanelProps } from './sheet-props';
import { useOfferUndo } from '@duality/ui/controls';
import { IconButton } from '@duality/ui';

const UNITS: [GoldDenomination, string, string][] = [
  ['handfuls', 'Handfuls', 'handful'],
  ['bags', 'Bags', 'bag'],
  ['chests', 'Chests', 'chest'],
];

/** Gold in handfuls, bags and chests; ten of one make one of the next, and spending breaks the larger ones;
 * each change can be undone. */
export function GoldPanel({ character, edit }: SheetPanelProps) {
  const [error, setError] = useState<string | null>(null);
  const offerUndo = useOfferUndo();
  const gold = handfulsToGold(goldToHandfuls(character.inventory.gold));
  const change = (unit: GoldDenomination, label: string, by: 1 | -1) => {
    const result = by > 0 ? gainGold(gold, 1, unit) : spendGold(gold, 1, unit);
    if (!result.ok) {
      return setError(result.reason === 'full' ? 'Your purse is full.' : `You have no ${label} to spend.`);
    }
    setError(null);
    const was = character.inventory.gold;
    edit((c) => ({ ...c, inventory: { ...c.inventory, gold: result.gold } }));
    offerUndo(`${by > 0 ? 'Gained' : 'Spent'} a ${label}.`, () =>
      edit((c) => ({ ...c, inventory: { ...c.inventory, gold: was } })),
    );
  };
  return (
    <section className="sheet-panel sheet-gold" aria-labelledby="sheet-gold">
      <h2 id="sheet-gold">Gold</h2>
      <dl className="sheet-stats">
        {UNITS.map(([unit, label, one]) => (
          <div key={unit} className="sheet-stat" data-stat={label}>
            <dt>{label}</dt>
            <dd>{gold[unit]}</dd>
            <dd className="sheet-row">
              <IconButton icon="minus" label={`Spend a ${one}`} onClick={() => change(unit, one, -1)} />
              <IconButton icon="plus" label={`Gain a ${one}`} onClick={() => change(unit, one, 1)} />
            </dd>
          </div>
        ))}
      </dl>
      {error && (
        <p className="dh-form-message dh-form-message--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
