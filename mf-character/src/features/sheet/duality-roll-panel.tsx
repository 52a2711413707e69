import { useState } from 'react';
import {
  rollAction,
  TRAITS,
  type ActionRoll,
  type Character,
  type DerivedSheet,
  type RollEdge,
} from '@duality/rules';
import { LabelledSelect } from '../../components/labelled-select';
import { signed, titled } from '../../lib/format';

interface RollChoice {
  key: string;
  label: string;
  modifier: number;
}

function choicesOf(character: Character, sheet: DerivedSheet): RollChoice[] {
  return [
    ...TRAITS.map((t) => ({ key: `trait:${t}`, label: titled(t), modifier: sheet.traits[t] ?? 0 })),
    ...character.experience.map((e, i) => ({ key: `exp:${i}`, label: e.name, modifier: e.score })),
  ];
}

const OUTCOME: Record<ActionRoll['outcome'], string> = {
  hope: 'with Hope',
  fear: 'with Fear',
  critical: 'Critical success',
};

/** The Duality roll for any trait or experience, with advantage or disadvantage, saying which die won. */
export function DualityRollPanel({
  character,
  sheet,
  rng = Math.random,
}: {
  character: Character;
  sheet: DerivedSheet;
  rng?: () => number;
}) {
  const choices = choicesOf(character, sheet);
  const [key, setKey] = useState(choices[0]!.key);
  const [edge, setEdge] = useState<RollEdge>('none');
  const [roll, setRoll] = useState<(ActionRoll & { label: string }) | null>(null);
  const choice = choices.find((c) => c.key === key) ?? choices[0]!;
  return (
    <section className="sheet-panel sheet-roll" aria-labelledby="sheet-roll">
      <h2 id="sheet-roll">Duality Roll</h2>
      <div className="sheet-row">
        <LabelledSelect
          label="Roll with"
          value={key}
          onChange={setKey}
          options={choices.map((c) => [c.key, `${c.label} (${signed(c.modifier)})`] as const)}
        />
        <LabelledSelect
          label="Edge"
          value={edge}
          onChange={(v) => setEdge(v as RollEdge)}
          options={[
            ['none', 'None'],
            ['advantage', 'Advantage'],
            ['disadvantage', 'Disadvantage'],
          ]}
        />
        <button
          type="button"
          className="dh-button"
          onClick={() => setRoll({ ...rollAction(rng, choice.modifier, edge), label: choice.label })}
        >
          Roll
        </button>
      </div>
      <p className="sheet-roll__result" role="status" aria-live="polite">
        {roll &&
          `${roll.label}: Hope ${roll.hope}, Fear ${roll.fear}${
            roll.edgeDie === null ? '' : `, ${roll.edge} d6 ${roll.edgeDie}`
          }, modifier ${signed(roll.modifier)}: total ${roll.total}, ${OUTCOME[roll.outcome]}`}
      </p>
    </section>
  );
}
