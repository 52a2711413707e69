// Rolls with the Duality Dice by the SRD (Making Moves and Taking Action): two d12s, Hope and Fear, plus the
// trait, plus each Experience used (1 Hope each), plus a d6 added with advantage or taken away with
// disadvantage, plus any other modifier. Matching dice are a critical success; otherwise the higher die names
// the roll. The dice come from an injected DiceSource; what the outcome does to the tracks is outcome.ts.
import type { Trait } from '../schemas/common';
import type { RollEdge } from '../rules/action-roll';
import type { DiceSource } from './dice-source';

/** Action and reaction rolls; spellcast and attack rolls are action rolls with a set trait. */
export type DualityRollKind = 'action' | 'reaction' | 'spellcast' | 'attack';
export type DualityOutcome = 'hope' | 'fear' | 'critical';

export interface RollModifier {
  /** What adds it, in the player's words: "Agility", "Experience: Blacksmith", "Bless". */
  source: string;
  value: number;
}

/**
 * An Experience used on a roll. `paidWith: 'stress'` is a feature's alternative (School of Knowledge's Adept:
 * mark a Stress instead of spending the Hope, and the modifier counts `multiplier` times; see experienceOptions).
 */
export interface UsedExperience {
  name: string;
  score: number;
  paidWith?: 'hope' | 'stress';
  multiplier?: number;
}

export interface DualityRollInput {
  kind: DualityRollKind;
  /** The trait rolled (null for a roll the GM names without one) and its value on the sheet. */
  trait: Trait | null;
  traitValue: number;
  /** Experiences used on the roll: each adds its score and costs 1 Hope (SRD: Utilize an Experience). */
  experiences?: readonly UsedExperience[];
  edge?: RollEdge;
  /** Other bonuses and penalties (features, Help an Ally's die, a GM's call). */
  modifiers?: readonly RollModifier[];
  /** The Difficulty, when the player knows it: the roll then succeeds or fails. */
  difficulty?: number | null;
}

export interface DualityRollResult {
  kind: DualityRollKind;
  trait: Trait | null;
  hope: number;
  fear: number;
  edge: RollEdge;
  /** The advantage or disadvantage d6 (null without). */
  edgeDie: number | null;
  /** Every number added after the dice, with its source (the trait first). */
  modifiers: RollModifier[];
  total: number;
  outcome: DualityOutcome;
  critical: boolean;
  /** Against the Difficulty (a critical always succeeds); null when no Difficulty was given. */
  success: boolean | null;
  /** Hope the roll costs before it is rolled: one per Experience paid with Hope. */
  hopeCost: number;
  /** Stress the roll costs: one per Experience paid with Stress (a feature's alternative). */
  stressCost: number;
}

/** The Hope a roll costs: 1 per Experience used (SRD: Utilize an Experience). */
export function rollHopeCost(input: Pick<DualityRollInput, 'experiences'>): number {
  return (input.experiences ?? []).filter((e) => e.paidWith !== 'stress').length;
}

/** The Stress a roll costs: 1 per Experience paid with Stress. */
export function rollStressCost(input: Pick<DualityRollInput, 'experiences'>): number {
  return (input.experiences ?? []).filter((e) => e.paidWith === 'stress').length;
}

/**
 * Why the roll cannot be made as asked, in the player's words, or null when it can. `stress` (marked and
 * slots) is needed only for Experiences paid with Stress.
 */
export function rollProblem(
  input: DualityRollInput,
  hope: number,
  stress?: { marked: number; slots: number },
): string | null {
  const stressCost = rollStressCost(input);
  if (stressCost > 0 && (stress === undefined || stress.marked + stressCost > stress.slots))
    return 'Not enough unmarked Stress to pay for the Experience with Stress.';
  const cost = rollHopeCost(input);
  if (cost > hope)
    return cost === 1
      ? 'Using an Experience costs 1 Hope, and you have none.'
      : `Using ${cost} Experiences costs ${cost} Hope; you have ${hope}.`;
  return null;
}

const TRAIT_NAMES: Record<Trait, string> = {
  agility: 'Agility',
  strength: 'Strength',
  finesse: 'Finesse',
  instinct: 'Instinct',
  presence: 'Presence',
  knowledge: 'Knowledge',
};

/** A trait's name as the sheet prints it. */
export function traitLabel(trait: Trait): string {
  return TRAIT_NAMES[trait];
}

/** The outcome of two Duality Dice: matching is a critical, else the higher die names it. */
export function dualityOutcome(hope: number, fear: number): DualityOutcome {
  return hope === fear ? 'critical' : hope > fear ? 'hope' : 'fear';
}

/** Rolls the Hope and Fear d12s (in that order), then the edge d6, and totals the roll. */
export function rollDualityDice(input: DualityRollInput, dice: DiceSource): DualityRollResult {
  const hope = dice(12);
  const fear = dice(12);
  const edge = input.edge ?? 'none';
  const edgeDie = edge === 'none' ? null : dice(6);
  const modifiers: RollModifier[] = [
    ...(input.trait === null ? [] : [{ source: traitLabel(input.trait), value: input.traitValue }]),
    ...(input.experiences ?? []).map((e) => ({
      source: `Experience: ${e.name}`,
      value: e.paidWith === 'stress' ? e.score * (e.multiplier ?? 1) : e.score,
    })),
    ...(input.modifiers ?? []),
  ];
  const edgeValue = edgeDie === null ? 0 : edge === 'advantage' ? edgeDie : -edgeDie;
  const total = hope + fear + edgeValue + modifiers.reduce((sum, m) => sum + m.value, 0);
  const outcome = dualityOutcome(hope, fear);
  const critical = outcome === 'critical';
  const difficulty = input.difficulty ?? null;
  return {
    kind: input.kind,
    trait: input.trait,
    hope,
    fear,
    edge,
    edgeDie,
    modifiers,
    total,
    outcome,
    critical,
    success: critical ? true : difficulty === null ? null : total >= difficulty,
    hopeCost: rollHopeCost(input),
    stressCost: rollStressCost(input),
  };
}

/** The roll as a player announces it: "14 with Hope", "9 with Fear", "Critical success! (16)". */
export function describeDualityRoll(roll: DualityRollResult): string {
  const head =
    roll.outcome === 'critical'
      ? `Critical success! (${roll.total})`
      : `${roll.total} with ${roll.outcome === 'hope' ? 'Hope' : 'Fear'}`;
  const result = roll.success === null || roll.critical ? '' : roll.success ? ': a success' : ': a failure';
  const reaction = roll.kind === 'reaction' ? ' (a reaction roll: no Hope or Fear)' : '';
  return `${head}${result}${reaction}`;
}
