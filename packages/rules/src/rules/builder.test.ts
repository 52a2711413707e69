import { describe, expect, it } from 'vitest';
import { newCharacter, type Character } from '../schemas/character';
import { builtinCatalog } from '../data/content';
import {
  armorProblems,
  classProblems,
  domainCardProblems,
  experienceProblems,
  heritageProblems,
  startingItemProblems,
  traitProblems,
  unusedTraitValues,
  weaponProblems,
} from './builder';
import { STARTING_ITEM_IDS, startingChoices, withStartingItems } from './builder-equipment';
import { mergeExisting } from './merge';

const catalog = builtinCatalog();
const draft = (patch: unknown): Character => mergeExisting(newCharacter(), patch);
const weapon = (itemId: string) => ({ id: itemId, itemId, name: itemId, equipped: true, notes: '' });
const traits = (values: (number | null)[]) =>
  Object.fromEntries(
    ['agility', 'strength', 'finesse', 'instinct', 'presence', 'knowledge'].map((t, i) => [
      t,
      { score: values[i], upgraded: false },
    ]),
  );

describe('builder checks', () => {
  it('traits: each of +2, +1, +1, 0, 0, -1 used exactly once', () => {
    expect(traitProblems(draft(traits([2, 1, 1, 0, 0, -1])))).toEqual([]);
    expect(traitProblems(draft({}))).toEqual([
      'Give a value to Agility, Strength, Finesse, Instinct, Presence, Knowledge.',
    ]);
    expect(traitProblems(draft(traits([2, 2, 1, 0, 0, -1])))).toEqual([
      '+2 is used 2 times; it may be used once.',
    ]);
    expect(traitProblems(draft(traits([1, 1, 1, 0, 0, -1])))).toEqual([
      '+1 is used 3 times; it may be used 2 times.',
    ]);
    expect(traitProblems(draft(traits([3, 1, 1, 0, 0, null])))[1]).toBe(
      '+3 is not one of the values to assign.',
    );
    expect(unusedTraitValues(draft(traits([2, null, 1, null, 0, null])))).toEqual([1, 0, -1]);
  });

  it('weapons: a tier-1 primary, and a secondary only beside a one-handed primary', () => {
    const inv = (ids: string[]) => draft({ inventory: { weapons: ids.map(weapon) } });
    expect(weaponProblems(inv(['core_weapon_longsword']), catalog)).toEqual([]);
    expect(weaponProblems(inv(['core_weapon_dagger', 'core_weapon_small_dagger']), catalog)).toEqual([]);
    expect(weaponProblems(inv([]), catalog)).toEqual(['Choose a primary weapon.']);
    expect(weaponProblems(inv(['core_weapon_longsword', 'core_weapon_round_shield']), catalog)).toEqual([
      'A two-handed primary weapon leaves no hand for a secondary weapon.',
    ]);
    const tier2 = [...catalog.weapons.values()].find((w) => w.tier === 2 && w.slot === 'primary')!;
    expect(weaponProblems(inv([tier2.id]), catalog)).toContain('Starting weapons must be tier 1.');
    expect(weaponProblems(inv(['gone']), catalog)[0]).toMatch(/no longer available/);
  });

  it('armor: one tier-1 armor', () => {
    expect(armorProblems(draft({}), catalog)).toEqual(['Choose your armor.']);
    const armor = {
      id: 'a',
      itemId: 'core_armor_leather_armor',
      name: 'Leather',
      equipped: true,
      notes: '',
      attachment: null,
    };
    expect(armorProblems(draft({ inventory: { armor } }), catalog)).toEqual([]);
  });

  it('starting items: the potion choice and the class item', () => {
    const warrior = draft({ baseClass: 'core_class_warrior' });
    expect(startingItemProblems(warrior, catalog)).toHaveLength(2);
    const items = withStartingItems([], {
      potion: { id: 'core_consumable_minor_stamina_potion', name: 'Minor Stamina Potion' },
      classItem: 'A sharpening stone',
    });
    expect(items.map((i) => i.name)).toEqual([
      'Torch',
      '50 feet of rope',
      'Basic supplies',
      'Minor Stamina Potion',
      'A sharpening stone',
    ]);
    const done = mergeExisting(warrior, { inventory: { items } });
    expect(startingItemProblems(done, catalog)).toEqual([]);
    expect(startingChoices(done)).toEqual({
      potion: 'core_consumable_minor_stamina_potion',
      classItem: 'A sharpening stone',
    });
    // Choosing again replaces the choice and keeps the player's own items.
    const own = { ...items[0]!, id: 'mine', name: 'Lucky coin' };
    const again = withStartingItems([...items, own], { potion: null, classItem: 'The drawing of a lover' });
    expect(again.map((i) => i.id)).toEqual([...STARTING_ITEM_IDS.gear, STARTING_ITEM_IDS.classItem, 'mine']);
  });

  it('experiences: two named, different, at +2', () => {
    expect(
      experienceProblems(
        draft({
          experience: [
            { name: 'Sailor', score: 2 },
            { name: 'Liar', score: 2 },
          ],
        }),
      ),
    ).toEqual([]);
    expect(experienceProblems(draft({ experience: [{ name: 'Sailor', score: 2 }] }))).toEqual([
      'Name two experiences.',
    ]);
    expect(
      experienceProblems(
        draft({
          experience: [
            { name: 'Sailor', score: 2 },
            { name: ' ', score: 2 },
          ],
        }),
      ),
    ).toEqual(['Name two experiences.']);
    expect(
      experienceProblems(
        draft({
          experience: [
            { name: 'Sailor', score: 3 },
            { name: 'sailor', score: 2 },
          ],
        }),
      ),
    ).toEqual(['Each starting experience is +2.', 'Give the two experiences different names.']);
  });

  it("domain cards: two different level-1 cards of the class's domains", () => {
    const cards = [...catalog.domainCards.values()];
    const blade = cards.filter((c) => c.domain === 'blade' && c.level === 1);
    const arcana = cards.find((c) => c.domain === 'arcana' && c.level === 1)!;
    const higher = cards.find((c) => c.domain === 'bone' && c.level === 2)!;
    const warrior = (loadout: string[]) =>
      draft({ baseClass: 'core_class_warrior', domainCards: { loadout } });
    expect(domainCardProblems(warrior([blade[0]!.id, blade[1]!.id]), catalog)).toEqual([]);
    expect(domainCardProblems(warrior([blade[0]!.id]), catalog)).toEqual(['Choose two domain cards.']);
    expect(domainCardProblems(warrior([blade[0]!.id, blade[0]!.id]), catalog)).toEqual([
      'Choose two domain cards.',
    ]);
    expect(domainCardProblems(warrior([blade[0]!.id, arcana.id]), catalog)[0]).toMatch(/not a level-1 card/);
    expect(domainCardProblems(warrior([blade[0]!.id, higher.id]), catalog)[0]).toMatch(/not a level-1 card/);
    expect(domainCardProblems(draft({}), catalog)[0]).toMatch(/Choose a class first/);
  });

  it('class, subclass and heritage', () => {
    const sub = [...catalog.subclasses.values()].find((s) => s.class === 'core_class_bard')!;
    const other = [...catalog.subclasses.values()].find((s) => s.class !== 'core_class_bard')!;
    expect(classProblems(draft({}), catalog)).toEqual(['Choose a class.']);
    expect(classProblems(draft({ baseClass: 'core_class_bard', subclass: [sub.id] }), catalog)).toEqual([]);
    expect(classProblems(draft({ baseClass: 'core_class_bard', subclass: [other.id] }), catalog)).toEqual([
      'Choose a subclass of your class.',
    ]);
    const [a, b] = [...catalog.ancestries.keys()];
    const community = [...catalog.communities.keys()][0]!;
    expect(heritageProblems(draft({}), catalog)).toEqual(['Choose an ancestry.', 'Choose a community.']);
    expect(heritageProblems(draft({ ancestry: [a, b], community }), catalog)).toEqual([]);
    expect(heritageProblems(draft({ ancestry: [a, a], community }), catalog)).toHaveLength(1);
  });
});
