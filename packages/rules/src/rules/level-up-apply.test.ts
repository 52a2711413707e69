// Applying a level-up (SRD: Leveling Up, Multiclassing, Beastbound companion): each expected number is worked
// out from the SRD text in the comments, not read back from the rules.
import { describe, expect, it } from 'vitest';
import { applyLevelUp, levelUpErrors } from './level-up-apply';
import { deriveSheet } from './derive';
import {
  characterSchema,
  type Character,
  type CharacterInput,
  type LevelSelection,
} from '../schemas/character';
import { builtinCatalog } from '../data/content';

const cat = builtinCatalog();
let n = 0;
const sel = (
  level: number,
  type: LevelSelection['type'],
  value: LevelSelection['value'] = null,
  options: Record<string, unknown> = {},
): LevelSelection => ({ id: `a${n++}`, level, type, value, options });
const card = (level: number, id: string) => sel(level, 'domainCard', id, { step: 'levelUp' });

const warrior = (over: CharacterInput = {}) =>
  characterSchema.parse({
    name: 'Ara',
    baseClass: 'core_class_warrior',
    subclass: ['core_subclass_call_of_the_brave'],
    agility: { score: 2 },
    strength: { score: 1 },
    finesse: { score: 1 },
    instinct: { score: 0 },
    presence: { score: 0 },
    knowledge: { score: -1 },
    experience: [{ name: 'Soldier' }, { name: 'Cook' }],
    domainCards: { loadout: ['core_domain_card_get_back_up', 'core_domain_card_untouchable'] },
    ...over,
  });

const apply = (c: Character, selections: LevelSelection[]): Character => {
  const result = applyLevelUp(c, selections, cat);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.character;
};

describe('applyLevelUp: a warrior from level 1 to 5', () => {
  const l1 = warrior();
  const l2 = apply(l1, [
    sel(2, 'experience', 'Tracker'),
    sel(2, 'trait', ['agility', 'strength']),
    sel(2, 'hitPoint'),
    card(2, 'core_domain_card_reckless'),
  ]);
  const l3 = apply(l2, [sel(3, 'stress'), sel(3, 'evasion'), card(3, 'core_domain_card_scramble')]);
  const l4 = apply(l3, [
    sel(4, 'experienceBonus', ['Soldier', 'Tracker']),
    sel(4, 'trait', ['finesse', 'instinct']),
    card(4, 'core_domain_card_deadly_focus'),
  ]);
  const l5 = apply(l4, [
    sel(5, 'experience', 'Wanderer'),
    sel(5, 'multiclass', 'core_class_rogue', {
      subclass: 'core_subclass_syndicate',
      domain: 'midnight',
    }),
    card(5, 'core_domain_card_champions_edge'),
  ]);

  it('raises the level by one each time and keeps every choice', () => {
    expect([l2, l3, l4, l5].map((c) => c.level)).toEqual([2, 3, 4, 5]);
    expect(l5.levelSelections).toHaveLength(4 + 3 + 3 + 3);
    expect(l1.level).toBe(1); // the input is not changed
  });
  it('tier achievements at 2 and 5: a new Experience at +2 and +1 Proficiency each', () => {
    expect(l5.experience).toEqual([
      { name: 'Soldier', score: 3 },
      { name: 'Cook', score: 2 },
      { name: 'Tracker', score: 3 },
      { name: 'Wanderer', score: 2 },
    ]);
    // Proficiency 1 at level 1, +1 at level 2, +1 at level 5.
    expect(deriveSheet(l1, cat).proficiency).toBe(1);
    expect(deriveSheet(l2, cat).proficiency).toBe(2);
    expect(deriveSheet(l4, cat).proficiency).toBe(2);
    expect(deriveSheet(l5, cat).proficiency).toBe(3);
  });
  it('marks raised traits in tier 2 and clears the marks at level 5 (bonuses stay)', () => {
    expect(l4.agility.upgraded && l4.strength.upgraded && l4.finesse.upgraded && l4.instinct.upgraded).toBe(
      true,
    );
    expect(l4.presence.upgraded).toBe(false);
    expect([l5.agility, l5.strength, l5.finesse, l5.instinct].every((t) => !t.upgraded)).toBe(true);
    // agility 2 + 1 (level 2); instinct 0 + 1 (level 4).
    expect(deriveSheet(l5, cat).traits.agility).toBe(3);
    expect(deriveSheet(l5, cat).traits.instinct).toBe(1);
  });
  it('hit points, stress, evasion and thresholds follow the advancements and the level', () => {
    const sheet = deriveSheet(l5, cat);
    // Warrior: 6 HP + 1 (level 2); 6 Stress + 1 (level 3); Evasion 11 + 1 (level 3).
    expect(sheet.slots.health).toBe(7);
    expect(sheet.slots.stress).toBe(7);
    expect(sheet.evasion).toBe(12);
    // Unarmored: level and twice the level.
    expect(sheet.thresholds).toEqual({ major: 5, severe: 10 });
  });
  it('a new card each level: the loadout fills to 5, then the vault', () => {
    expect(l5.domainCards.loadout).toEqual([
      'core_domain_card_get_back_up',
      'core_domain_card_untouchable',
      'core_domain_card_reckless',
      'core_domain_card_scramble',
      'core_domain_card_deadly_focus',
    ]);
    expect(l5.domainCards.vault).toEqual(['core_domain_card_champions_edge']);
  });
  it('the multiclass records the second class, its subclass and domain', () => {
    expect(l5.multiclass).toEqual({
      class: 'core_class_rogue',
      subclass: 'core_subclass_syndicate',
      domain: 'midnight',
    });
    expect(l5.subclass).toEqual(['core_subclass_call_of_the_brave', 'core_subclass_syndicate']);
    const sheet = deriveSheet(l5, cat);
    expect(sheet.domains).toEqual(['blade', 'bone', 'midnight']);
    expect(sheet.features.some((f) => f.source === 'class: Rogue')).toBe(true);
  });
});

