// Inserting a character exactly once. The device makes a key (a uuid) when the character is first built and
// sends it with every try of the insert: the database holds one character per (owner, key), so a try whose
// answer was lost after the server committed it (the connection dropped, a timeout aborted it) leaves the row
// in place, and the next try finds that row by its key instead of creating a second copy.
import type { Character } from '@duality/rules';
import { characterRowSchema, type CharacterRow } from '../rows/character-rows';
import { maybeRow, oneRow } from '../rows/read-rows';
import { runQuery, type QueryOutcome } from '../shared/db';
import { stripCampaign, toDocument, type CharacterCore } from './character-sync';

/** A new key for a character built on this device (a random uuid, version 4). */
export function newClientKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const readInserted = maybeRow(characterRowSchema, 'character');
const readKept = oneRow(characterRowSchema, 'character');

/** The row the server holds for the key, and whether this very try inserted it (false: an earlier one did). */
export type InsertedOnce = { row: CharacterRow; inserted: boolean };

/** Inserts the character under the key, or reads the row an earlier try of the same insert left. */
export async function insertOnce(
  core: CharacterCore,
  character: Character,
  clientKey: string,
  signal?: AbortSignal,
): Promise<QueryOutcome<InsertedOnce>> {
  const { client } = core.deps;
  const res = await runQuery(
    core.ctx,
    () => {
      const row = {
        data: toDocument(stripCampaign(character)),
        version: character.version,
        client_key: clientKey,
      };
      const query = client
        .from('characters')
        .upsert(row, { onConflict: 'user_id,client_key', ignoreDuplicates: true });
      return (signal ? query.abortSignal(signal) : query).select('*').maybeSingle();
    },
    readInserted,
    { toast: false },
  );
  if (!res.ok) return res;
  if (res.data) return { ok: true, data: { row: res.data, inserted: true } };
  // Nothing inserted: the key is already there (an earlier try landed). Only the caller's own rows are read.
  const kept = await runQuery(
    core.ctx,
    () => {
      const query = client.from('characters').select('*').eq('client_key', clientKey);
      return (signal ? query.abortSignal(signal) : query).single();
    },
    readKept,
    { toast: false },
  );
  return kept.ok ? { ok: true, data: { row: kept.data, inserted: false } } : kept;
}
