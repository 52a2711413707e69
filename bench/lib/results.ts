// Machine-readable results: one JSON file per benchmark in bench/results/ (git-ignored) and a summary.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const resultsDir = join(import.meta.dirname, '..', 'results');

/** Writes bench/results/<name>.json. */
export function writeResult(name: string, data: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ name, at: new Date().toISOString(), ...(data as object) }, null, 2)}\n`,
  );
  return file;
}

/** Reads bench/results/<name>.json, or null when that benchmark has not written one. */
export function readResult(name: string): unknown {
  try {
    return JSON.parse(readFileSync(join(resultsDir, `${name}.json`), 'utf8')) as unknown;
  } catch {
    return null;
  }
}
