// What a roll made on the sheet while offline becomes in its campaign's log: the arguments of
// report_offline_roll (20261201000000_server_rolled_dice.sql), which checks that the dice add up to the total and
// stores the roll marked `offline`. Spellcast and attack rolls are action rolls there; the outcome is not sent
// (the database computes it from the two Duality Dice).
import { z } from '@duality/libs/zod';
import type { RollLogEntry } from '@duality/rules';

const MODIFIER_LIMIT = 100;
const DICE_LIMIT = 40;

export const campaignRollSchema = z.object({
  campaignId: z.number().int(),
  characterId: z.number().int(),
  kind: z.enum(['action', 'reaction', 'damage', 'other']),
  label: z.string().min(1).max(100),
  hopeDie: z.number().int().min(1).max(12).nullable(),
  fearDie: z.number().int().min(1).max(12).nullable(),
  /** Every other die: the advantage or disadvantage d6 (a negative value for disadvantage's), damage dice. */
  dice: z.array(z.object({ die: z.number().int(), value: z.number().int() })).max(DICE_LIMIT),
  modifier: z.number().int(),
  total: z.number().int(),
  /** Set on rolls kept by an older outbox, already in the log: nothing is sent for them. */
  rowId: z.number().int().optional(),
});
export type CampaignRoll = z.infer<typeof campaignRollSchema>;

const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));

/** The campaign row of a log entry, for the character `characterId` in campaign `campaignId`. */
export function campaignRollOf(entry: RollLogEntry, campaignId: number, characterId: number): CampaignRoll {
  const die = (role: string) => entry.dice.find((d) => d.role === role)?.value ?? null;
  const duality = entry.kind !== 'damage';
  const others = entry.dice.filter((d) => d.role !== 'hope' && d.role !== 'fear');
  const signedValue = (d: (typeof others)[number]) => (d.role === 'disadvantage' ? -d.value : d.value);
  const diceSum = entry.dice.reduce((sum, d) => sum + (d.role === 'disadvantage' ? -d.value : d.value), 0);
  return {
    campaignId,
    characterId,
    kind: entry.kind === 'reaction' ? 'reaction' : duality ? 'action' : 'damage',
    label: entry.what.slice(0, 100),
    hopeDie: duality ? die('hope') : null,
    fearDie: duality ? die('fear') : null,
    dice: others.slice(0, DICE_LIMIT).map((d) => ({ die: d.sides, value: signedValue(d) })),
    modifier: clamp(entry.total - diceSum, MODIFIER_LIMIT),
    total: entry.total,
  };
}

/** An action roll with Fear: one the server rolls gives the game master a Fear (one made offline gives none). */
export const givesFear = (roll: CampaignRoll): boolean =>
  roll.kind === 'action' && roll.hopeDie !== null && roll.fearDie !== null && roll.fearDie > roll.hopeDie;
