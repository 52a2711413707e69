// How a character edit reaches the server, for the sync engine: one call of the database function
// save_character, which writes the character at the revision it is based on and, in a campaign, its dashboard
// row in the same transaction (the game master's row follows the committed save, never the intent to edit).
// A refusal as stale (409) is resolved here: the server already holds the edit (adopt its revision), only
// server columns moved (rebase; a kick is told), or a real conflict (held for the player's choice).
import { characterSchema, type Character, type DashboardSummary } from '@duality/rules';
import type { Json } from '@duality/supabase';
import { characterRowSchema, type CharacterRow } from '../rows/character-rows';
import { oneRow } from '../rows/read-rows';
import { runQuery, toastError, type DbContext } from '../shared/db';
import { asJson } from '../shared/json';
import { canonicalJson } from '../shared/session';
import type { SendOutcome } from '../shared/sync-engine';
import type { CharacterEntry, CharacterStoreDeps, CharactersState } from './character-types';
import type { OutboxEntry } from './outbox';
import { sendCreate, type KeptCharacters } from './character-offline';
import { newClientKey } from './character-insert-once';
import type { CharacterAliases } from './character-aliases';

/** Told when a save finds the character was taken out of its campaign (left elsewhere, or kicked). */
export const noLongerInCampaign = (name: string): string =>
  `${name || 'This character'} is no longer in that campaign. Your changes are saved to the character only.`;

/** What the sync functions share with the character store. */
export interface CharacterCore {
  deps: CharacterStoreDeps;
  ctx: DbContext;
  readonly state: CharactersState;
  set(patch: Partial<CharactersState>): void;
  setEntry(entry: CharacterEntry): void;
  get(id: number): CharacterEntry | undefined;
  /** The server's document as last read or accepted, per id: tells a real conflict from a server-side move. */
  synced: Map<number, string>;
  /** Parses a row into a character (toasting a row that does not fit). */
  parse(row: CharacterRow): Character | null;
  /** The last copy the server gave, kept on this device for offline use (null while signed out). */
  readonly kept: KeptCharacters | null;
  /** Device ids of characters built offline → the ids the server gave them once inserted (kept per user). */
  readonly aliases: CharacterAliases;
}

const readRow = oneRow(characterRowSchema, 'character');

/** The campaign lives in its own column, owned by the server (join-campaign); the document never carries it. */
export function stripCampaign(character: Character): Omit<Character, 'campaign'> {
  const { campaign: _campaign, ...rest } = character;
  return rest;
}

/** The document as the `data` column's type (checked to be JSON data: shared/json.ts). */
export const toDocument = (document: Omit<Character, 'campaign'> | DashboardSummary): Json =>
  asJson(document);

export const documentOf = (character: Character): string => canonicalJson(stripCampaign(character));

/** The outbox entry of an edit, with the server document it is based on. */
export const editEntry = (core: CharacterCore, id: number, character: Character, revision: number) => ({
  character,
  revision,
  base: core.synced.get(id) ?? null,
});

/**
 * The sync engine's `send` for characters. `isLatest` tells whether an entry is still the newest waiting for
 * its key: a failed push is not tried again once a newer change waits (that one goes alone, one write).
 */
