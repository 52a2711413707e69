// deriveSheet against built-in content: every modify source lands on the right stat.
import { describe, expect, it } from 'vitest';
import { deriveSheet } from './derive';
import { builtinCatalog } from '../data/content';
import { characterSchema, type CharacterInput } from '../schemas/character';

const cat = builtinCatalog();
const char = (over: CharacterInput) => characterSchema.parse(over);
const traits = {
  agility: { score: 2 },
  strength: { score: 1 },
  finesse: { score: 1 },
  instinct: { score: 0 },
  presence: { score: 0 },
  knowledge: { score: -1 },
};

describe('deriveSheet', () => {
  it('a bare level-1 character: the starting values', () => {
    const s = deriveSheet(char({}), cat);
    expect(s).toMatchObject({
      level: 1,
      tier: 1,
      proficiency: 1,
      evasion: 0,
      armorScore: 0,
      thresholds: { major: 1, severe: 2 },
    });
    expect(s.slots).toEqual({ health: 0, stress: 6, hope: 6, armor: 0 });
    expect(s.traits.agility).toBeNull();
  });

  it('class gives evasion and hit points; armor gives score and thresholds + level', () => {
    const s = deriveSheet(
      char({
        level: 1,
        baseClass: 'core_class_warrior',
        ...traits,
        inventory: { armor: { id: 'a', itemId: 'core_armor_gambeson_armor', name: 'Gambeson' } },
      }),
      cat,
    );
    // Warrior: evasion 11, HP 6. Gambeson: score 3, 5/11, Flexible +1 Evasion.
    expect(s.evasion).toBe(12);
    expect(s.slots.health).toBe(6);
    expect(s.armorScore).toBe(3);
    expect(s.slots.armor).toBe(3);
    expect(s.thresholds).toEqual({ major: 6, severe: 12 });
  });

  it('ancestry and community features apply (Giant +1 HP slot, Simiah +1 Evasion, Galapa Shell + Proficiency)', () => {
    expect(
      deriveSheet(char({ baseClass: 'core_class_bard', ancestry: ['core_ancestry_giant'] }), cat).slots
        .health,
    ).toBe(6);
    expect(
      deriveSheet(char({ baseClass: 'core_class_bard', ancestry: ['core_ancestry_simiah'] }), cat).evasion,
    ).toBe(11);
    const galapa = deriveSheet(char({ level: 5, ancestry: ['core_ancestry_galapa'] }), cat);
    expect(galapa.proficiency).toBe(3);
    expect(galapa.thresholds).toEqual({ major: 8, severe: 13 });
  });

  it('a mixed ancestry takes the first feature of one and the second of the other', () => {
    const s = deriveSheet(char({ ancestry: ['core_ancestry_human', 'core_ancestry_giant'] }), cat);
    expect(s.features.filter((f) => f.source.startsWith('ancestry')).map((f) => f.feature.name)).toEqual([
      'High Stamina',
      'Reach',
    ]);
    expect(s.slots.stress).toBe(7);
  });

  it('level selections: traits, hit points, stress, evasion and proficiency', () => {
    const s = deriveSheet(
      char({
        level: 3,
        baseClass: 'core_class_rogue',
        ...traits,
        levelSelections: [
          { id: '1', level: 2, type: 'trait', value: ['agility', 'presence'] },
          { id: '2', level: 2, type: 'hitPoint' },
          { id: '3', level: 3, type: 'stress' },
          { id: '4', level: 3, type: 'evasion' },
        ],
      }),
      cat,
    );
    expect(s.traits.agility).toBe(3);
    expect(s.traits.presence).toBe(1);
    expect(s.slots.health).toBe(7);
    expect(s.slots.stress).toBe(7);
    expect(s.evasion).toBe(13);
    const p = deriveSheet(
      char({ level: 3, levelSelections: [{ id: 'p', level: 3, type: 'proficiency' }] }),
      cat,
    );
    expect(p.proficiency).toBe(3);
  });

  it('buffs apply only when enabled; custom effects and item modifiers add up', () => {
    const s = deriveSheet(
      char({
        baseClass: 'core_class_bard',
        ...traits,
        buffs: [
          { id: 'b1', name: 'Blessed', enabled: true, modify: { evasion: 2 } },
          { id: 'b2', name: 'Off', enabled: false, modify: { evasion: 10 } },
        ],
        customEffects: [{ name: 'Training', modify: [{ stat: 'strength', score: 2 }] }],
        inventory: { items: [{ id: 'r', itemId: 'core_item_stride_relic', name: 'Stride Relic' }] },
      }),
      cat,
    );
    expect(s.evasion).toBe(12);
    expect(s.traits.strength).toBe(3);
    expect(s.traits.agility).toBe(3);
  });

  it('an inventory entry’s own modify map replaces the catalog item’s (no double counting)', () => {
    const relic = (modify: Record<string, number>) =>
      deriveSheet(
        char({
          ...traits,
          inventory: { items: [{ id: 'r', itemId: 'core_item_stride_relic', name: 'Stride Relic', modify }] },
        }),
        cat,
      );
    expect(relic({}).traits.agility).toBe(3);
    expect(relic({ agility: 1 }).traits.agility).toBe(3);
    expect(relic({ agility: 2 }).traits.agility).toBe(4);
  });

  it('equipped weapon features apply, unequipped ones do not', () => {
    const sword = (equipped: boolean) =>
      char({
        baseClass: 'core_class_warrior',
        inventory: { weapons: [{ id: 'w', itemId: 'core_weapon_greatsword', name: 'Greatsword', equipped }] },
      });
    // Greatsword: Massive, -1 Evasion.
    expect(deriveSheet(sword(true), cat).evasion).toBe(10);
    expect(deriveSheet(sword(false), cat).evasion).toBe(11);
  });

  it('Combat Training ignores burden: a Warrior may exceed 2 burden, others may not', () => {
    const kit = {
      weapons: [
        { id: 'a', itemId: 'core_weapon_greatsword', name: 'Greatsword', equipped: true },
        { id: 'b', itemId: 'core_weapon_round_shield', name: 'Round Shield', equipped: true },
      ],
    };
    const warrior = deriveSheet(char({ baseClass: 'core_class_warrior', inventory: kit }), cat);
    expect(warrior.burden).toEqual({ used: 3, max: null });
    expect(warrior.flags).toContain('ignoresBurden');
    const bard = deriveSheet(char({ baseClass: 'core_class_bard', inventory: kit }), cat);
    expect(bard.burden).toEqual({ used: 3, max: 2 });
  });

  it('subclass cards: foundation, then specialization and mastery by upgrade selections', () => {
    const base: CharacterInput = {
      baseClass: 'core_class_guardian',
      subclass: ['core_subclass_stalwart'],
      level: 8,
    };
    const names = (n: number) =>
      deriveSheet(
        char({
          ...base,
          levelSelections: Array.from({ length: n }, (_, i) => ({
            id: `s${i}`,
            level: 5 + i,
            type: 'subclass' as const,
          })),
        }),
        cat,
      )
        .features.filter((f) => f.source.startsWith('subclass'))
        .map((f) => f.feature.name);
    expect(names(0)).toEqual(['Unwavering', 'Iron Will']);
    expect(names(1)).toContain('Unrelenting');
    expect(names(2)).toContain('Undaunted');
  });

  it('beastform: the form adds its trait and Evasion; Legendary Beast adds +1 trait and +2 Evasion on top', () => {
    const druid = char({ baseClass: 'core_class_druid', level: 5, ...traits });
    const plain = deriveSheet(druid, cat, { shapeshiftForm: 'core_beastform_agile_scout' });
    expect(plain.traits.agility).toBe(3);
    expect(plain.evasion).toBe(12);
    const legendary = deriveSheet(druid, cat, {
      shapeshiftForm: 'core_beastform_legendary_beast',
      upgradedForm: 'core_beastform_agile_scout',
    });
    expect(legendary.traits.agility).toBe(4);
    expect(legendary.evasion).toBe(14);
    expect(legendary.beastforms.map((f) => f.name)).toEqual(['Legendary Beast', 'Agile Scout']);
    // Agile Scout d4 → Legendary Beast adds +6 damage; Mythic Beast adds +9 and one die size.
    expect(plain.beastformAttack).toEqual({ range: 'Melee', trait: 'agility', damage: 'd4' });
    expect(legendary.beastformAttack?.damage).toBe('d4+6');
    const mythic = deriveSheet(druid, cat, {
      shapeshiftForm: 'core_beastform_mythic_beast',
      upgradedForm: 'core_beastform_pack_predator',
    });
    expect(mythic.beastformAttack?.damage).toBe('d10+11');
    expect(deriveSheet(druid, cat).beastformAttack).toBeNull();
    const hybrid = deriveSheet(druid, cat, {
      shapeshiftForm: 'core_beastform_legendary_hybrid',
      hybridForms: ['core_beastform_agile_scout', 'core_beastform_pack_predator'],
    });
    expect(hybrid.traits.strength).toBe(3);
    expect(hybrid.evasion).toBe(13);
  });

  it('beastform features with stat changes apply while in form (Powerful Beast: Thick Hide +2 thresholds)', () => {
    const druid = char({ baseClass: 'core_class_druid', level: 3 });
    const plain = deriveSheet(druid, cat);
    const beast = deriveSheet(druid, cat, { shapeshiftForm: 'core_beastform_powerful_beast' });
    expect(beast.thresholds.major - plain.thresholds.major).toBe(2);
    expect(beast.thresholds.severe - plain.thresholds.severe).toBe(2);
    const hybrid = (features: string[]) =>
      deriveSheet(druid, cat, {
        shapeshiftForm: 'core_beastform_legendary_hybrid',
        hybridForms: ['core_beastform_powerful_beast', 'core_beastform_agile_scout'],
        hybridFeatures: features,
      }).thresholds.major - plain.thresholds.major;
    expect(hybrid(['Thick Hide', 'Agile'])).toBe(2);
    expect(hybrid(['Rampage', 'Agile'])).toBe(0);
  });

  it('a companion gets its stats from companion upgrades', () => {
    const s = deriveSheet(
      char({
        baseClass: 'core_class_ranger',
        subclass: ['core_subclass_beastbound'],
        companion: {
          name: 'Pip',
          levelSelections: [
            { id: 'c1', level: 2, type: 'companion', value: 'aware' },
            { id: 'c2', level: 3, type: 'companion', value: 'vicious', options: { step: 'range' } },
            { id: 'c3', level: 4, type: 'companion', value: 'lightInTheDark' },
          ],
        },
      }),
      cat,
    );
    expect(s.companion).toMatchObject({ evasion: 12, range: 'Very Close', damageDie: 'd6', stressSlots: 3 });
    expect(s.slots.hope).toBe(7);
  });

  it('multiclass: second class features, its domain, and the subclass foundation', () => {
    const s = deriveSheet(
      char({
        level: 5,
        baseClass: 'core_class_warrior',
        subclass: ['core_subclass_call_of_the_brave'],
        multiclass: { class: 'core_class_rogue', subclass: 'core_subclass_nightwalker', domain: 'midnight' },
      }),
      cat,
    );
    expect(s.domains).toEqual(['blade', 'bone', 'midnight']);
    expect(s.features.map((f) => f.feature.name)).toEqual(
      expect.arrayContaining(['Combat Training', 'Sneak Attack', 'Shadow Stepper']),
    );
    expect(s.spellcastTraits).toEqual(['finesse']);
  });

  it('loadout domain cards are active features; vault cards are not', () => {
    const s = deriveSheet(
      char({
        domainCards: {
          loadout: ['core_domain_card_get_back_up'],
          vault: ['core_domain_card_a_soldiers_bond'],
        },
      }),
      cat,
    );
    const cards = s.features.filter((f) => f.source.startsWith('domain card')).map((f) => f.source);
    expect(cards).toEqual(['domain card: Get Back Up']);
  });

  it('slot maxima hold however many bonuses stack (HP 12, stress 12, hope 10, armor 12)', () => {
    const big = { healthSlot: 20, stressSlot: 20, hopeSlot: 20, armorScore: 20 };
    const s = deriveSheet(
      char({ baseClass: 'core_class_guardian', buffs: [{ id: 'x', name: 'x', modify: big }] }),
      cat,
    );
    expect(s.slots).toEqual({ health: 12, stress: 12, hope: 10, armor: 12 });
  });
});