describe('levelUpErrors', () => {
  it('refuses an incomplete level-up and leaves the character as it was', () => {
    const c = warrior();
    const result = applyLevelUp(c, [sel(2, 'hitPoint')], cat);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toContain('Choose advancements worth exactly 2 (chosen: 1)');
      expect(result.errors).toContain('Level 2: name the new Experience');
      expect(result.errors).toContain('Acquire exactly one new domain card');
    }
    expect(c.level).toBe(1);
  });
  it('a multiclass needs a subclass of that class and one of its domains', () => {
    const c = warrior({ level: 4 });
    const errors = levelUpErrors(
      c,
      [
        sel(5, 'experience', 'Wanderer'),
        sel(5, 'multiclass', 'core_class_rogue', { subclass: 'core_subclass_stalwart', domain: 'sage' }),
        card(5, 'core_domain_card_vitality'),
      ],
      cat,
    );
    expect(errors).toContain('multiclass: choose a Rogue subclass for its foundation card');
    expect(errors).toContain('multiclass: choose one of the Rogue domains (midnight or grace)');
  });
  it('a multiclass domain card at this level counts at half the level, rounded up', () => {
    const c = warrior({ level: 4 });
    const base = [
      sel(5, 'experience', 'Wanderer'),
      sel(5, 'multiclass', 'core_class_rogue', { subclass: 'core_subclass_syndicate', domain: 'midnight' }),
    ];
    expect(levelUpErrors(c, [...base, card(5, 'core_domain_card_chokehold')], cat)).toEqual([]);
    expect(levelUpErrors(c, [...base, card(5, 'core_domain_card_glyph_of_nightfall')], cat)).toContain(
      'domainCard: Glyph of Nightfall is level 4, above 3',
    );
  });
  it('the new Experience must not repeat an existing one', () => {
    const errors = levelUpErrors(
      warrior(),
      [sel(2, 'experience', 'cook'), sel(2, 'proficiency'), card(2, 'core_domain_card_reckless')],
      cat,
    );
    expect(errors).toEqual(['You already have an Experience named cook']);
  });
});

describe('applyLevelUp: the Beastbound companion', () => {
  const ranger = characterSchema.parse({
    baseClass: 'core_class_ranger',
    subclass: ['core_subclass_beastbound'],
    experience: [{ name: 'Hunter' }, { name: 'Scout' }],
    companion: { name: 'Pip', species: 'Fox', experience: [{ name: 'Fetch' }, { name: 'Loyal' }] },
  });
  const picks = [sel(2, 'hitPoint'), sel(2, 'stress'), card(2, 'core_domain_card_conjure_swarm')];

  it('at a tier achievement the companion also gains an Experience at +2', () => {
    const without = levelUpErrors(
      ranger,
      [sel(2, 'experience', 'Tracker'), ...picks, sel(2, 'companion', 'aware')],
      cat,
    );
    expect(without).toEqual(["Level 2: name your companion's new Experience"]);
    const l2 = apply(ranger, [
      sel(2, 'experience', 'Tracker', { companionExperience: 'Guard' }),
      ...picks,
      sel(2, 'companion', 'intelligent', { experience: 'Fetch' }),
    ]);
    expect(l2.companion?.experience).toEqual([
      { name: 'Fetch', score: 3 },
      { name: 'Loyal', score: 2 },
      { name: 'Guard', score: 2 },
    ]);
    expect(l2.companion?.levelSelections.map((s) => s.value)).toEqual(['intelligent']);
    expect(l2.levelSelections.some((s) => s.type === 'companion')).toBe(false);
  });
  it('companion upgrades change the derived companion: Aware +2 Evasion, Vicious a die step, Resilient a Stress slot', () => {
    let c = apply(ranger, [
      sel(2, 'experience', 'Tracker', { companionExperience: 'Guard' }),
      ...picks,
      sel(2, 'companion', 'aware'),
    ]);
    c = apply(c, [
      sel(3, 'evasion'),
      sel(3, 'subclass'),
      card(3, 'core_domain_card_natures_tongue'),
      sel(3, 'companion', 'vicious'),
      sel(3, 'companion', 'resilient'),
    ]);
    // Companion: Evasion 10 + 2; d6 one step up is d8; 3 Stress slots + 1.
    expect(deriveSheet(c, cat).companion).toMatchObject({ evasion: 12, damageDie: 'd8', stressSlots: 4 });
  });
  it('Intelligent must name one of the companion Experiences', () => {
    const errors = levelUpErrors(
      ranger,
      [
        sel(2, 'experience', 'Tracker', { companionExperience: 'Guard' }),
        ...picks,
        sel(2, 'companion', 'intelligent', { experience: 'Swim' }),
      ],
      cat,
    );
    expect(errors).toEqual(["companion: Intelligent needs one of your companion's Experiences"]);
  });
});

