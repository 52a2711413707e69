// Homebrew at the boundary: parse a record of a kind, and prepare one for saving (mask, then validate).
import { z } from '@duality/libs/zod';
import { assertHomebrewKind, type HomebrewKind } from '../homebrew-kind';
import { homebrewSchemas } from '../schemas/homebrew';
import type { Rng } from './dice';
import { HOMEBREW_DATA_TOO_BIG, homebrewDataFits } from './homebrew-size';
import { maskProfanity } from './profanity';

export type HomebrewRecord<K extends HomebrewKind> = z.infer<(typeof homebrewSchemas)[K]>;
export type ParsedHomebrew<K extends HomebrewKind> =
  { ok: true; record: HomebrewRecord<K> } | { ok: false; error: string };

/** Parses `raw` as a homebrew record of `kind`; throws "Invalid homebrew type" for an unknown kind. */
export function parseHomebrew<K extends HomebrewKind>(kind: K, raw: unknown): ParsedHomebrew<K> {
  const schema = homebrewSchemas[assertHomebrewKind(kind) as K];
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, error: `Invalid ${kind} record: ${z.prettifyError(parsed.error)}` };
  if (!homebrewDataFits(parsed.data)) return { ok: false, error: HOMEBREW_DATA_TOO_BIG };
  return { ok: true, record: parsed.data as HomebrewRecord<K> };
}

/** Masks profanity in every string field but id, created_at and user_id, then validates, ready to save. */
export function prepareHomebrewForSave<K extends HomebrewKind>(
  kind: K,
  raw: unknown,
  blocklist: readonly string[],
  rng: Rng,
): ParsedHomebrew<K> {
  return parseHomebrew(kind, maskProfanity(raw, blocklist, rng));
}
