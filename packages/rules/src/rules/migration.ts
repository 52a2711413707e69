// Character and homebrew migrations, run when an older save is loaded: each step lifts one version to the
// next until the current version. The homebrew registry exists so data migrations have a home, but none are
// registered.
import { CHARACTER_VERSION } from '../constants';
import { z } from '@duality/libs/zod';
import { characterSchema, type Character } from '../schemas/character';

/** One step: takes a record of version `from` and returns one of version `to`. */
export interface Migration {
  from: string;
  to: string;
  migrate: (record: Record<string, unknown>) => Record<string, unknown>;
}

/** Message shown while a character is migrated. */
export const MIGRATING_MESSAGE = 'Migrating your character to the latest version of the character sheet...';

const asList = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : v === null || v === undefined || v === '' ? [] : [v];

/**
 * 1.x sheets kept one ancestry and one subclass as plain ids, traits as bare numbers and no version string
 * beyond "1.0"; 2.0 keeps lists and {score, upgraded} per trait.
 */
const v1ToV2: Migration = {
  from: '1.0',
  to: '2.0',
  migrate: (old) => {
    const next: Record<string, unknown> = { ...old, version: '2.0' };
    next.ancestry = asList(old.ancestry);
    next.subclass = asList(old.subclass);
    for (const trait of ['agility', 'strength', 'finesse', 'instinct', 'presence', 'knowledge']) {
      const v = old[trait];
      if (typeof v === 'number' || v === null) next[trait] = { score: v, upgraded: false };
    }
    return next;
  },
};

/** Registered character migrations, keyed by the version they start from. */
export const CHARACTER_MIGRATIONS: ReadonlyMap<string, Migration> = new Map([[v1ToV2.from, v1ToV2]]);
/** Registered homebrew migrations: none yet. */
export const HOMEBREW_MIGRATIONS: ReadonlyMap<string, Migration> = new Map();

/** Reads the version of a saved record; records without one are the oldest format, "1.0". */
export function versionOf(record: Record<string, unknown>): string {
  const v = record.version;
  if (typeof v === 'number') return Number.isInteger(v) ? `${v}.0` : String(v);
  return typeof v === 'string' && v !== '' ? v : '1.0';
}

/** True when the saved character is older than the current version and must be migrated. */
export function needsMigration(record: Record<string, unknown>): boolean {
  return versionOf(record) !== CHARACTER_VERSION;
}

/** Applies registered steps from the record's version up to `target`; throws when no path exists. */
export function runMigrations(
  record: Record<string, unknown>,
  registry: ReadonlyMap<string, Migration>,
  target: string,
): Record<string, unknown> {
  let current = { ...record };
  const seen = new Set<string>();
  while (versionOf(current) !== target) {
    const from = versionOf(current);
    const step = registry.get(from);
    if (!step || seen.has(from)) throw new Error(`No migration from version ${from} to ${target}`);
    seen.add(from);
    current = { ...step.migrate(current), version: step.to };
  }
  return current;
}

/** Migrates a saved character of any known version to 2.0 and parses it (defaults fill missing fields). */
export function migrateCharacter(record: Record<string, unknown>): Character {
  return characterSchema.parse(runMigrations(record, CHARACTER_MIGRATIONS, CHARACTER_VERSION));
}

export type LoadedCharacter =
  { ok: true; character: Character; migrated: boolean } | { ok: false; error: string };

/**
 * Parses a saved character from storage or the network: migrates older versions, fills defaults, and reports
 * bad data as a readable message instead of throwing (STYLE: parse at the boundary).
 */
export function loadCharacter(raw: unknown): LoadedCharacter {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: 'Saved character is not an object' };
  }
  const record = raw as Record<string, unknown>;
  const migrated = needsMigration(record);
  let lifted: Record<string, unknown>;
  try {
    lifted = runMigrations(record, CHARACTER_MIGRATIONS, CHARACTER_VERSION);
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
  const parsed = characterSchema.safeParse(lifted);
  if (!parsed.success)
    return { ok: false, error: `Saved character is invalid: ${z.prettifyError(parsed.error)}` };
  return { ok: true, character: parsed.data, migrated };
}
