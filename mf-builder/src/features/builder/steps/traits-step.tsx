import { useId } from 'react';
import { TRAIT_SPREAD, TRAITS, unusedTraitValues, type Trait } from '@duality/rules';
import { signed } from '@duality/ui/game';
import type { StepProps } from './step-props';
import { Button } from '@duality/ui';

// What each trait is rolled for, in our words.
const TRAIT_USES: Record<Trait, string> = {
  agility: 'Sprint, leap, dodge',
  strength: 'Lift, break, wrestle',
  finesse: 'Hide, pick, aim',
  instinct: 'Notice, sense, track',
  presence: 'Charm, perform, bluff',
  knowledge: 'Recall, study, reason',
};
const VALUES = [...new Set(TRAIT_SPREAD)];

/** Six selects, one per trait, over the values of the spread; or the class's suggestion in one tap. */
export function TraitsStep({ draft, catalog }: StepProps) {
  const { character } = draft;
  const cls = character.baseClass === null ? undefined : catalog.classes.get(character.baseClass);
  const left = unusedTraitValues(character);
  return (
    <>
      {cls !== undefined && (
        <Button
          onClick={() =>
            draft.update(
              Object.fromEntries(TRAITS.map((t) => [t, { score: cls.suggestedTraits[t], upgraded: false }])),
            )
          }
        >
          Use the {cls.name}&apos;s suggested traits
        </Button>
      )}
      <p aria-live="polite">
        {left.length === 0
          ? 'Every value is assigned.'
          : `Values left to assign: ${left.map(signed).join(', ')}.`}
      </p>
      <div className="builder-traits">
        {TRAITS.map((trait) => (
          <TraitSelect
            key={trait}
            trait={trait}
            value={character[trait].score}
            onChange={(score) => draft.update({ [trait]: { score } })}
          />
        ))}
      </div>
    </>
  );
}

function TraitSelect({
  trait,
  value,
  onChange,
}: {
  trait: Trait;
  value: number | null;
  onChange(v: number | null): void;
}) {
  const id = useId();
  return (
    <div className="dh-field">
      <label htmlFor={id}>{trait.charAt(0).toUpperCase() + trait.slice(1)}</label>
      <p id={`${id}-hint`} className="dh-field__hint">
        {TRAIT_USES[trait]}
      </p>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">Not set</option>
        {VALUES.map((v) => (
          <option key={v} value={String(v)}>
            {signed(v)}
          </option>
        ))}
      </select>
    </div>
  );
}
