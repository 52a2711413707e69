// Profanity masking before homebrew is saved: whole blocklisted words, matched case-insensitively, become
// random symbols of the same length.
import type { Rng } from './dice';

/** Symbols a masked word is made of. */
export const MASK_SYMBOLS = '#@$!%*?';
/** Keys whose string values are never masked, at any depth. */
export const UNMASKED_KEYS: readonly string[] = ['id', 'created_at', 'user_id'];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Builds a whole-word, case-insensitive matcher for `blocklist`; null when the list is empty. */
export function profanityPattern(blocklist: readonly string[]): RegExp | null {
  const words = blocklist.map((w) => w.trim()).filter(Boolean);
  if (words.length === 0) return null;
  // Longest first so "fucking" wins over "fuck"; (?<![\p{L}\p{N}]) is a Unicode-aware word boundary.
  const alternation = [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternation})(?![\\p{L}\\p{N}_])`, 'giu');
}

/** Replaces every blocklisted whole word in `text` with random symbols of the same length. */
export function maskText(text: string, pattern: RegExp | null, rng: Rng): string {
  if (!pattern) return text;
  return text.replace(pattern, (word) =>
    Array.from(word, () => MASK_SYMBOLS[Math.floor(rng() * MASK_SYMBOLS.length)] ?? '#').join(''),
  );
}

/** Returns a deep copy of `value` with every string masked, except under the keys id, created_at and user_id. */
export function maskProfanity<T>(value: T, blocklist: readonly string[], rng: Rng): T {
  const pattern = profanityPattern(blocklist);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return maskText(v, pattern, rng);
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === 'object' && v !== null) {
      const out: Record<string, unknown> = {};
      for (const [k, child] of Object.entries(v)) out[k] = UNMASKED_KEYS.includes(k) ? child : walk(child);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}
