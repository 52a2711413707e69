// Level-up rules (SRD: Leveling Up, Multiclassing).
import { describe, expect, it } from 'vitest';
import {
  ADVANCEMENTS,
  companionLevelUpErrors,
  companionUpgradesDue,
  levelUpOptions,
  markedTraits,
  maxCardLevel,
  validateLevelUp,
} from './leveling';
import { characterSchema, type CharacterInput, type LevelSelection } from '../schemas/character';
import { builtinCatalog } from '../data/content';

const cat = builtinCatalog();
const char = (over: CharacterInput) =>
  characterSchema.parse({
    baseClass: 'core_class_warrior',
    subclass: ['core_subclass_call_of_the_brave'],
    experience: [{ name: 'Soldier' }, { name: 'Cook' }],
    ...over,
  });
let n = 0;
const sel = (
  level: number,
  type: LevelSelection['type'],
  value: LevelSelection['value'] = null,
  options: Record<string, unknown> = {},
): LevelSelection => ({
  id: `s${n++}`,
  level,
  type,
  value,
  options,
});
/** Step Four card (blade level 1 card) plus the tier achievement where due. */
const extras = (level: number, card = 'core_domain_card_get_back_up') => [
  sel(level, 'domainCard', card, { step: 'levelUp' }),
  ...([2, 5, 8].includes(level) ? [sel(level, 'experience', 'Tracker')] : []),
];

describe('advancement boards (SRD: Leveling Up, Step Two)', () => {
  it('tier 2 offers traits x3, HP x2, Stress x2, Experiences, domain card, Evasion, subclass, proficiency; no multiclass', () => {
    const opts = levelUpOptions(char({ level: 1 }), 2);
    expect(opts.every((o) => o.tier === 2)).toBe(true);
    expect(Object.fromEntries(opts.map((o) => [o.type, o.slots]))).toEqual({
      trait: 3,
      hitPoint: 2,
      stress: 2,
      experienceBonus: 1,
      domainCard: 1,
      evasion: 1,
      subclass: 1,
      proficiency: 1,
    });
  });
  it('tier 3 adds its own board and multiclass; tier 2 slots stay open', () => {
    const opts = levelUpOptions(char({ level: 4 }), 5);
    expect(new Set(opts.map((o) => o.tier))).toEqual(new Set([2, 3]));
    expect(opts.find((o) => o.type === 'multiclass' && o.tier === 3)?.available).toBe(true);
  });
  it('proficiency and multiclass cost two advancements', () => {
    expect(ADVANCEMENTS.filter((a) => a.cost === 2).map((a) => a.type)).toEqual([
      'proficiency',
      'multiclass',
    ]);
  });
});

