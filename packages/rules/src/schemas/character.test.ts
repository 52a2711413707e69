import { describe, expect, it } from 'vitest';
import {
  characterSchema,
  newCharacter,
  inventoryItemSchema,
  companionSchema,
  buffSchema,
  chargeStateSchema,
  traitModifierSchema,
  domainCardsSchema,
} from './character';
import { sheetSettingsSchema, consentRecordSchema } from './records';
import { modifySchema, diceStringSchema } from './common';
import { CHARACTER_NOTES_MAX } from '../constants';

describe("the player's notes", () => {
  it('start empty (a character saved before has none) and hold at most CHARACTER_NOTES_MAX characters', () => {
    expect(newCharacter().notes).toBe('');
    expect(characterSchema.parse({ notes: 'x'.repeat(CHARACTER_NOTES_MAX) }).notes).toHaveLength(
      CHARACTER_NOTES_MAX,
    );
    expect(characterSchema.safeParse({ notes: 'x'.repeat(CHARACTER_NOTES_MAX + 1) }).success).toBe(false);
  });
});

describe('Character v2.0 defaults', () => {
  const c = newCharacter();
  it('starts at version 2.0, level 1, no campaign', () => {
    expect(c.version).toBe('2.0');
    expect(c.level).toBe(1);
    expect(c.campaign).toBeNull();
  });
  it('has six empty, unupgraded traits', () => {
    for (const t of ['agility', 'strength', 'finesse', 'instinct', 'presence', 'knowledge'] as const) {
      expect(c[t]).toEqual({ score: null, upgraded: false });
    }
  });
  it('resources start armor 0, health 0, stress 0, hope 2', () => {
    expect(c.resources).toEqual({ armor: 0, health: 0, stress: 0, hope: 2 });
  });
  it('inventory starts with 1 gold and empty lists', () => {
    expect(c.inventory).toEqual({ items: [], gold: 1, weapons: [], armor: null });
  });
  it('lists start empty', () => {
    expect([c.experience, c.background, c.connection, c.levelSelections, c.buffs]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });
  it('rejects a third ancestry and more than 4 weapons', () => {
    expect(characterSchema.safeParse({ ancestry: ['a', 'b', 'c'] }).success).toBe(false);
    const w = (i: number) => ({ id: `w${i}`, itemId: 'x', name: 'x' });
    expect(characterSchema.safeParse({ inventory: { weapons: [1, 2, 3, 4].map(w) } }).success).toBe(true);
    expect(characterSchema.safeParse({ inventory: { weapons: [1, 2, 3, 4, 5].map(w) } }).success).toBe(false);
  });
  it('caps hope at 10 and health and stress at 12', () => {
    expect(characterSchema.safeParse({ resources: { hope: 10 } }).success).toBe(true);
    expect(characterSchema.safeParse({ resources: { hope: 11 } }).success).toBe(false);
    expect(characterSchema.safeParse({ resources: { health: 13 } }).success).toBe(false);
    expect(characterSchema.safeParse({ resources: { stress: 13 } }).success).toBe(false);
  });
});

describe('sub-records', () => {
  it('inventory item defaults: chargesUsed 0, quantity 1, not custom', () => {
    const item = inventoryItemSchema.parse({ id: 'i', itemId: 'core_item_x', name: 'X' });
    expect(item).toMatchObject({
      chargesUsed: 0,
      quantity: 1,
      custom: false,
      modify: {},
      options: {},
      attachment: null,
    });
  });
  it('companion defaults: attack null, evasion 10, stress 0 of 3', () => {
    expect(companionSchema.parse({})).toMatchObject({
      attack: null,
      evasion: 10,
      stress: { current: 0, slots: 3 },
    });
  });
  it('companion stress slots max 6', () => {
    expect(companionSchema.safeParse({ stress: { slots: 7 } }).success).toBe(false);
  });
  it('trait modifier score defaults to 1', () => {
    expect(traitModifierSchema.parse({ stat: 'evasion' }).score).toBe(1);
  });
  it('buff and charge state shapes', () => {
    expect(buffSchema.parse({ id: 'b', name: 'Bless' })).toMatchObject({
      enabled: true,
      scar: false,
      modify: {},
    });
    expect(
      chargeStateSchema.parse({ id: 'c', charge: { max: 1, current: 1, recharge: { on: 'longRest' } } })
        .charge.recharge,
    ).toEqual({ on: 'longRest', quantity: 'all' });
  });
  it('loadout holds at most 5 cards, none also in the vault', () => {
    expect(domainCardsSchema.safeParse({ loadout: ['a', 'b', 'c', 'd', 'e'] }).success).toBe(true);
    expect(domainCardsSchema.safeParse({ loadout: ['a', 'b', 'c', 'd', 'e', 'f'] }).success).toBe(false);
    expect(domainCardsSchema.safeParse({ loadout: ['a'], vault: ['a'] }).success).toBe(false);
  });
  it('modify maps accept stat keys and scaling keys, reject unknown keys', () => {
    expect(modifySchema.safeParse({ evasion: 1, majorDamageThreshold: 'proficiency' }).success).toBe(true);
    expect(modifySchema.safeParse({ luck: 1 }).success).toBe(false);
  });
  it('dice strings: 1d4+1, d10+3, 2d6-1, negatives and numbers', () => {
    for (const ok of ['1d4+1', 'd10+3', '2d6-1', '-1d4', '3', 'd20'])
      expect(diceStringSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['d7', '1d', 'abc', '1d4+'])
      expect(diceStringSchema.safeParse(bad).success).toBe(false);
  });
});

describe('records', () => {
  it('sheet settings: fanfare on, print options and massive damage off, hybrid lists empty', () => {
    expect(sheetSettingsSchema.parse({})).toEqual({
      levelingFanfare: true,
      printShowResources: false,
      printShowGold: false,
      shapeshiftForm: null,
      upgradedForm: null,
      hybridAdvantages: [],
      hybridFeatures: [],
      hybridForms: [],
      key: null,
      massiveDamage: false,
    });
  });
  it('consent record needs a grant flag and a timestamp', () => {
    expect(consentRecordSchema.safeParse({ consentGranted: true, on: 1700000000000 }).success).toBe(true);
    expect(consentRecordSchema.safeParse({ consentGranted: true }).success).toBe(false);
  });
});
