// Every browser-storage key is named in this folder and nowhere else: this test reads the product's sources
// (the shell, the areas and the browser packages, their tests included) and fails on a key written as a
// literal anywhere else, naming the file and line.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../../..');

/** The product's code: what runs in the browser (the Node tooling of packages/config and the backend aside). */
const scanned = [
  'shell/src',
  ...readdirSync(root)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
  ...['area-kit', 'bus', 'libs', 'platform', 'rules', 'stores', 'supabase', 'ui'].map(
    (name) => `packages/${name}/src`,
  ),
  'packages/stores/test',
];

/** A string that starts like one of our keys, or a storage call given a literal key. */
const strayPatterns = [/['"`]duality[.:]/, /\b(?:getItem|setItem|removeItem)\(\s*['"`]/];

/** The lines of `text` that name a storage key by a literal. */
export function findStrayKeys(text: string): number[] {
  return text
    .split('\n')
    .flatMap((line, i) => (strayPatterns.some((pattern) => pattern.test(line)) ? [i + 1] : []));
}

function sourcesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('storage keys live in one module', () => {
  it('finds a key literal wherever it is written (the check can fail)', () => {
    expect(findStrayKeys("const key = 'duality.builder.character';")).toEqual([1]);
    expect(findStrayKeys('ok\nconst k = `duality:sheet-settings:${id}`;')).toEqual([2]);
    expect(findStrayKeys("storage.getItem('anything')")).toEqual([1]);
    expect(findStrayKeys('window.localStorage.setItem(`x`, value)')).toEqual([1]);
    expect(findStrayKeys("storage.getItem(storageKeys.consent); const name = 'duality-plugin';")).toEqual([]);
  });

  it('appears nowhere in the product outside @duality/platform/storage-keys', () => {
    const files = scanned.flatMap((dir) => sourcesUnder(join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const stray = files
      .filter((file) => !file.startsWith(here))
      .flatMap((file) =>
        findStrayKeys(readFileSync(file, 'utf8')).map((line) => `${relative(root, file)}:${line}`),
      );
    expect(stray).toEqual([]);
  });
});