describe('validateLevelUp', () => {
  it('accepts two advancements plus the tier achievement and a new card', () => {
    const c = char({ level: 1 });
    expect(
      validateLevelUp(
        c,
        2,
        [sel(2, 'trait', ['agility', 'strength']), sel(2, 'hitPoint'), ...extras(2)],
        cat,
      ),
    ).toEqual([]);
  });
  it('requires exactly two advancements worth', () => {
    const c = char({ level: 1 });
    expect(validateLevelUp(c, 2, [sel(2, 'hitPoint'), ...extras(2)])).toContain(
      'Choose advancements worth exactly 2 (chosen: 1)',
    );
    expect(validateLevelUp(c, 2, [sel(2, 'proficiency'), ...extras(2)])).toEqual([]);
    expect(validateLevelUp(c, 2, [sel(2, 'proficiency'), sel(2, 'evasion'), ...extras(2)])).toContain(
      'Choose advancements worth exactly 2 (chosen: 3)',
    );
  });
  it('goes up one level at a time', () => {
    expect(
      validateLevelUp(char({ level: 1 }), 3, [sel(3, 'hitPoint'), sel(3, 'stress'), ...extras(3)])[0],
    ).toMatch(/from 1 to 2/);
  });
  it('the tier achievement needs a named Experience at levels 2, 5 and 8', () => {
    const errs = validateLevelUp(char({ level: 4 }), 5, [
      sel(5, 'hitPoint'),
      sel(5, 'stress'),
      sel(5, 'domainCard', 'core_domain_card_get_back_up', { step: 'levelUp' }),
    ]);
    expect(errs).toContain('Level 5: name the new Experience');
  });
  it('marked traits cannot be raised again in the same tier, but can after the tier achievement clears them', () => {
    const c = char({ level: 2, levelSelections: [sel(2, 'trait', ['agility', 'strength'])] });
    expect(markedTraits(c, 3)).toEqual(['agility', 'strength']);
    expect(
      validateLevelUp(c, 3, [sel(3, 'trait', ['agility', 'finesse']), sel(3, 'hitPoint'), ...extras(3)]),
    ).toContain('trait: agility is already marked this tier');
    const c4 = char({ level: 4, levelSelections: [sel(2, 'trait', ['agility', 'strength'])] });
    expect(markedTraits(c4, 5)).toEqual([]);
  });
  it('a full board offers no more slots', () => {
    const c = char({ level: 3, levelSelections: [sel(2, 'evasion'), sel(3, 'hitPoint')] });
    expect(validateLevelUp(c, 4, [sel(4, 'evasion'), sel(4, 'hitPoint'), ...extras(4)])).toContain(
      'evasion (tier 2): No unmarked slot left',
    );
  });
  it('multiclass starts at level 5, once, and not with an upgraded subclass in the same tier', () => {
    expect(
      validateLevelUp(char({ level: 3 }), 4, [sel(4, 'multiclass', 'core_class_rogue'), ...extras(4)]),
    ).toContain('multiclass: not offered on the tier 2 board at level 4');
    expect(
      validateLevelUp(char({ level: 4 }), 5, [sel(5, 'multiclass', 'core_class_rogue'), ...extras(5)]),
    ).toEqual([]);
    const upgraded = char({ level: 5, levelSelections: [sel(5, 'subclass')] });
    expect(validateLevelUp(upgraded, 6, [sel(6, 'multiclass', 'core_class_rogue'), ...extras(6)])).toContain(
      'multiclass (tier 3): An upgraded subclass was taken in this tier',
    );
    const multi = char({
      level: 5,
      multiclass: { class: 'core_class_rogue', subclass: 'core_subclass_syndicate', domain: 'midnight' },
      levelSelections: [sel(5, 'multiclass', 'core_class_rogue')],
    });
    expect(validateLevelUp(multi, 6, [sel(6, 'subclass'), sel(6, 'hitPoint'), ...extras(6)])).toContain(
      'subclass (tier 3): Multiclassed in this tier',
    );
    expect(
      validateLevelUp(char({ level: 4 }), 5, [sel(5, 'multiclass', 'core_class_warrior'), ...extras(5)]),
    ).toContain('multiclass: choose a class other than your own');
  });
  it('a subclass cannot go past mastery', () => {
    const c = char({ level: 7, levelSelections: [sel(3, 'subclass'), sel(6, 'subclass')] });
    expect(validateLevelUp(c, 8, [sel(8, 'subclass'), sel(8, 'hitPoint'), ...extras(8)])).toContain(
      'subclass: already at mastery',
    );
  });
  it('domain cards: own domains at or below level; multiclass domain at or below half the level, rounded up', () => {
    expect(maxCardLevel(7, false)).toBe(7);
    expect(maxCardLevel(7, true)).toBe(4);
    const c = char({
      level: 4,
      multiclass: { class: 'core_class_rogue', subclass: 'core_subclass_syndicate', domain: 'midnight' },
    });
    // Rage Up is a level-6 Blade card: too high at level 5. Multiclass Midnight cards stop at ceil(5 / 2) = 3.
    const tooHigh = validateLevelUp(
      c,
      5,
      [
        sel(5, 'hitPoint'),
        sel(5, 'stress'),
        sel(5, 'experience', 'X'),
        sel(5, 'domainCard', 'core_domain_card_rage_up', { step: 'levelUp' }),
      ],
      cat,
    );
    expect(tooHigh.some((e) => /above 5/.test(e))).toBe(true);
    const card = [...cat.domainCards.values()].find((d) => d.domain === 'midnight' && d.level === 4)!;
    const multiTooHigh = validateLevelUp(
      c,
      5,
      [
        sel(5, 'hitPoint'),
        sel(5, 'stress'),
        sel(5, 'experience', 'X'),
        sel(5, 'domainCard', card.id, { step: 'levelUp' }),
      ],
      cat,
    );
    expect(multiTooHigh).toContain(`domainCard: ${card.name} is level 4, above 3`);
    const foreign = [...cat.domainCards.values()].find((d) => d.domain === 'sage' && d.level === 1)!;
    expect(
      validateLevelUp(
        c,
        5,
        [
          sel(5, 'hitPoint'),
          sel(5, 'stress'),
          sel(5, 'experience', 'X'),
          sel(5, 'domainCard', foreign.id, { step: 'levelUp' }),
        ],
        cat,
      ),
    ).toContain(`domainCard: ${foreign.name} is not from one of your domains`);
  });
  it('experience bonuses must name two existing Experiences', () => {
    const c = char({ level: 1 });
    expect(
      validateLevelUp(c, 2, [
        sel(2, 'experienceBonus', ['Soldier', 'Cook']),
        sel(2, 'hitPoint'),
        ...extras(2),
      ]),
    ).toEqual([]);
    expect(
      validateLevelUp(c, 2, [
        sel(2, 'experienceBonus', ['Soldier', 'Sailor']),
        sel(2, 'hitPoint'),
        ...extras(2),
      ]),
    ).toContain('experienceBonus: no Experience named Sailor');
  });
});

