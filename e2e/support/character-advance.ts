// The level-up, Beastform and companion specs' API side: the signed-up user's own supabase-js client (their
// session, so row-level security applies as in the app) to create characters and read back what was saved.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import WebSocket from 'ws';
import type { TestAccount } from './account';
import { testBaseUrl } from './ports';

/** A supabase-js client signed in as the account, against the backend the product's /config.json names. */
export async function userClient(account: TestAccount): Promise<SupabaseClient> {
  const res = await fetch(`${testBaseUrl}/config.json`);
  const config = (await res.json()) as { supabaseUrl: string; supabaseAnonKey: string };
  const client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket of its own; the client wants one even when realtime is not used.
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({
    email: account.email,
    password: account.password,
  });
  if (error) throw new Error(`sign-in for the API failed: ${error.message}`);
  return client;
}

/** The fields of a saved character these specs read; the rest of the document is left alone. */
export interface SavedCharacter {
  level: number;
  subclass: string[];
  multiclass: { class: string; subclass: string; domain: string } | null;
  experience: { name: string; score: number }[];
  traitMarks: Record<string, boolean>;
  domainCards: { loadout: string[]; vault: string[] };
  levelSelections: { level: number; type: string }[];
  companion: {
    name: string;
    species: string;
    attack: { name: string } | null;
    experience: { name: string; score: number }[];
    levelSelections: { level: number; value: unknown }[];
  } | null;
}

type Doc = Record<string, unknown>;
const isDoc = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (what: string): never => {
  throw new Error(`the saved character has no valid ${what}`);
};
const str = (v: unknown, what: string): string => (typeof v === 'string' ? v : fail(what));
const num = (v: unknown, what: string): number => (typeof v === 'number' ? v : fail(what));
const list = (v: unknown, what: string): unknown[] => (Array.isArray(v) ? v : fail(what));
const doc = (v: unknown, what: string): Doc => (isDoc(v) ? v : fail(what));
const experiences = (v: unknown) =>
  list(v, 'experience').map((e) => ({
    name: str(doc(e, 'experience').name, 'experience name'),
    score: num(doc(e, 'experience').score, 'experience score'),
  }));

/** Parses the fields above out of a character document, failing loudly on a wrong shape. */
export function parseSavedCharacter(data: unknown): SavedCharacter {
  const d = doc(data, 'document');
  const mc = d.multiclass === null || d.multiclass === undefined ? null : doc(d.multiclass, 'multiclass');
  const cards = doc(d.domainCards, 'domainCards');
  const comp = d.companion === null || d.companion === undefined ? null : doc(d.companion, 'companion');
  const traits = ['agility', 'strength', 'finesse', 'instinct', 'presence', 'knowledge'];
  return {
    level: num(d.level, 'level'),
    subclass: list(d.subclass, 'subclass').map((s) => str(s, 'subclass')),
    multiclass: mc
      ? {
          class: str(mc.class, 'class'),
          subclass: str(mc.subclass, 'subclass'),
          domain: str(mc.domain, 'domain'),
        }
      : null,
    experience: experiences(d.experience),
    traitMarks: Object.fromEntries(traits.map((t) => [t, doc(d[t], t).upgraded === true])),
    domainCards: {
      loadout: list(cards.loadout, 'loadout').map((c) => str(c, 'card')),
      vault: list(cards.vault, 'vault').map((c) => str(c, 'card')),
    },
    levelSelections: list(d.levelSelections, 'levelSelections').map((s) => ({
      level: num(doc(s, 'selection').level, 'selection level'),
      type: str(doc(s, 'selection').type, 'selection type'),
    })),
    companion: comp
      ? {
          name: str(comp.name, 'companion name'),
          species: str(comp.species, 'companion species'),
          attack: comp.attack === null ? null : { name: str(doc(comp.attack, 'attack').name, 'attack name') },
          experience: experiences(comp.experience),
          levelSelections: list(comp.levelSelections, 'companion levelSelections').map((s) => ({
            level: num(doc(s, 'companion selection').level, 'companion selection level'),
            value: doc(s, 'companion selection').value,
          })),
        }
      : null,
  };
}

/**
 * Creates one of the user's characters from a partial document: the app fills every missing field with its
 * default when it loads the character.
 */
export async function createCharacter(client: SupabaseClient, data: Doc): Promise<number> {
  const { data: row, error } = await client
    .from('characters')
    .insert({ version: '2.0', data })
    .select('id')
    .single<{ id: number }>();
  if (error || !row) throw new Error(`creating the character failed: ${error?.message}`);
  return row.id;
}

/** The character as the server holds it. */
export async function readCharacter(client: SupabaseClient, id: number): Promise<SavedCharacter> {
  const { data: row, error } = await client
    .from('characters')
    .select('version, data')
    .eq('id', id)
    .single<{ version: string; data: Record<string, unknown> }>();
  if (error || !row) throw new Error(`reading character ${id} failed: ${error?.message}`);
  return parseSavedCharacter(row.data);
}

/** Waits until the server's copy of the character satisfies `check` (saves are debounced). */
export async function expectSaved(
  client: SupabaseClient,
  id: number,
  check: (c: SavedCharacter) => boolean,
  message: string,
): Promise<SavedCharacter> {
  let latest: SavedCharacter | undefined;
  await expect
    .poll(
      async () => {
        // Until the app's first save, the server holds the partial document the test created.
        latest = await readCharacter(client, id).catch(() => undefined);
        return latest !== undefined && check(latest);
      },
      { message, timeout: 15_000 },
    )
    .toBe(true);
  return latest!;
}

/** Opens one of the advance pages and waits for its heading (the character loaded). */
export async function openAdvancePage(page: Page, path: string, heading: RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A level-1 character of a class with its subclass, traits, two Experiences and starting cards. */
export const starter = (input: Doc): Doc => ({
  agility: { score: 2 },
  strength: { score: 1 },
  finesse: { score: 1 },
  instinct: { score: 0 },
  presence: { score: 0 },
  knowledge: { score: -1 },
  experience: [{ name: 'Soldier' }, { name: 'Cook' }],
  ...input,
});