describe('the optional domain card exchange (SRD: Leveling Up, Step Four)', () => {
  // Ara holds Get Back Up (blade 1) and Untouchable (bone 1); level 2 allows cards up to level 2.
  const base = [
    sel(2, 'experience', 'Tracker'),
    sel(2, 'hitPoint'),
    sel(2, 'evasion'),
    card(2, 'core_domain_card_reckless'),
  ];
  const exchange = (replaces: string, id: string) => sel(2, 'domainCard', id, { step: 'exchange', replaces });

  it('a held card is swapped in place for another of the same level or lower; the new card is added too', () => {
    const selections = [...base, exchange('core_domain_card_get_back_up', 'core_domain_card_whirlwind')];
    // The exchange is not an advancement: the two advancements still count as two.
    expect(levelUpErrors(warrior(), selections, cat)).toEqual([]);
    const c = apply(warrior(), selections);
    expect(c.domainCards).toEqual({
      loadout: ['core_domain_card_whirlwind', 'core_domain_card_untouchable', 'core_domain_card_reckless'],
      vault: [],
    });
  });

  it('a card from the vault is exchanged in the vault', () => {
    const c = apply(
      warrior({
        domainCards: { loadout: ['core_domain_card_untouchable'], vault: ['core_domain_card_get_back_up'] },
      }),
      [...base, exchange('core_domain_card_get_back_up', 'core_domain_card_deft_maneuvers')],
    );
    expect(c.domainCards.vault).toEqual(['core_domain_card_deft_maneuvers']);
  });

  it('refuses a higher-level card, a card not held, a held card, a foreign domain and two exchanges', () => {
    const errors = (...extra: LevelSelection[]) => levelUpErrors(warrior(), [...base, ...extra], cat);
    // Ferocity is a level-2 bone card: allowed at level 2, but above the level-1 card given up.
    expect(errors(exchange('core_domain_card_get_back_up', 'core_domain_card_ferocity'))).toEqual([
      'exchange: Ferocity is level 2, above Get Back Up (level 1)',
    ]);
    expect(errors(exchange('core_domain_card_whirlwind', 'core_domain_card_not_good_enough'))).toEqual([
      'exchange: choose a domain card you already have to give up',
    ]);
    expect(errors(exchange('core_domain_card_get_back_up', 'core_domain_card_untouchable'))).toEqual([
      'domainCard: Untouchable is already held',
    ]);
    // The card taken at this level was not acquired before the level-up, so it cannot be given up.
    expect(errors(exchange('core_domain_card_reckless', 'core_domain_card_whirlwind'))).toEqual([
      'exchange: choose a domain card you already have to give up',
    ]);
    expect(errors(exchange('core_domain_card_get_back_up', 'core_domain_card_rune_ward'))).toEqual([
      'domainCard: Rune Ward is not from one of your domains',
    ]);
    expect(
      errors(sel(2, 'domainCard', null, { step: 'exchange', replaces: 'core_domain_card_get_back_up' })),
    ).toEqual(['exchange: choose a card to take in place of Get Back Up']);
    expect(
      errors(
        exchange('core_domain_card_get_back_up', 'core_domain_card_whirlwind'),
        exchange('core_domain_card_untouchable', 'core_domain_card_deft_maneuvers'),
      ),
    ).toEqual(['Exchange at most one domain card per level']);
    expect(errors()).toEqual([]);
  });
});
