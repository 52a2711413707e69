import { traitLabel } from '@duality/rules';
import { ClassSummary, domainName, SubclassSummary } from '@duality/ui/game';
import { choicesOf, isHomebrew, RadioChoices } from '../components/choice-fields';
import type { StepProps } from './step-props';

/** Class, then one of its subclasses, each with what it gives. Changing class clears what depended on it. */
export function ClassStep({ draft, catalog }: StepProps) {
  const { character } = draft;
  const cls = character.baseClass === null ? undefined : catalog.classes.get(character.baseClass);
  const subclasses = [...catalog.subclasses.values()].filter((s) => s.class === cls?.id);
  const subclass =
    character.subclass[0] === undefined ? undefined : catalog.subclasses.get(character.subclass[0]);
  return (
    <>
      <RadioChoices
        legend="Class"
        // Each option says what the class gives before it is picked: its domains, evasion and hit points.
        choices={choicesOf(
          catalog.classes.values(),
          (c) =>
            `${c.domains.map(domainName).join(' & ')} · Evasion ${c.evasion} · ${c.startingHitPoints} HP`,
        )}
        value={cls?.id ?? null}
        onChange={(id) => {
          if (id === character.baseClass) return;
          // Subclass and domain cards belong to the class; the class item comes from its list.
          draft.change((c) => ({
            ...c,
            baseClass: id,
            subclass: [],
            domainCards: { ...c.domainCards, loadout: [] },
            inventory: {
              ...c.inventory,
              items: c.inventory.items.filter((i) => i.id !== 'starting-class-item'),
            },
          }));
        }}
      />
      {cls !== undefined && <ClassSummary value={cls} homebrew={isHomebrew(cls)} />}
      {cls !== undefined && (
        <RadioChoices
          legend={`${cls.name} subclass`}
          // Each subclass says what it starts with: its spellcast trait and its foundation features.
          choices={choicesOf(subclasses, (sub) =>
            [
              sub.foundation.spellcast ? `Spellcast: ${traitLabel(sub.foundation.spellcast)}` : '',
              sub.foundation.features.map((f) => f.name).join(', '),
            ]
              .filter(Boolean)
              .join(' · '),
          )}
          value={subclass?.id ?? null}
          onChange={(id) => draft.update({ subclass: [id] })}
        />
      )}
      {subclass !== undefined && subclass.class === cls?.id && (
        <SubclassSummary value={subclass} homebrew={isHomebrew(subclass)} />
      )}
    </>
  );
}
