// The per-character roll log, kept so a player sees their recent rolls at the table: the last 50 rolls, each
// with what was rolled, the dice, the total, the outcome, whether it was a critical and when. The time is
// passed in: the rules read no clock. Where the log is kept (with the character, across devices) is the
// stores' business.
import { z } from '@duality/libs/zod';
import { LIMITS } from '../constants';
import { idSchema } from '../schemas/common';
import type { DamageRollResult } from './attack';
import { describeDamageRoll } from './attack';
import type { DualityRollResult } from './duality-roll';
import { describeDualityRoll } from './duality-roll';

/** How many rolls a character's log keeps; older ones drop off. */
export const ROLL_LOG_MAX = 50;
/** Dice in one entry: two Duality Dice and an edge die, or a damage roll's dice (proficiency caps it well below). */
const DICE_PER_ENTRY_MAX = 60;

export const rollLogDieSchema = z.object({
  /** Which die: the Hope or Fear d12, the advantage or disadvantage d6, or a damage die. */
  role: z.enum(['hope', 'fear', 'advantage', 'disadvantage', 'damage']),
  sides: z.number().int().min(2).max(20),
  value: z.number().int().min(1).max(20),
});
export type RollLogDie = z.infer<typeof rollLogDieSchema>;

export const rollLogEntrySchema = z
  .object({
    id: idSchema,
    /** What was rolled, in the player's words: "Agility action roll", "Longsword damage". */
    what: z.string().min(1).max(LIMITS.shortTextMax),
    kind: z.enum(['action', 'reaction', 'spellcast', 'attack', 'damage']),
    dice: z.array(rollLogDieSchema).max(DICE_PER_ENTRY_MAX),
    total: z.number().int().min(-999).max(9999),
    /** The Duality outcome; null for a damage roll. */
    outcome: z.enum(['hope', 'fear', 'critical']).nullable(),
    critical: z.boolean(),
    /** The result in words, as shown in the log. */
    summary: z.string().max(LIMITS.shortTextMax),
    /** When it was rolled (ISO 8601). */
    time: z.iso.datetime({ offset: true }),
  })
  .refine((e) => (e.outcome === 'critical') === (e.critical && e.kind !== 'damage'), {
    message: 'A Duality roll is critical exactly when its outcome is',
  });
export type RollLogEntry = z.infer<typeof rollLogEntrySchema>;

export const rollLogSchema = z.array(rollLogEntrySchema).max(ROLL_LOG_MAX);
export type RollLog = z.infer<typeof rollLogSchema>;

/** Adds an entry at the end and keeps the last ROLL_LOG_MAX; the old log is unchanged. */
export function appendRollLog(log: readonly RollLogEntry[], entry: RollLogEntry): RollLogEntry[] {
  return [...log, entry].slice(-ROLL_LOG_MAX);
}

interface EntryMeta {
  id: string;
  what: string;
  /** When it was rolled, from the caller's clock. */
  time: Date | string;
}

const iso = (time: Date | string) => (typeof time === 'string' ? time : time.toISOString());

/** The log entry of a Duality roll. */
export function dualityLogEntry(roll: DualityRollResult, meta: EntryMeta): RollLogEntry {
  const dice: RollLogDie[] = [
    { role: 'hope', sides: 12, value: roll.hope },
    { role: 'fear', sides: 12, value: roll.fear },
  ];
  if (roll.edgeDie !== null && roll.edge !== 'none')
    dice.push({ role: roll.edge, sides: 6, value: roll.edgeDie });
  return {
    id: meta.id,
    what: meta.what,
    kind: roll.kind,
    dice,
    total: roll.total,
    outcome: roll.outcome,
    critical: roll.critical,
    summary: describeDualityRoll(roll),
    time: iso(meta.time),
  };
}

/** The log entry of a damage roll. */
export function damageLogEntry(roll: DamageRollResult, meta: EntryMeta): RollLogEntry {
  return {
    id: meta.id,
    what: meta.what,
    kind: 'damage',
    dice: roll.rolls
      .slice(0, DICE_PER_ENTRY_MAX)
      .map((value) => ({ role: 'damage', sides: roll.sides, value })),
    total: roll.total,
    outcome: null,
    critical: roll.critical,
    summary: describeDamageRoll(roll),
    time: iso(meta.time),
  };
}
