// Dice notation and rolls. Hand-written: the grammar is one regex (`NdX±M`), smaller than any parser library,
// and randomness is injected so rolls are reproducible in tests.
import { DICE_PATTERN } from '../schemas/common';

/** A random source returning a float in [0, 1), like Math.random. */
export type Rng = () => number;

export interface ParsedDice {
  /** Number of dice (0 for a plain number). */
  count: number;
  /** Sides per die (0 for a plain number). */
  sides: number;
  /** Flat amount added after the dice. */
  modifier: number;
  /** -1 when the whole expression is negated (`-1d4`), else 1. */
  sign: 1 | -1;
}

/** Parses `1d4+1`, `d10+3`, `2d6-1`, `-1d4` or `3`; returns null when the text is not dice notation. */
export function parseDice(text: string): ParsedDice | null {
  const match = DICE_PATTERN.exec(text);
  if (!match) return null;
  const sign = text.trim().startsWith('-') ? -1 : 1;
  const [, count, sides, op, mod, plain] = match;
  if (plain !== undefined) return { count: 0, sides: 0, modifier: Number(plain), sign };
  const n = count === undefined || count === '' ? 1 : Number(count);
  if (n < 1) return null;
  const modifier = mod === undefined ? 0 : Number(mod) * (op === '-' ? -1 : 1);
  return { count: n, sides: Number(sides), modifier, sign };
}

/** True when `text` is valid dice notation (see parseDice). */
export function isValidDice(text: string): boolean {
  return parseDice(text) !== null;
}

/** Rolls one die with `sides` faces using `rng`; result in 1..sides. */
export function rollDie(sides: number, rng: Rng): number {
  return Math.min(sides, Math.floor(rng() * sides) + 1);
}

export interface DiceRoll {
  rolls: number[];
  modifier: number;
  total: number;
}

/** Rolls a dice string (or a number) with `rng`; throws on invalid notation. Negated expressions total negative. */
export function rollDice(notation: string | number, rng: Rng): DiceRoll {
  if (typeof notation === 'number') return { rolls: [], modifier: notation, total: notation };
  const parsed = parseDice(notation);
  if (!parsed) throw new Error(`Invalid dice notation: ${notation}`);
  const rolls = Array.from({ length: parsed.count }, () => rollDie(parsed.sides, rng));
  const sum = rolls.reduce((a, b) => a + b, 0) + parsed.modifier;
  return { rolls, modifier: parsed.modifier, total: parsed.sign * sum };
}

/** Lowest and highest total a dice string can produce. */
export function diceRange(notation: string): { min: number; max: number } {
  const p = parseDice(notation);
  if (!p) throw new Error(`Invalid dice notation: ${notation}`);
  const a = p.sign * (p.count + p.modifier);
  const b = p.sign * (p.count * p.sides + p.modifier);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

export interface DualityRoll {
  hope: number;
  fear: number;
  modifier: number;
  total: number;
  /** Matching dice are a critical success; otherwise the higher die names the roll (SRD: Action Rolls). */
  outcome: 'critical' | 'hope' | 'fear';
}

/** Rolls the two d12 Duality Dice (Hope first, then Fear) plus `modifier`; doubles are a critical success. */
export function rollDuality(rng: Rng, modifier = 0): DualityRoll {
  const hope = rollDie(12, rng);
  const fear = rollDie(12, rng);
  const outcome = hope === fear ? 'critical' : hope > fear ? 'hope' : 'fear';
  return { hope, fear, modifier, total: hope + fear + modifier, outcome };
}
