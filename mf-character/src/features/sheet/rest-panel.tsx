import { useState } from 'react';
import { REST_MOVES, takeRest, type RestKind } from '@duality/rules';
import { LabelledSelect } from '../../components/labelled-select';
import { revertChange } from '../../lib/revert';
import type { SheetPanelProps } from './sheet-props';
import { useOfferUndo } from '@duality/ui/controls';
import { useLoadedCatalog } from '../../hooks/use-loaded-catalog';
import { Button } from '@duality/ui';

const NAMES: Record<RestKind, string> = { shortRest: 'Short Rest', longRest: 'Long Rest' };

/** Short and long rests: two downtime moves each, then the charges and items that act on that rest; undoable. */
export function RestPanel({
  character,
  sheet,
  edit,
  rng = Math.random,
}: SheetPanelProps & { rng?: () => number }) {
  const catalog = useLoadedCatalog();
  const offerUndo = useOfferUndo();
  const [rest, setRest] = useState<RestKind>('shortRest');
  const firstMove = (kind: RestKind) => Object.keys(REST_MOVES[kind])[0]!;
  const [moves, setMoves] = useState<[string, string]>([firstMove('shortRest'), firstMove('shortRest')]);
  const [message, setMessage] = useState<string | null>(null);
  const options = Object.entries(REST_MOVES[rest]) as [string, { label: string }][];
  const pick = (kind: RestKind) => {
    setRest(kind);
    setMoves([firstMove(kind), firstMove(kind)]);
  };
  const take = () => {
    const result = takeRest(character, rest, moves, { catalog, limits: sheet.slots, tier: sheet.tier, rng });
    if (!result.ok) return setMessage(result.errors.join('. '));
    edit(() => result.character);
    const done = result.outcomes.map((o) => (o.rolled === undefined ? o.label : `${o.label} (${o.rolled})`));
    setMessage(`${NAMES[rest]} taken: ${done.join(', ')}.`);
    offerUndo(`You took a ${NAMES[rest].toLowerCase()}.`, () => {
      edit(revertChange(character, result.character));
      setMessage(`${NAMES[rest]} undone.`);
    });
  };
  return (
    <section className="sheet-panel sheet-rest" aria-labelledby="sheet-rest">
      <h2 id="sheet-rest">Rest</h2>
      <fieldset className="sheet-row">
        <legend>Kind of rest</legend>
        {(['shortRest', 'longRest'] as const).map((kind) => (
          <label key={kind} className="sheet-inline">
            <input type="radio" name="rest-kind" checked={rest === kind} onChange={() => pick(kind)} />{' '}
            {NAMES[kind]}
          </label>
        ))}
      </fieldset>
      <div className="sheet-row">
        {moves.map((move, i) => (
          <LabelledSelect
            key={i}
            label={i === 0 ? 'First move' : 'Second move'}
            value={move}
            onChange={(v) => setMoves((m) => (i === 0 ? [v, m[1]] : [m[0], v]))}
            options={options.map(([key, def]) => [key, def.label] as const)}
          />
        ))}
        <Button onClick={take}>Take {NAMES[rest].toLowerCase()}</Button>
      </div>
      <p role="status" aria-live="polite" className="sheet-note">
        {message}
      </p>
    </section>
  );
}
