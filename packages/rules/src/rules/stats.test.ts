import { describe, expect, it } from 'vitest';
import {
  armorSlots,
  baseArmorScore,
  baseEvasion,
  companionStats,
  damageThresholds,
  healthSlots,
  hopeSlots,
  levelsInTier,
  proficiencyForLevel,
  stepDie,
  stressSlots,
  tierForLevel,
} from './stats';
import {
  GOLD,
  INVENTORY,
  MAX_LOADOUT,
  RESOURCES,
  REST_OPTIONS,
  STARTING_GEAR,
  CHARACTER_VERSION,
  CONSENT_REPROMPT_DAYS,
} from '../constants';

describe('tier by level (1 → 1, 2-4 → 2, 5-7 → 3, 8+ → 4)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 3],
    [8, 4],
    [9, 4],
    [10, 4],
  ])('level %i is tier %i', (level, tier) => expect(tierForLevel(level)).toBe(tier));
  it('rejects levels outside 1..10', () => {
    expect(() => tierForLevel(0)).toThrow(RangeError);
    expect(() => tierForLevel(11)).toThrow(RangeError);
  });
  it('lists the levels of each tier', () => {
    expect(levelsInTier(2)).toEqual([2, 3, 4]);
    expect(levelsInTier(4)).toEqual([8, 9, 10]);
  });
});

describe('proficiency (starts 1, +1 at levels 2, 5 and 8)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [4, 2],
    [5, 3],
    [7, 3],
    [8, 4],
    [10, 4],
  ])('level %i has proficiency %i', (level, p) => expect(proficiencyForLevel(level)).toBe(p));
});

describe('damage thresholds', () => {
  it('armored: base thresholds plus level', () => {
    // SRD: Gambeson Armor 5 / 11.
    expect(damageThresholds(1, { majorThreshold: 5, severeThreshold: 11 })).toEqual({ major: 6, severe: 12 });
    expect(damageThresholds(7, { majorThreshold: 5, severeThreshold: 11 })).toEqual({
      major: 12,
      severe: 18,
    });
  });
  it('unarmored: major is the level, severe twice the level', () => {
    expect(damageThresholds(1, null)).toEqual({ major: 1, severe: 2 });
    expect(damageThresholds(6, null)).toEqual({ major: 6, severe: 12 });
  });
});

describe('evasion, armor and slots', () => {
  it('base evasion is the class value; base armor score is 0', () => {
    expect(baseEvasion({ evasion: 12 })).toBe(12);
    expect(baseArmorScore(null)).toBe(0);
    expect(baseArmorScore({ score: 4 })).toBe(4);
  });
  it('hope: 6 starting slots, max 10, starts at 2', () => {
    expect(hopeSlots()).toBe(6);
    expect(hopeSlots(9)).toBe(10);
    expect(RESOURCES.hope.start).toBe(2);
  });
  it('hit points max 12', () => {
    expect(healthSlots(6)).toBe(6);
    expect(healthSlots(7, 9)).toBe(12);
  });
  it('stress: 6 starting slots, max 12', () => {
    expect(stressSlots()).toBe(6);
    expect(stressSlots(1)).toBe(7);
    expect(stressSlots(10)).toBe(12);
  });
  it('armor slots max 12', () => {
    expect(armorSlots(5)).toBe(5);
    expect(armorSlots(13)).toBe(12);
  });
  it('other limits: rest options 2 + 2, 4 weapons, quantity 1, gold 9/9/1 starting 1, loadout 5', () => {
    expect(REST_OPTIONS).toEqual({ shortRest: 2, longRest: 2 });
    expect(INVENTORY).toEqual({ maxWeapons: 4, startingQuantity: 1 });
    expect(GOLD).toEqual({
      maxHandfuls: 9,
      maxBags: 9,
      maxChests: 1,
      startingHandfuls: 1,
      handfulsPerBag: 10,
      bagsPerChest: 10,
    });
    expect(MAX_LOADOUT).toBe(5);
    expect(STARTING_GEAR).toHaveLength(3);
    expect(CHARACTER_VERSION).toBe('2.0');
    expect(CONSENT_REPROMPT_DAYS).toBe(14);
  });
});

describe('companion (evasion 10, stress 3 slots, max 6; SRD: d6 Melee attack)', () => {
  it('starts at evasion 10, 3 stress slots, d6 Melee', () => {
    expect(companionStats({})).toEqual({
      evasion: 10,
      stressSlots: 3,
      damageDie: 'd6',
      range: 'Melee',
      training: 0,
    });
  });
  it('upgrades shift evasion, stress (max 6), die and range', () => {
    const s = companionStats({
      companionEvasion: 2,
      companionStressSlot: 5,
      companionDamage: 2,
      companionRange: 1,
    });
    expect(s).toMatchObject({ evasion: 12, stressSlots: 6, damageDie: 'd10', range: 'Very Close' });
  });
  it('dice step along d4..d20', () => {
    expect(stepDie('d12', 1)).toBe('d20');
    expect(stepDie('d20', 3)).toBe('d20');
    expect(stepDie('d4', -1)).toBe('d4');
  });
});
