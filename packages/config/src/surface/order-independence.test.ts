// The surface is the same whatever order the compiler meets the files in. The checker prints a union's
// members, and a mapped type's keys, in the order it created their types, so a package read from its other
// entry first prints `'error' | 'success' | 'info'` where it printed `'success' | 'info' | 'error'`: the record
// made on one machine would be refused on the next. Here a small package whose two entries create the same
// literal types in different orders is read forwards and backwards (entries and folder listings reversed):
// the two surfaces are identical, and each union, object and overload list comes out sorted.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { canonicalType } from './canonical-type';
import { judgePackages } from './surface-files';

let root: string;
let dir: string;
let tsconfig: string;

const first = `export const tones = ['success', 'info', 'error'] as const;
export type Tone = (typeof tones)[number];
export type ToneNames = { [K in Tone]: K };
export interface Toast { tone: Tone; id?: string; at: number }
export declare function pick(x: string): 'success';
export declare function pick(x: number): 'error';
`;
const second = `export const order = ['error', 'success', 'info'] as const;
export type Mood = 'info' | 'error' | 'success' | 'calm';
export type Both = { tone: 'info' } & { level: 'error' | 'success' };
`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'surface-order-'));
  tsconfig = join(root, 'tsconfig.json');
  writeFileSync(tsconfig, JSON.stringify({ compilerOptions: { strict: true, lib: ['ES2023'], types: [] } }));
  dir = join(root, 'packages/sample');
  mkdirSync(join(dir, 'src'), { recursive: true });
  const exports = { './first': './src/first.ts', './second': './src/second.ts' };
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: '@duality/sample', version: '1.0.0', exports }),
  );
  writeFileSync(join(dir, 'src/first.ts'), first);
  writeFileSync(join(dir, 'src/second.ts'), second);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('a package read forwards and backwards has one surface', () => {
  const forwards = judgePackages(root, [dir], { tsconfig })[0]!.current;
  const backwards = judgePackages(root, [dir], { tsconfig, backwards: true })[0]!.current;
  expect(backwards).toEqual(forwards);
  expect(forwards.entries['./second']!.Mood).toBe(`type = 'calm' | 'error' | 'info' | 'success'`);
  expect(forwards.entries['./first']!.Tone).toBe(`type = 'error' | 'info' | 'success'`);
  expect(forwards.entries['./first']!.ToneNames).toBe(
    `type = { error: 'error'; info: 'info'; success: 'success'; }`,
  );
  expect(forwards.entries['./first']!.Toast).toBe(
    `interface { at: number; id?: string | undefined; tone: 'error' | 'info' | 'success' }`,
  );
  expect(forwards.entries['./first']!.pick).toBe(`{ (x: number): 'error'; (x: string): 'success'; }`);
  expect(forwards.entries['./second']!.Both).toBe(
    `type = { level: 'error' | 'success'; } & { tone: 'info'; }`,
  );
}, 180_000);

test('canonical form sorts unions, intersections and object members, and keeps tuples and parameters', () => {
  expect(canonicalType(`{ b: 'y' | 'x'; a: [2, 1] }`)).toBe(`{ a: [2, 1]; b: 'x' | 'y'; }`);
  expect(canonicalType(`(b: string, a: number) => B & A`)).toBe(`(b: string, a: number) => A & B`);
  expect(canonicalType(`Map<'b' | 'a', string | null>`)).toBe(`Map<'a' | 'b', null | string>`);
  expect(canonicalType(`'b' | 'a' | 'b'`)).toBe(`'a' | 'b'`);
  expect(() => canonicalType(`{ a: `)).toThrow(/does not read back/);
});
