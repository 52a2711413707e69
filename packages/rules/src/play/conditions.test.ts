import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newCharacter } from '../schemas/character';
import { activeConditions, clearCondition, CONDITIONS, conditionsSchema, setCondition } from './conditions';
import { damageFeatures } from './damage-features';

describe('conditions (SRD: Conditions)', () => {
  it('set and clear return new lists; a condition is on or off', () => {
    const none: [] = [];
    const hidden = setCondition(none, 'hidden');
    expect(hidden).toEqual(['hidden']);
    expect(none).toEqual([]);
    expect(setCondition(hidden, 'hidden')).toEqual(['hidden']);
    expect(clearCondition(setCondition(hidden, 'vulnerable'), 'hidden')).toEqual(['vulnerable']);
    expect(conditionsSchema.safeParse(['hidden', 'hidden']).success).toBe(false);
    expect(conditionsSchema.parse(undefined)).toEqual([]);
  });
  it('every Stress marked makes the character Vulnerable', () => {
    const resources = { ...newCharacter().resources, stress: 6 };
    expect(activeConditions([], resources, { stress: 6 })).toEqual(['vulnerable']);
    expect(activeConditions(['hidden'], { ...resources, stress: 5 }, { stress: 6 })).toEqual(['hidden']);
  });
  it('property: any sequence of set and clear is a valid list', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.constantFrom(...CONDITIONS))), (steps) => {
        let list = conditionsSchema.parse([]);
        for (const [on, c] of steps) list = on ? setCondition(list, c) : clearCondition(list, c);
        expect(conditionsSchema.safeParse(list).success).toBe(true);
        const last = steps.at(-1);
        if (last) expect(list.includes(last[1])).toBe(last[0]);
      }),
    );
  });
});

describe('damageFeatures', () => {
  it('reads passive resistances and severity options from effects', () => {
    const out = damageFeatures([
      {
        source: 'armor: Test',
        feature: {
          name: 'Padded',
          description: '',
          effects: [
            { kind: 'severity', change: -2, trigger: 'armorMarked', extra: false } as never,
            { kind: 'resistance', damageType: 'magical', trigger: 'passive' },
            { kind: 'resistance', damageType: 'physical', trigger: 'action' },
          ],
        },
      },
    ]);
    expect(out.resistances).toEqual(['magical']);
    expect(out.severityOptions).toMatchObject([{ source: 'Padded', change: -2, needsArmorSlot: true }]);
  });
});
