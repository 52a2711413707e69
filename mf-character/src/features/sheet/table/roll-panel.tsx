import { useState } from 'react';
import {
  spellcastTrait,
  traitLabel,
  TRAITS,
  type DualityRollInput,
  type RollEdge,
  type Trait,
} from '@duality/rules';
import { NumberStepper } from '@duality/ui/controls';
import { LabelledSelect } from '../../../components/labelled-select';
import { signed } from '../../../lib/format';
import type { SheetPanelProps } from '../sheet-props';
import { DualityResult } from './roll-result';
import { useDualityRoll, type RollAttempt } from './use-duality-roll';
import { Button } from '@duality/ui';

const SPELLCAST = 'spellcast';

/**
 * An action roll by the SRD: a trait (or the subclass's Spellcast trait), optionally one Experience for a Hope,
 * advantage or disadvantage and a free modifier. The result names both d12s, the total and the outcome, and the
 * outcome is applied to the tracks (a Hope with Hope, a Hope and a cleared Stress on a critical).
 */
export function RollPanel(props: SheetPanelProps) {
  const { character, sheet } = props;
  const roll = useDualityRoll(props);
  const casting = spellcastTrait(sheet);
  const [choice, setChoice] = useState<string>(TRAITS[0]);
  const [experience, setExperience] = useState('');
  const [edge, setEdge] = useState<RollEdge>('none');
  const [modifier, setModifier] = useState(0);
  const [attempt, setAttempt] = useState<RollAttempt | null>(null);
  // In a campaign the server rolls: one roll at a time, and a second tap meanwhile does nothing.
  const [rolling, setRolling] = useState(false);
  const used = character.experience[Number(experience)];
  const hope = character.resources.hope;

  const onRoll = async () => {
    if (rolling) return;
    const spell = choice === SPELLCAST && casting !== null;
    const trait = (spell ? casting : choice) as Trait;
    const input: DualityRollInput = {
      kind: spell ? 'spellcast' : 'action',
      trait,
      traitValue: sheet.traits[trait] ?? 0,
      experiences: experience !== '' && used ? [{ name: used.name, score: used.score }] : [],
      edge,
      modifiers: modifier === 0 ? [] : [{ source: 'Modifier', value: modifier }],
    };
    const label = spell ? `Spellcast (${traitLabel(trait)})` : traitLabel(trait);
    const with_ = experience !== '' && used ? ` with ${used.name}` : '';
    setRolling(true);
    try {
      setAttempt(await roll(input, label, `${label} ${spell ? 'spellcast' : 'action'} roll${with_}`));
    } finally {
      setRolling(false);
    }
  };

  return (
    <section className="sheet-panel sheet-roll" aria-labelledby="sheet-roll">
      <h2 id="sheet-roll">Roll</h2>
      <div className="sheet-roll__form">
        <LabelledSelect
          label="Roll with"
          value={choice}
          onChange={setChoice}
          options={[
            ...TRAITS.map((t) => [t, `${traitLabel(t)} (${signed(sheet.traits[t] ?? 0)})`] as const),
            ...(casting === null
              ? []
              : [
                  [
                    SPELLCAST,
                    `Spellcast: ${traitLabel(casting)} (${signed(sheet.traits[casting] ?? 0)})`,
                  ] as const,
                ]),
          ]}
        />
        <LabelledSelect
          label="Experience (costs 1 Hope)"
          value={experience}
          onChange={setExperience}
          placeholder="None"
          options={character.experience.map(
            (e, i) =>
              [
                String(i),
                `${e.name} (${signed(e.score)})${hope < 1 ? ': needs a Hope' : ''}`,
                hope < 1,
              ] as const,
          )}
        />
        <LabelledSelect
          label="Edge"
          value={edge}
          onChange={(v) => setEdge(v as RollEdge)}
          options={[
            ['none', 'None'],
            ['advantage', 'Advantage (+d6)'],
            ['disadvantage', 'Disadvantage (−d6)'],
          ]}
        />
        <NumberStepper
          className="sheet-roll__modifier"
          label="Modifier"
          value={modifier}
          onChange={setModifier}
          min={-20}
          max={20}
        />
      </div>
      <Button size="large" block className="sheet-roll__go" aria-busy={rolling} onClick={() => void onRoll()}>
        Roll
      </Button>
      <div role="status" aria-live="polite" className="sheet-roll__status">
        {attempt?.ok && <DualityResult made={attempt.made} hopeSlots={sheet.slots.hope} />}
      </div>
      {attempt && !attempt.ok && (
        <p className="dh-form-message dh-form-message--error" role="alert">
          {attempt.error}
        </p>
      )}
    </section>
  );
}
