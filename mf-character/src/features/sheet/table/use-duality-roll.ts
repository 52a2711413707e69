import {
  applyRollOutcome,
  dualityLogEntry,
  rollDualityDice,
  rollProblem,
  type DerivedSheet,
  type DualityRollInput,
  type DualityRollResult,
  type RollConsequence,
} from '@duality/rules';
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
}

export type RollAttempt = { ok: true; made: MadeRoll } | { ok: false; error: string };

/** What a roll did to the tracks, in words: "You spend 1 Hope. You gain a Hope." */
export function consequenceText(c: RollConsequence, roll: DualityRollResult, hopeSlots: number): string {
  const parts: string[] = [];
  if (c.hopeSpent > 0) parts.push(`You spend ${c.hopeSpent} Hope on the Experience.`);
  if (c.stressMarked > 0) parts.push(`You mark ${c.stressMarked} Stress for the Experience.`);
  if (c.hopeGained > 0) parts.push('You gain a Hope.');
  else if (roll.kind !== 'reaction' && roll.outcome !== 'fear' && c.resources.hope >= hopeSlots)
    parts.push('Your Hope is already full.');
  if (c.stressCleared > 0) parts.push('You clear a Stress.');
  if (c.gmFear > 0) parts.push('The game master gains a Fear.');
  return parts.join(' ');
}

/**
 * Makes a Duality roll from the sheet by the rules: refused with the reason when the Hope for an Experience is
 * not there; otherwise rolled with the sheet's dice, its outcome applied to the tracks (applyRollOutcome), and
 * kept in the character's log (and the campaign's, in a campaign).
 */
export function useDualityRoll({ id, character, sheet, edit }: SheetPanelProps) {
  const dice = useSheetDice();
  const record = useRecordRoll(id, character, edit);
  return (input: DualityRollInput, label: string, what: string): RollAttempt => {
    const problem = rollProblem(input, character.resources.hope, {
      marked: character.resources.stress,
      slots: sheet.slots.stress,
    });
    if (problem) return { ok: false, error: problem };
    const roll = rollDualityDice(input, dice);
    const limits = limitsOf(sheet);
    const consequence = applyRollOutcome(character.resources, roll, limits);
    const entry = dualityLogEntry(roll, { id: crypto.randomUUID(), what, time: new Date() });
    record(entry, (resources) => applyRollOutcome(resources, roll, limits).resources);
    return { ok: true, made: { what, label, roll, consequence } };
  };
}

export const limitsOf = (sheet: DerivedSheet) => ({ ...sheet.slots });
