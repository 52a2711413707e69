// The builder's draft in the browser's storage: the character and the current page, each under its own key,
// one draft per owner (the signed-in user, or the visitor before signing in), so on a shared device nobody
// meets another's draft. A user who has no draft of their own is given the one they started as a visitor,
// once (adoptVisitorDraft of @duality/platform/storage-keys). What is read back is parsed with the rules
// (older versions migrated); a draft that cannot be read is set aside, so nothing the player typed is
// destroyed, and the builder starts a new character.
import {
  adoptVisitorDraft,
  setAside,
  storageKeys,
  VISITOR,
  type BuilderDraftKeys,
  type DraftOwner,
} from '@duality/platform/storage-keys';
import { loadCharacter, newCharacter, safeRedirect, type Character } from '@duality/rules';

/** Synchronous key-value storage: the browser's localStorage, or a Map-backed stand-in in tests. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The keys of one owner's draft (an unreadable character is set aside beside its key). */
export const draftKeysOf = (owner: DraftOwner): BuilderDraftKeys => storageKeys.builderDraft(owner);

const slots = (keys: BuilderDraftKeys) => [keys.character, keys.page, keys.returnTo];

export interface LoadedDraft {
  character: Character;
  page: number;
  /** Set when a stored draft could not be read and was set aside: what to tell the player. */
  setAsideMessage: string | null;
}

/**
 * Reads the owner's stored draft (a user without one first adopts the visitor's); the page falls back to 0
 * when it is not a non-negative integer. A draft that cannot be read is reported, with a new character, but
 * left in place: a render calls this, and only a committed one may move it (`setAsideDraft`), since React
 * can render and throw away a component before it mounts it.
 */
export function readDraft(storage: DraftStorage, owner: DraftOwner): LoadedDraft {
  const keys = draftKeysOf(owner);
  if (owner !== VISITOR) adoptVisitorDraft(storage, slots(draftKeysOf(VISITOR)), slots(keys));
  const page = parsePage(storage.getItem(keys.page));
  const raw = storage.getItem(keys.character);
  if (raw === null) return { character: newCharacter(), page, setAsideMessage: null };
  const problem = readProblem(raw);
  if (problem.ok) return { character: problem.character, page, setAsideMessage: null };
  return {
    character: newCharacter(),
    page: 0,
    setAsideMessage: `Your saved draft could not be read (${problem.error}), so it was set aside and a new character was started.`,
  };
}

/** Moves an unreadable stored draft aside and starts the pages over (a readable one, or none, is left alone). */
export function setAsideDraft(storage: DraftStorage, owner: DraftOwner): void {
  const keys = draftKeysOf(owner);
  const raw = storage.getItem(keys.character);
  if (raw === null || readProblem(raw).ok) return;
  setAside(storage, keys.character);
  storage.setItem(keys.page, '0');
}

/** Saves the character at once (every update does). */
export function saveDraftCharacter(storage: DraftStorage, owner: DraftOwner, character: Character): void {
  storage.setItem(draftKeysOf(owner).character, JSON.stringify(character));
}

/** Saves the page the player is on. */
export function saveDraftPage(storage: DraftStorage, owner: DraftOwner, page: number): void {
  storage.setItem(draftKeysOf(owner).page, String(page));
}

/** Forgets the draft (and the way back) after the character was saved to the account. */
export function clearDraft(storage: DraftStorage, owner: DraftOwner): void {
  for (const key of slots(draftKeysOf(owner))) storage.removeItem(key);
}

/**
 * Keeps the way back a page asked for with `?redirect=` until the character is saved, across steps, reloads
 * and a detour through the login page. Only a path inside this site is kept (the login page's rule).
 */
export function saveReturnPath(storage: DraftStorage, owner: DraftOwner, target: string | null): void {
  const safe = target === null ? '' : safeRedirect(target, '');
  if (safe !== '') storage.setItem(draftKeysOf(owner).returnTo, safe);
}

/** The kept way back, or null when the builder was opened on its own. */
export function loadReturnPath(storage: DraftStorage, owner: DraftOwner): string | null {
  const safe = safeRedirect(storage.getItem(draftKeysOf(owner).returnTo), '');
  return safe === '' ? null : safe;
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 0;
  const page = Number(raw);
  return Number.isSafeInteger(page) ? page : 0;
}

type ReadResult = { ok: true; character: Character } | { ok: false; error: string };

function readProblem(raw: string): ReadResult {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'it is not valid JSON' };
  }
  const loaded = loadCharacter(json);
  return loaded.ok
    ? { ok: true, character: loaded.character }
    : { ok: false, error: firstLine(loaded.error) };
}

function firstLine(text: string): string {
  const line = text.split('\n')[0] ?? text;
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}
