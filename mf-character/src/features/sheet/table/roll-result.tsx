import { describeDualityRoll, type DualityRollResult } from '@duality/rules';
import { signed } from '../../../lib/format';
import { consequenceText, type MadeRoll } from './use-duality-roll';

const OUTCOME: Record<DualityRollResult['outcome'], string> = {
  hope: 'with Hope',
  fear: 'with Fear',
  critical: 'Critical success',
};

/** "Agility: Hope 9, Fear 4, advantage d6 3, modifier +2: total 18, with Hope": every die and the total. */
export function rollLine(label: string, roll: DualityRollResult): string {
  const modifier = roll.modifiers.reduce((sum, m) => sum + m.value, 0);
  const edge = roll.edgeDie === null ? '' : `, ${roll.edge} d6 ${roll.edgeDie}`;
  return `${label}: Hope ${roll.hope}, Fear ${roll.fear}${edge}, modifier ${signed(modifier)}: total ${roll.total}, ${OUTCOME[roll.outcome]}`;
}

/** A Duality roll's result: the two d12s, the total, the outcome in words and what it did to the tracks. */
export function DualityResult({ made, hopeSlots }: { made: MadeRoll; hopeSlots: number }) {
  const { roll } = made;
  return (
    <div className={`sheet-roll-result sheet-roll-result--${roll.outcome}`}>
      <p className="sheet-roll-result__headline">
        <span className="sheet-roll-result__die" aria-hidden="true">
          {roll.hope}
        </span>
        <span className="sheet-roll-result__die sheet-roll-result__die--fear" aria-hidden="true">
          {roll.fear}
        </span>
        <strong>{describeDualityRoll(roll)}</strong>
      </p>
      <p className="sheet-roll__result">{rollLine(made.label, roll)}</p>
      <p className="sheet-note">{consequenceText(made.consequence, roll, hopeSlots, made.offline)}</p>
    </div>
  );
}
