import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newCharacter } from '../schemas/character';
import { damageSeverity, SEVERITY_HIT_POINTS, takeDamage } from './take-damage';

const thresholds = { major: 8, severe: 15 };
const limits = { armor: 3, health: 6, stress: 6, hope: 6 };
const tracks = (patch: Partial<ReturnType<typeof newCharacter>['resources']> = {}) => ({
  ...newCharacter().resources,
  ...patch,
});
const take = (input: Parameters<typeof takeDamage>[3], resources = tracks()) => {
  const r = takeDamage(resources, thresholds, limits, input);
  if (!r.ok) throw new Error(r.error);
  return r.result;
};

describe('damage severity (SRD: Combat)', () => {
  it('minor below Major, major from Major, severe from Severe, none at 0', () => {
    expect([0, 1, 7, 8, 14, 15, 29, 30].map((n) => damageSeverity(n, thresholds))).toEqual([
      'none',
      'minor',
      'minor',
      'major',
      'major',
      'severe',
      'severe',
      'severe',
    ]);
  });
  it('the optional Massive Damage rule marks 4 at twice the Severe threshold', () => {
    expect(damageSeverity(30, thresholds, { massiveDamage: true })).toBe('massive');
    expect(damageSeverity(29, thresholds, { massiveDamage: true })).toBe('severe');
  });
});

describe('takeDamage', () => {
  it('marks the Hit Points of the severity and says so', () => {
    const r = take({ amount: 10 });
    expect(r).toMatchObject({ severity: 'major', hitPointsMarked: 2, resources: { health: 2, armor: 0 } });
    expect(r.description).toBe('10 damage is Major (2 Hit Points). You mark 2 Hit Points.');
  });
  it('an Armor Slot lowers it one step', () => {
    const r = take({ amount: 16, useArmorSlot: true });
    expect(r).toMatchObject({
      finalSeverity: 'major',
      hitPointsMarked: 2,
      resources: { health: 2, armor: 1 },
    });
    expect(r.description).toContain('an Armor Slot took one Hit Point off');
  });
  it('no Armor Slot when all are marked, with an Armor Score of 0, or against direct damage', () => {
    expect(takeDamage(tracks({ armor: 3 }), thresholds, limits, { amount: 5, useArmorSlot: true })).toEqual({
      ok: false,
      error: 'Every Armor Slot is already marked.',
    });
    expect(
      takeDamage(tracks(), thresholds, { ...limits, armor: 0 }, { amount: 5, useArmorSlot: true }).ok,
    ).toBe(false);
    expect(takeDamage(tracks(), thresholds, limits, { amount: 5, useArmorSlot: true, direct: true }).ok).toBe(
      false,
    );
  });
  it('resistance halves the damage first, rounded up', () => {
    const r = take({ amount: 17, damageType: 'physical', resistances: ['physical'] });
    expect(r).toMatchObject({ amount: 9, severity: 'major', hitPointsMarked: 2 });
    expect(take({ amount: 17, damageType: 'magical', resistances: ['physical'] }).amount).toBe(17);
  });
  it('a feature lowers the severity and pays its cost in Stress', () => {
    const r = take({ amount: 16, severityChanges: [{ source: 'Tough', change: -1, cost: { stress: 1 } }] });
    expect(r).toMatchObject({ finalSeverity: 'major', stressMarked: 1, resources: { health: 2, stress: 1 } });
  });
  it('the last Hit Point makes the character fall', () => {
    const r = take({ amount: 20 }, tracks({ health: 4 }));
    expect(r).toMatchObject({ hitPointsMarked: 2, fell: true, resources: { health: 6 } });
    expect(r.description).toContain('you fall and make a death move');
  });
  it('refuses a negative amount in words', () => {
    expect(takeDamage(tracks(), thresholds, limits, { amount: -2 })).toEqual({
      ok: false,
      error: 'Enter the damage as a whole number, 0 or more.',
    });
  });
  it('property: tracks stay within their slots, HP marked = severity minus the Armor Slot, old state unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.boolean(),
        (amount, health, armor, useArmorSlot, massiveDamage) => {
          const before = tracks({ health, armor });
          const copy = structuredClone(before);
          const r = takeDamage(before, thresholds, limits, {
            amount,
            useArmorSlot,
            settings: { massiveDamage },
          });
          expect(before).toEqual(copy);
          expect(r.ok).toBe(!(useArmorSlot && amount > 0 && armor >= limits.armor));
          if (!r.ok) return;
          const { result } = r;
          const due = SEVERITY_HIT_POINTS[damageSeverity(amount, thresholds, { massiveDamage })];
          const lowered = Math.max(0, due - result.armorSlotsMarked);
          expect(result.hitPointsMarked).toBe(Math.min(lowered, limits.health - health));
          expect(result.resources.health).toBeLessThanOrEqual(limits.health);
          expect(result.resources.armor).toBeLessThanOrEqual(limits.armor);
          expect(result.resources.stress).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
