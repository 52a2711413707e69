import { describe, expect, it } from 'vitest';
import { extract } from './extract';
import { describeEffect, describeModify, describeStructured } from './describe';

describe('extract: reading mechanics out of rules text', () => {
  it('a once-per-long-rest ability with a Hope cost becomes a charge and an action', () => {
    const x = extract('Once per long rest, spend 2 Hope to clear 2 Hit Points.');
    expect(x.charge).toEqual({ max: 1, recharge: { on: 'longRest', quantity: 'all' } });
    expect(x.effects).toEqual([
      {
        trigger: 'action',
        frequency: 'longRest',
        cost: { hope: 2 },
        kind: 'resource',
        resource: 'hitPoint',
        action: 'clear',
        amount: 2,
      },
    ]);
  });
  it('three times per rest sets uses and the charge max', () => {
    const x = extract('Three times per rest, you can attack a target within Close range.');
    expect(x.charge?.max).toBe(3);
  });
  it('flat stat changes become a modify map', () => {
    expect(extract('-2 to Evasion; -1 to Agility').modify).toEqual({ evasion: -2, agility: -1 });
    expect(extract('Gain a permanent +1 bonus to your damage thresholds.').modify).toEqual({
      majorDamageThreshold: 1,
      severeDamageThreshold: 1,
    });
    expect(extract('Gain an additional Stress slot.').modify).toEqual({ stressSlot: 1 });
  });
  it('dice, targets and conditions', () => {
    const x = extract(
      'Make a Spellcast Roll against a target within Far range. On a success, deal d8+2 magic damage and they become Vulnerable.',
    );
    expect(x.effects.map((e) => e.kind)).toEqual(['damage', 'condition']);
    expect(x.effects[0]).toMatchObject({
      dice: 'd8+2',
      damageType: 'magical',
      range: 'Far',
      trigger: 'action',
    });
  });
  it('a number of d6s equal to your tier', () => {
    expect(extract('add a number of d6s equal to your tier to your damage roll').effects).toContainEqual(
      expect.objectContaining({ kind: 'damage', dice: 'tier d6', extra: true }),
    );
  });
  it('a target that must mark Stress is not a cost', () => {
    const x = extract('On a successful attack, the target must mark a Stress.');
    expect(x.effects[0]).toMatchObject({
      kind: 'resource',
      action: 'mark',
      target: 'target',
      trigger: 'attackHit',
    });
    expect(x.effects[0]?.cost).toBeUndefined();
  });
  it('plain narrative yields nothing', () => {
    expect(extract('This pair of locking cuffs comes with a key.')).toEqual({ effects: [] });
  });
});

describe('describe: our words from structured data', () => {
  it('modify maps', () => {
    expect(describeModify({ evasion: 1, agility: -1, healthSlot: 1 })).toBe(
      '+1 Evasion, -1 Agility, +1 Hit Point slot',
    );
  });
  it('effects with frequency, trigger and cost', () => {
    expect(
      describeStructured({
        effects: [
          {
            kind: 'resource',
            resource: 'hitPoint',
            action: 'clear',
            amount: 2,
            trigger: 'action',
            frequency: 'longRest',
            cost: { hope: 2 },
          },
        ],
      }),
    ).toBe('Once per long rest, spend 2 Hope: clear 2 HP.');
    expect(describeEffect({ kind: 'damage', dice: 'tier d6', extra: true })).toBe(
      'add d6s equal to tier to damage',
    );
  });
});