describe('companion level-ups (SRD: Beastbound)', () => {
  const ranger = (over: CharacterInput = {}) =>
    char({
      baseClass: 'core_class_ranger',
      subclass: ['core_subclass_beastbound'],
      companion: { name: 'Pip' },
      level: 2,
      ...over,
    });
  it('one upgrade per level-up', () => {
    expect(companionLevelUpErrors(ranger(), 3, [sel(3, 'companion', 'aware')])).toEqual([]);
    expect(companionLevelUpErrors(ranger(), 3, [])).toEqual(['companion: choose exactly 1 upgrade']);
  });
  it('Expert Training (specialization) adds one more, Advanced Training (mastery) two more', () => {
    expect(
      companionLevelUpErrors(ranger(), 3, [
        sel(3, 'subclass'),
        sel(3, 'companion', 'aware'),
        sel(3, 'companion', 'vicious'),
      ]),
    ).toEqual([]);
    const specialized = ranger({ level: 5, levelSelections: [sel(3, 'subclass')] });
    expect(companionUpgradesDue(ranger(), [sel(3, 'hitPoint')])).toBe(1);
    expect(companionUpgradesDue(ranger(), [sel(3, 'subclass')])).toBe(2);
    expect(companionUpgradesDue(specialized, [sel(6, 'subclass')])).toBe(3);
    expect(companionUpgradesDue(char({ level: 2 }), [])).toBe(0);
    const three = ['aware', 'vicious', 'resilient'].map((v) => sel(6, 'companion', v));
    expect(companionLevelUpErrors(specialized, 6, [sel(6, 'subclass'), ...three])).toEqual([]);
    expect(companionLevelUpErrors(specialized, 6, [sel(6, 'subclass'), ...three.slice(0, 2)])).toEqual([
      'companion: choose exactly 3 upgrades',
    ]);
  });
  it('capability upgrades are taken once; unknown names are rejected; no companion, no upgrades', () => {
    const had = ranger({ companion: { name: 'Pip', levelSelections: [sel(2, 'companion', 'armored')] } });
    expect(companionLevelUpErrors(had, 3, [sel(3, 'companion', 'armored')])).toEqual([
      'companion: armored is already taken',
    ]);
    expect(companionLevelUpErrors(had, 3, [sel(3, 'companion', 'flying')])).toEqual([
      'companion: unknown upgrade flying',
    ]);
    expect(companionLevelUpErrors(char({ level: 2 }), 3, [sel(3, 'companion', 'aware')])).toEqual([
      'companion: this character has no companion',
    ]);
  });
});
