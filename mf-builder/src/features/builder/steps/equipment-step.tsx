import { BUILTIN_ITEMS } from '@duality/rules/content';
import {
  STARTING_GEAR,
  STARTING_POTIONS,
  STARTING_TIER,
  startingChoices,
  withStartingItems,
  type Character,
  type Weapon,
} from '@duality/rules';
import { ArmorSummary, burdenName, WeaponSummary } from '@duality/ui/game';
import { choicesOf, isHomebrew, RadioChoices, SelectChoice } from '../components/choice-fields';
import type { StepProps } from './step-props';
import { Button } from '@duality/ui';

const ENTRY_IDS = { primary: 'starting-primary', secondary: 'starting-secondary', armor: 'starting-armor' };
const potionName = (id: string) => BUILTIN_ITEMS.find((i) => i.id === id)?.name ?? id;

/** Weapons within two hands, armor, the potion and the class item; the common gear is listed. */
export function EquipmentStep({ draft, catalog }: StepProps) {
  const { character } = draft;
  const cls = character.baseClass === null ? undefined : catalog.classes.get(character.baseClass);
  const tierOne = [...catalog.weapons.values()].filter((w) => w.tier === STARTING_TIER);
  const [primary, secondary] = (['primary', 'secondary'] as const).map((slot) =>
    character.inventory.weapons.map((e) => catalog.weapons.get(e.itemId)).find((w) => w?.slot === slot),
  );
  const armor =
    character.inventory.armor === null ? undefined : catalog.armor.get(character.inventory.armor.itemId);
  const twoHanded = primary?.burden === 2;
  const choices = startingChoices(character);
  const setWeapons = (p: Weapon | undefined, s: Weapon | undefined) =>
    draft.update({
      inventory: { weapons: weaponEntries(p, s?.burden === 1 && p?.burden !== 2 ? s : undefined) },
    });
  const setItems = (choice: Partial<ReturnType<typeof startingChoices>>) =>
    draft.change((c) => withChoices(c, { ...startingChoices(c), ...choice }));
  const suggested = cls?.suggestedEquipment;
  const burdenHint = (w: Weapon) => burdenName(w.burden).toLowerCase();

  return (
    <>
      {suggested?.primary !== undefined && (
        <Button
          onClick={() => {
            const p = catalog.weapons.get(suggested.primary ?? '');
            const s =
              suggested.secondary === undefined ? undefined : catalog.weapons.get(suggested.secondary);
            const a = suggested.armor === undefined ? undefined : catalog.armor.get(suggested.armor);
            draft.update({
              inventory: {
                weapons: weaponEntries(p, s),
                armor: a === undefined ? null : armorEntry(a.id, a.name),
              },
            });
          }}
        >
          Use the {cls?.name}&apos;s suggested weapons and armor
        </Button>
      )}
      <SelectChoice
        label="Primary weapon"
        emptyLabel="Choose a primary weapon…"
        choices={choicesOf(
          tierOne.filter((w) => w.slot === 'primary'),
          burdenHint,
        )}
        value={primary?.id ?? null}
        onChange={(id) => setWeapons(id === null ? undefined : catalog.weapons.get(id), secondary)}
      />
      {primary !== undefined && <WeaponSummary value={primary} homebrew={isHomebrew(primary)} />}
      <SelectChoice
        label="Secondary weapon"
        emptyLabel="None"
        hint={
          twoHanded
            ? 'Your primary weapon takes both hands, so there is none.'
            : 'Optional, held in your other hand.'
        }
        disabled={twoHanded}
        choices={choicesOf(tierOne.filter((w) => w.slot === 'secondary' && w.burden === 1))}
        value={twoHanded ? null : (secondary?.id ?? null)}
        onChange={(id) => setWeapons(primary, id === null ? undefined : catalog.weapons.get(id))}
      />
      {secondary !== undefined && !twoHanded && (
        <WeaponSummary value={secondary} homebrew={isHomebrew(secondary)} />
      )}
      <SelectChoice
        label="Armor"
        emptyLabel="Choose armor…"
        choices={choicesOf([...catalog.armor.values()].filter((a) => a.tier === STARTING_TIER))}
        value={armor?.id ?? null}
        onChange={(id) => {
          const a = id === null ? undefined : catalog.armor.get(id);
          draft.update({ inventory: { armor: a === undefined ? null : armorEntry(a.id, a.name) } });
        }}
      />
      {armor !== undefined && <ArmorSummary value={armor} homebrew={isHomebrew(armor)} />}
      <RadioChoices
        legend="Potion"
        choices={STARTING_POTIONS.map((id) => ({
          value: id,
          label: potionName(id),
          hint: id.includes('health') ? 'clears 1d4 hit points' : 'clears 1d4 stress',
        }))}
        value={choices.potion}
        onChange={(id) => setItems({ potion: id })}
      />
      {cls !== undefined && cls.startingGear.choose.length > 0 && (
        <RadioChoices
          legend={`${cls.name} item`}
          choices={cls.startingGear.choose.map((name) => ({ value: name, label: name }))}
          value={choices.classItem}
          onChange={(name) => setItems({ classItem: name })}
        />
      )}
      <h3>You also carry</h3>
      <ul>
        {STARTING_GEAR.map((name) => (
          <li key={name}>{name}</li>
        ))}
        <li>A handful of gold</li>
      </ul>
    </>
  );
}

function weaponEntries(primary: Weapon | undefined, secondary: Weapon | undefined) {
  return [
    ...(primary === undefined ? [] : [entry(ENTRY_IDS.primary, primary)]),
    ...(secondary === undefined ? [] : [entry(ENTRY_IDS.secondary, secondary)]),
  ];
}

function entry(id: string, weapon: Weapon) {
  return { id, itemId: weapon.id, name: weapon.name, equipped: true, notes: '' };
}

function armorEntry(itemId: string, name: string) {
  return { id: ENTRY_IDS.armor, itemId, name, equipped: true, notes: '', attachment: null };
}

function withChoices(
  character: Character,
  choice: { potion: string | null; classItem: string | null },
): Character {
  const items = withStartingItems(character.inventory.items, {
    potion: choice.potion === null ? null : { id: choice.potion, name: potionName(choice.potion) },
    classItem: choice.classItem,
  });
  return { ...character, inventory: { ...character.inventory, items } };
}
