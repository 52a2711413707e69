// Each kind of change judged by what it can do to a caller, on a small package of its own (a temporary
// folder): recorded at 1.0.0, then changed in every way at once and judged by the same two compiler programs
// the real check uses. Additions and changes every caller still fits need a minor; removals, renames and
// changes a caller may not fit need a major.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { judgePackages, writeRecorded } from './surface-files';

let root: string;
let tsconfig: string;
let dir: string;

function writePackage(version: string, source: string): void {
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: '@duality/sample', version, exports: { '.': './src/index.ts' } }),
  );
  writeFileSync(join(dir, 'src/index.ts'), source);
}

const judge = () => judgePackages(root, [dir], { tsconfig })[0]!;

const v1 = `
export interface Sheet { name: string }
export function readSheet(): Sheet { return { name: '' }; }
/** @output A row the package reads from the database and hands out. */
export type RollRow = { id: number; total: number };
export type PlainRow = { id: number };
export function roll(sides: number): number { return sides; }
export function open(options: { path: string }): void { void options; }
export function find(): { a: string; b: string } { return { a: '', b: '' }; }
export const LIMIT: number = 3;
export const removed = 1;
export const oldName = 2;
/** @input What callers pass. */
export type RollOptions = { sides: number };
`;

const v2 = `
export interface Sheet { name: string; notes?: string }
export function readSheet(): Sheet { return { name: '' }; }
/** @output A row the package reads from the database and hands out. */
export type RollRow = { id: number; total: number; offline: boolean };
export type PlainRow = { id: number; offline: boolean };
export function roll(sides: number | string): number { return Number(sides); }
export function open(options: { path: string; mode: string }): void { void options; }
export function find(): { a: string } { return { a: '' }; }
export const LIMIT: string = '3';
export const newName = 2;
export const added = 4;
/** @input What callers pass. */
export type RollOptions = { sides: number | 'd20' };
`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'surface-classes-'));
  tsconfig = join(root, 'tsconfig.json');
  writeFileSync(tsconfig, JSON.stringify({ compilerOptions: { strict: true, lib: ['ES2023'], types: [] } }));
  dir = join(root, 'packages/sample');
  mkdirSync(join(dir, 'src'), { recursive: true });
  writePackage('1.0.0', v1);
  writeRecorded(dir, judge().current);
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('every change is judged by whether a caller still fits, not by its text', () => {
  writePackage('1.0.0', v2);
  const verdict = judge();
  expect(verdict.diff).toEqual({
    added: ['added', 'newName'],
    removed: ['oldName', 'removed'],
    // A new optional member, a new column of a row callers only read, a widened parameter, a widened input.
    compatible: ['RollOptions', 'RollRow', 'Sheet', 'roll'],
    changed: [
      'LIMIT (the new one does not fit where callers used the old)',
      // The same new column in a type callers may also build: they would miss it.
      'PlainRow (what callers built for the old one no longer fits)',
      // A narrowed output.
      'find (the new one does not fit where callers used the old)',
      // A new required input member.
      'open (the new one does not fit where callers used the old)',
    ],
  });
  expect(verdict.problem).toContain('needs a major bump: 1.0.0 -> 2.0.0');
}, 180_000);

test('additions and compatible changes alone need a minor, and the names unchanged keep their version', () => {
  const compatibleOnly = v1
    .replace('{ name: string }', '{ name: string; notes?: string }')
    .replace('total: number }', 'total: number; offline: boolean }')
    .replace('roll(sides: number)', 'roll(sides: number | string)')
    .concat('export const added = 4;\n');
  writePackage('1.0.0', compatibleOnly);
  expect(judge().problem).toContain(
    '(changed compatibly RollRow, Sheet, roll; added added) without a version bump; an addition, or a change every caller still fits, needs a minor bump: 1.0.0 -> 1.1.0.',
  );
  writePackage('1.1.0', compatibleOnly);
  const bumped = judge();
  expect(bumped.recordable).toBe(true);
  expect(bumped.current.since).toMatchObject({
    added: '1.1.0',
    RollRow: '1.1.0',
    Sheet: '1.1.0',
    roll: '1.1.0',
    find: '1.0.0',
    readSheet: '1.0.0',
  });
  // readSheet's type names Sheet: what a caller of readSheet gets depends on Sheet's version too.
  expect(bumped.current.uses).toMatchObject({ readSheet: ['Sheet'] });
}, 180_000);

test('a type too long to keep whole cannot be read back, so its change is a major that says why', () => {
  const long = (n: number) =>
    `export type Wide = { ${Array.from({ length: n }, (_, i) => `field${i}?: string;`).join(' ')} };\n`;
  writePackage('1.0.0', long(120));
  writeRecorded(dir, judge().current);
  writePackage('1.0.0', long(121));
  expect(judge().diff?.changed).toEqual([
    'Wide (cannot be compared: its type is longer than 2000 characters, kept as a digest)',
  ]);
}, 180_000);

test("the database's types are recorded by where they come from: a new column changes no package's surface", () => {
  const database = (columns: string) =>
    `export type Database = { public: { Tables: { campaigns: { Row: { ${columns} } } } } };\n`;
  mkdirSync(join(root, 'supabase/types'), { recursive: true });
  writeFileSync(join(root, 'supabase/types/database.ts'), database('id: number; name: string'));
  writeFileSync(
    join(root, 'supabase/types/client.ts'),
    "import type { Database } from './database';\nexport type Client = { read(): Database };\n",
  );
  const source = `export type { Database } from '../../../supabase/types/database';
export type { Client } from '../../../supabase/types/client';
import type { Client } from '../../../supabase/types/client';
export declare function getClient(): Client;
`;
  writePackage('1.0.0', source);
  const first = judge().current;
  expect(first.entries['.']).toEqual({
    Client: 'type from supabase/types/client.ts',
    Database: 'type from supabase/types/database.ts',
    getClient: expect.stringMatching(/^\(\) => .*Client$/),
  });
  writeRecorded(dir, first);
  // The migration adds a column; the types are generated again.
  writeFileSync(
    join(root, 'supabase/types/database.ts'),
    database('id: number; name: string; table_talk: string | null'),
  );
  const after = judge();
  expect(after.diff).toEqual({ added: [], removed: [], changed: [], compatible: [] });
  expect(after.problem).toBeNull();
}, 180_000);
