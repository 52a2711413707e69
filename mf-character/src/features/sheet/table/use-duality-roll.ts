import {
  applyRollOutcome,
  dualityLogEntry,
  fixedDice,
  rollDualityDice,
  rollProblem,
  type DerivedSheet,
  type DualityRollInput,
  type DualityRollResult,
  type RollConsequence,
} from '@duality/rules';
import { useDataStores } from '@duality/stores/react';
import type { SheetPanelProps } from '../sheet-props';
import { useSheetDice } from './dice-context';
import { useRecordRoll } from './use-record-roll';

export interface MadeRoll {
  /** What was rolled, as the log names it: "Agility action roll". */
  what: string;
  /** The trait's short name for the result line: "Agility". */
  label: string;
  roll: DualityRollResult;
  consequence: RollConsequence;
  /** Rolled on this device while the campaign's server could not be reached: the log gets it marked offline. */
  offline: boolean;
}

export type RollAttempt = { ok: true; made: MadeRoll } | { ok: false; error: string };

/**
 * What a roll did to the tracks, in words: "You spend 1 Hope. You gain a Hope." A roll with Fear made offline
 * in a campaign gives no Fear by itself (the server did not roll it): the words say the game master decides.
 */
export function consequenceText(
  c: RollConsequence,
  roll: DualityRollResult,
  hopeSlots: number,
  offline = false,
): string {
  const parts: string[] = [];
  if (c.hopeSpent > 0) parts.push(`You spend ${c.hopeSpent} Hope on the Experience.`);
  if (c.stressMarked > 0) parts.push(`You mark ${c.stressMarked} Stress for the Experience.`);
  if (c.hopeGained > 0) parts.push('You gain a Hope.');
  else if (roll.kind !== 'reaction' && roll.outcome !== 'fear' && c.resources.hope >= hopeSlots)
    parts.push('Your Hope is already full.');
  if (c.stressCleared > 0) parts.push('You clear a Stress.');
  if (c.gmFear > 0 && offline) parts.push(OFFLINE_FEAR);
  else if (c.gmFear > 0) parts.push('The game master gains a Fear.');
  return parts.join(' ');
}

/** What a roll with Fear made offline in a campaign does: nothing by itself, the game master may accept it. */
export const OFFLINE_FEAR =
  'Rolled offline: the campaign’s log shows it marked so, and it gives no Fear by itself. The game master can accept it and take the Fear.';

/** The sum of every number a roll adds after its dice (trait, Experiences, modifiers): what roll_dice takes. */
export function rollModifier(input: DualityRollInput): number {
  return rollDualityDice(input, () => 1).modifiers.reduce((sum, m) => sum + m.value, 0);
}

/**
 * Makes a Duality roll from the sheet by the rules: refused with the reason when the Hope for an Experience is
 * not there. In a campaign the server rolls the dice (roll_dice: they are in the campaign's log and give the
 * game master their Fear), and the sheet shows those very dice; outside one, or when the backend cannot be
 * reached, the sheet's own dice roll (a campaign's log then gets the roll marked as rolled offline). Either way
 * its outcome is applied to the tracks (applyRollOutcome) and it is kept in the character's log. A roll the
 * server refuses (too many at once) is not made: the reason is shown.
 */
export function useDualityRoll({ id, character, sheet, edit }: SheetPanelProps) {
  const dice = useSheetDice();
  const { rolls } = useDataStores();
  const record = useRecordRoll(id, character, edit);
  return async (input: DualityRollInput, label: string, what: string): Promise<RollAttempt> => {
    const problem = rollProblem(input, character.resources.hope, {
      marked: character.resources.stress,
      slots: sheet.slots.stress,
    });
    if (problem) return { ok: false, error: problem };
    const server =
      character.campaign === null
        ? null
        : await rolls.roll({
            characterId: id,
            kind: input.kind === 'reaction' ? 'reaction' : 'action',
            label: what,
            modifier: rollModifier(input),
            edge: input.edge ?? 'none',
            dice: [],
          });
    if (server !== null && !server.ok && !server.unreachable) return { ok: false, error: server.message };
    const faces = server?.ok
      ? [server.row.hope_die ?? 0, server.row.fear_die ?? 0, ...server.row.dice.map((d) => Math.abs(d.value))]
      : null;
    const roll = rollDualityDice(input, faces ? fixedDice(faces) : dice);
    const limits = limitsOf(sheet);
    const consequence = applyRollOutcome(character.resources, roll, limits);
    const entry = dualityLogEntry(roll, { id: crypto.randomUUID(), what, time: new Date() });
    record(entry, (resources) => applyRollOutcome(resources, roll, limits).resources, { logged: server?.ok });
    const offline = character.campaign !== null && !server?.ok;
    return { ok: true, made: { what, label, roll, consequence, offline } };
  };
}

export const limitsOf = (sheet: DerivedSheet) => ({ ...sheet.slots });
