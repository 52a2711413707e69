// Test helper: where the SRD sources are, and their text as 8-word shingles for the overlap check.
// Only tests import this (it touches the file system); the product never reads ../shared.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** ../shared/srd beside the repository (override with DUALITY_SRD). */
export const SRD_ROOT = process.env.DUALITY_SRD ?? resolve(repoRoot, '../shared/srd');
export const SRD_AVAILABLE = existsSync(join(SRD_ROOT, 'daggersearch/core/weapons.json'));

// CI always has shared/ beside the clone (.ci/run sets DUALITY_REQUIRE_SRD): there a missing SRD is a failure,
// never a quiet skip. Elsewhere (a user's clone) the suites that need it say they are skipped and why.
if (!SRD_AVAILABLE && process.env.DUALITY_REQUIRE_SRD === '1') {
  throw new Error(`DUALITY_REQUIRE_SRD is set but the SRD sources are missing at ${SRD_ROOT}.`);
}
if (!SRD_AVAILABLE) {
  console.warn(
    `[rules] SRD sources not found at ${SRD_ROOT}: skipping the fidelity and 8-word overlap tests.`,
  );
}

/** `describe` for a suite that reads the SRD sources: skipped, with the reason, where they are missing. */
export const srdSuite = SRD_AVAILABLE ? describe : describe.skip;

/** Reads a JSON source file, dropping a byte-order mark. */
export function readSource<T = unknown>(...parts: string[]): T {
  return JSON.parse(readFileSync(join(SRD_ROOT, ...parts), 'utf8').replace(/^\uFEFF/, '')) as T;
}

/** Lower-case words, punctuation and markup removed, for comparing prose. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, ' ')
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** All runs of `n` consecutive words in `text`. */
export function shingles(text: string, n = 8): string[] {
  const w = words(text);
  const out: string[] = [];
  for (let i = 0; i + n <= w.length; i++) out.push(w.slice(i, i + n).join(' '));
  return out;
}

const strings = (v: unknown, out: string[]): string[] => {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
  return out;
};

/** Every 8-word run in every SRD source file (JSON strings and the rules chapters). */
export function srdShingles(n = 8): Set<string> {
  const set = new Set<string>();
  const add = (text: string) => {
    for (const s of shingles(text, n)) set.add(s);
  };
  for (const dir of ['daggersearch/core', 'seansbox', 'daggerheart-data/core', 'derived']) {
    for (const f of readdirSync(join(SRD_ROOT, dir)).filter((x) => x.endsWith('.json'))) {
      for (const s of strings(readSource(dir, f), [])) add(s);
    }
  }
  const chapters = join(SRD_ROOT, 'seansbox/rules-chapters');
  for (const f of readdirSync(chapters)) add(readFileSync(join(chapters, f), 'utf8'));
  return set;
}
