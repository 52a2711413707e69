// The builder's draft in the browser's storage: the character and the current page, each under its own key.
// What is read back is parsed with the rules (older versions migrated); a draft that cannot be read is moved
// to the set-aside key, so nothing the player typed is destroyed, and the builder starts a new character.
import { loadCharacter, newCharacter, safeRedirect, type Character } from '@duality/rules';

/** Synchronous key-value storage: the browser's localStorage, or a Map-backed stand-in in tests. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const DRAFT_KEYS = {
  character: 'duality.builder.character',
  page: 'duality.builder.page',
  /** Where an unreadable draft is kept, untouched, instead of being overwritten. */
  setAside: 'duality.builder.character.set-aside',
  /** Where to go once the character is saved, when a page sent the player here to build one (an invite). */
  returnTo: 'duality.builder.return-to',
} as const;

export interface LoadedDraft {
  character: Character;
  page: number;
  /** Set when a stored draft could not be read and was set aside: what to tell the player. */
  setAsideMessage: string | null;
}

/** Reads the stored draft; the page falls back to 0 when it is not a non-negative integer. */
export function loadDraft(storage: DraftStorage): LoadedDraft {
  const page = parsePage(storage.getItem(DRAFT_KEYS.page));
  const raw = storage.getItem(DRAFT_KEYS.character);
  if (raw === null) return { character: newCharacter(), page, setAsideMessage: null };
  const problem = readProblem(raw);
  if (problem.ok) return { character: problem.character, page, setAsideMessage: null };
  storage.setItem(DRAFT_KEYS.setAside, raw);
  storage.removeItem(DRAFT_KEYS.character);
  storage.setItem(DRAFT_KEYS.page, '0');
  return {
    character: newCharacter(),
    page: 0,
    setAsideMessage: `Your saved draft could not be read (${problem.error}), so it was set aside and a new character was started.`,
  };
}

/** Saves the character at once (every update does). */
export function saveDraftCharacter(storage: DraftStorage, character: Character): void {
  storage.setItem(DRAFT_KEYS.character, JSON.stringify(character));
}

/** Saves the page the player is on. */
export function saveDraftPage(storage: DraftStorage, page: number): void {
  storage.setItem(DRAFT_KEYS.page, String(page));
}

/** Forgets the draft (and the way back) after the character was saved to the account. */
export function clearDraft(storage: DraftStorage): void {
  storage.removeItem(DRAFT_KEYS.character);
  storage.removeItem(DRAFT_KEYS.page);
  storage.removeItem(DRAFT_KEYS.returnTo);
}

/**
 * Keeps the way back a page asked for with `?redirect=` until the character is saved, across steps, reloads
 * and a detour through the login page. Only a path inside this site is kept (the login page's rule).
 */
export function saveReturnPath(storage: DraftStorage, target: string | null): void {
  const safe = target === null ? '' : safeRedirect(target, '');
  if (safe !== '') storage.setItem(DRAFT_KEYS.returnTo, safe);
}

/** The kept way back, or null when the builder was opened on its own. */
export function loadReturnPath(storage: DraftStorage): string | null {
  const safe = safeRedirect(storage.getItem(DRAFT_KEYS.returnTo), '');
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
