import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rollDamage } from './attack';
import { fixedDice } from './dice-source';
import { rollDualityDice } from './duality-roll';
import {
  appendRollLog,
  damageLogEntry,
  dualityLogEntry,
  ROLL_LOG_MAX,
  rollLogEntrySchema,
  rollLogSchema,
  type RollLogEntry,
} from './roll-log';

const time = new Date('2026-11-26T08:00:00.000Z');
const entry = (id: string): RollLogEntry =>
  dualityLogEntry(rollDualityDice({ kind: 'action', trait: 'agility', traitValue: 1 }, fixedDice([4, 9])), {
    id,
    what: 'Agility action roll',
    time,
  });

describe('roll log entries', () => {
  it('a Duality roll keeps its dice, total, outcome and time', () => {
    const roll = rollDualityDice(
      { kind: 'action', trait: 'agility', traitValue: 1, edge: 'advantage' },
      fixedDice([6, 6, 3]),
    );
    const e = dualityLogEntry(roll, { id: 'r1', what: 'Agility action roll', time });
    expect(e).toEqual({
      id: 'r1',
      what: 'Agility action roll',
      kind: 'action',
      dice: [
        { role: 'hope', sides: 12, value: 6 },
        { role: 'fear', sides: 12, value: 6 },
        { role: 'advantage', sides: 6, value: 3 },
      ],
      total: 16,
      outcome: 'critical',
      critical: true,
      summary: 'Critical success! (16)',
      time: '2026-11-26T08:00:00.000Z',
    });
    expect(rollLogEntrySchema.parse(e)).toEqual(e);
  });
  it('a damage roll has no Duality outcome', () => {
    const r = rollDamage({ damage: 'd10+3', proficiency: 2, critical: true }, fixedDice([2, 9]));
    if (!r.ok) throw new Error(r.error);
    const e = damageLogEntry(r.roll, { id: 'r2', what: 'Longsword damage', time: time.toISOString() });
    expect(rollLogEntrySchema.parse(e)).toMatchObject({ outcome: null, critical: true, total: 34 });
  });
  it('the schema refuses a critical outcome that is not marked critical, and a bad time', () => {
    expect(rollLogEntrySchema.safeParse({ ...entry('x'), outcome: 'critical' }).success).toBe(false);
    expect(rollLogEntrySchema.safeParse({ ...entry('x'), time: 'yesterday' }).success).toBe(false);
  });
});

describe('appendRollLog', () => {
  it('property: keeps the last 50 in order, newest last, without changing the old log', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (n) => {
        let log: RollLogEntry[] = [];
        for (let i = 0; i < n; i++) {
          const before = log;
          log = appendRollLog(log, entry(`r${i}`));
          expect(before).not.toBe(log);
        }
        expect(log.length).toBe(Math.min(n, ROLL_LOG_MAX));
        if (n > 0) expect(log.at(-1)!.id).toBe(`r${n - 1}`);
        expect(log.map((e) => e.id)).toEqual(
          Array.from(
            { length: Math.min(n, ROLL_LOG_MAX) },
            (_, i) => `r${n - Math.min(n, ROLL_LOG_MAX) + i}`,
          ),
        );
        expect(rollLogSchema.safeParse(log).success).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
