// Every key the product keeps in the browser's localStorage and sessionStorage, in one place, with one naming
// convention and one way to set aside a value that cannot be read. The shell, the stores and the areas all
// share one origin's storage: a key written by one is read by another after an upgrade, so each name is
// made here and nowhere else (a test scans the sources for key literals outside this module).
//
// Naming: `duality.` then dot-separated segments of lowercase letters, digits and hyphens. A value that
// belongs to someone has its owner (a user id, or `visitor` before signing in) or its record as a segment.
// Setting aside: an unreadable value under `key` moves, unchanged, to `key.set-aside` (or
// `key.set-aside.<n>` when an earlier copy is already there: a copy is never overwritten), and the original
// key is freed so the next start is clean.

/** The owner segment of a draft made before signing in. */
export const VISITOR = 'visitor';

/** Whose drafts: a signed-in user's id, or the visitor's. */
export type DraftOwner = string;

/** The owner of the drafts of `userId` (null or undefined: the signed-out visitor). */
export const draftOwnerOf = (userId: string | null | undefined): DraftOwner => userId ?? VISITOR;

const keyOf = (...segments: (string | number)[]): string => ['duality', ...segments].join('.');

/** The keys of the builder's draft of one owner (they move together). */
export interface BuilderDraftKeys {
  character: string;
  page: string;
  /** Where to go once the character is saved, when a page sent the player to build one (an invite). */
  returnTo: string;
}

/** The product's localStorage keys, by the layer that owns them. */
export const storageKeys = {
  // The shell.
  /** The analytics consent record (Accept or Decline, and when). */
  consent: keyOf('consent'),
  /** A consent given outside the dialog (counts as a grant). */
  consentConfirmed: keyOf('consent-confirmed'),
  /** QA pins of areas to a version (development tools). */
  areaPins: keyOf('area-pins'),
  /** The random device id a signed-out visitor's rollout bucket is made from. */
  deviceId: keyOf('device-id'),
  // The stores.
  /** Unsynced character edits of one user. */
  characterOutbox: (userId: string) => keyOf('characters', 'outbox', userId),
  /** Bookmark and collection saves of one user not yet accepted by the server. */
  collectionOutbox: (userId: string) => keyOf('homebrew', 'collection-outbox', userId),
  // The areas.
  /** The sheet settings of one character (print options, fanfare, the Druid's form). */
  sheetSettings: (characterId: number) => keyOf('sheet-settings', characterId),
  /** The builder's draft of one owner. */
  builderDraft: (owner: DraftOwner): BuilderDraftKeys => ({
    character: keyOf('builder', owner, 'character'),
    page: keyOf('builder', owner, 'page'),
    returnTo: keyOf('builder', owner, 'return-to'),
  }),
  /** A homebrew editor's draft of one owner, kind and record (`new` before it has an id). */
  homebrewDraft: (owner: DraftOwner, kind: string, id: string | null) =>
    keyOf('homebrew', owner, 'draft', kind, id ?? 'new'),
} as const;

/** The product's sessionStorage keys (per tab). */
export const sessionStorageKeys = {
  /** When this tab last reloaded for a new build of the shell (the guard against reload loops). */
  newBuildReloadAt: keyOf('new-build-reload-at'),
} as const;

/**
 * supabase-js keeps its session under `sb-<project>-auth-token` (its default key, which the product does not
 * override): not ours to name, but listed here so nobody else spells it.
 */
export const isSupabaseSessionKey = (key: string | null): boolean =>
  key !== null && key.startsWith('sb-') && key.endsWith('-auth-token');

/**
 * Campaign rolls of one user not yet published to the campaign (made offline). Its own export, not a member of
 * `storageKeys`, so the object's shape (a shared surface) stays as it was.
 */
export const rollOutboxKey = (userId: string): string => keyOf('rolls', 'outbox', userId);

/** What the stores keep of one user for offline use: the last copy the server gave of each kind. */
export type KeptCopyKind = 'characters' | 'homebrew';

/**
 * The last copy the server gave of one user's `kind` (their characters, their homebrew), kept so the product
 * opens with no network (`duality.kept.{user}.{kind}`). Its own export, like `rollOutboxKey`.
 */
export const keptCopyKey = (userId: string, kind: KeptCopyKind): string => keyOf('kept', userId, kind);

/**
 * Which server id each character built offline on this device was given, per user (`duality.characters.
 * aliases.{user}`): the device's id stays a working address after the sync and after a reload.
 */
export const characterAliasesKey = (userId: string): string => keyOf('characters', 'aliases', userId);

/**
 * Where the key that opens one user's sealed data (private-keys.ts) is kept while that user is signed in on
 * this browser (`duality.seal-key.{user}`); removed when the session ends, so the sealed data stays shut until
 * the server gives the key again to that user's next session.
 */
export const sealKeyKey = (userId: string): string => keyOf('seal-key', userId);

/** The start of every kept seal key (to remove them all when nobody is signed in). */
export const sealKeyPrefix = `${keyOf('seal-key')}.`;