export function characterSender(core: CharacterCore, isLatest: (key: string, entry: OutboxEntry) => boolean) {
  const { deps, ctx } = core;
  return async (key: string, entry: OutboxEntry, signal: AbortSignal): Promise<SendOutcome<OutboxEntry>> => {
    const id = core.aliases.get(Number(key)) ?? Number(key);
    const current = core.get(id);
    const parsed = characterSchema.safeParse(entry.character);
    if (!current || !parsed.success) return { kind: 'refused' };
    const character = parsed.data;
    if (entry.create && id === Number(key)) {
      // A creation kept before creations had keys: given one (kept in the outbox) before it is sent.
      if (!entry.clientKey) return { kind: 'again', entry: { ...entry, clientKey: newClientKey() } };
      return sendCreate(core, id, character, entry.clientKey, signal);
    }
    const revision = entry.revision ?? current.revision;
    const document = documentOf(character);
    // The server already holds this very document (a retry that an earlier push has answered): sending it
    // again would only write a second revision of the same change.
    if (core.synced.get(id) === document && !entry.republish) return { kind: 'saved' };
    // The dashboard row's class text and track sizes need the catalog; the database takes the rest from the
    // document itself. Without a catalog (built-in content unreachable) the row keeps its class and sizes.
    const summary =
      character.campaign !== null && deps.summarize
        ? await deps.summarize(character).catch(() => null)
        : null;
    const res = await runQuery(
      ctx,
      () =>
        deps.client
          .rpc('save_character', {
            p_id: id,
            p_expected_revision: revision,
            p_version: character.version,
            p_data: toDocument(stripCampaign(character)),
            p_summary: summary ? toDocument(summary) : null,
          })
          .abortSignal(signal)
          .single(),
      readRow,
      // A tap made while this push failed is not sent after an older retry of it: the newer entry goes alone.
      { toast: false, retryWhile: () => isLatest(key, entry) },
    );
    if (res.ok) {
      const row = res.data;
      core.synced.set(id, document);
      const latest = core.get(id);
      if (latest) core.setEntry({ ...latest, revision: row.revision });
      core.kept?.put({ id, revision: row.revision, character: { ...character, campaign: row.campaign } });
      return {
        kind: 'saved',
        rebase: (pending) => ({ ...pending, revision: row.revision, base: document, republish: false }),
      };
    }
    if (res.network) return { kind: 'unreachable' };
    if (res.status === 409 || res.code === 'PT409')
      return onStale(core, id, character, revision, res.message);
    toastError(deps.bus, res.message); // kept in the outbox and locally; retried at the next flush or load
    return { kind: 'refused' };
  };
}

/** A push refused as stale: what the server holds decides between adopting, rebasing and a conflict. */
async function onStale(
  core: CharacterCore,
  id: number,
  tried: Character,
  triedRevision: number,
  message: string,
): Promise<SendOutcome<OutboxEntry>> {
  const { deps, ctx } = core;
  const res = await runQuery(
    ctx,
    () => deps.client.from('characters').select('*').eq('id', id).single(),
    readRow,
  );
  const current = core.get(id);
  if (!res.ok || !current) return res.ok ? { kind: 'refused' } : { kind: 'unreachable' };
  const row = res.data;
  const theirs = core.parse(row);
  if (!theirs) return { kind: 'refused' };
  const theirsDocument = documentOf(theirs);
  // The server already holds exactly the latest edit (a push given up on that landed): adopt its revision.
  if (theirsDocument === documentOf(current.character)) {
    core.synced.set(id, theirsDocument);
    core.setEntry({ ...current, revision: row.revision });
    return { kind: 'settled' };
  }
  // The server holds the very document that was pushed: an earlier push of it was applied but its answer was
  // lost. That is this edit, not a conflict; a newer edit goes on top of it.
  if (row.revision !== triedRevision && theirsDocument === documentOf(tried)) {
    core.synced.set(id, theirsDocument);
    core.setEntry({ ...current, revision: row.revision });
    return {
      kind: 'saved',
      rebase: (pending) => ({ ...pending, revision: row.revision, base: theirsDocument }),
    };
  }
  // Only server-owned columns moved (joining, leaving, a kick): the document is what we last saw, so the
  // player's edit applies on top without asking. (Only when the server really moved on: a refusal at the
  // same revision must not loop.)
  if (row.revision !== triedRevision && theirsDocument === core.synced.get(id)) {
    if (current.character.campaign !== null && row.campaign === null) {
      toastError(deps.bus, noLongerInCampaign(current.character.name));
    }
    const character = { ...current.character, campaign: row.campaign };
    core.setEntry({ ...current, revision: row.revision, character });
    return { kind: 'again', entry: { character, revision: row.revision, base: theirsDocument } };
  }
  toastError(deps.bus, message);
  const conflict = { id, mine: current.character, theirs, theirsRevision: row.revision, message };
  core.set({ conflicts: [...core.state.conflicts.filter((c) => c.id !== id), conflict] });
  return { kind: 'held' };
}
