import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir, precompressFile } from './precompress';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decompress to the original, in every folder', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'static', 'js'), { recursive: true });
    const code = 'export const answer = () => 42;\n'.repeat(200);
    writeFileSync(join(dir, 'static', 'js', 'index.0123abcd.js'), code);
    writeFileSync(join(dir, 'index.html'), `<html>${'<p>hope</p>'.repeat(200)}</html>`);

    expect(precompressDir(dir)).toBe(2);
    const js = join(dir, 'static', 'js', 'index.0123abcd.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(code);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(code);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(code.length / 10);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  });

  it('writes the same kind of copies at the fast levels, a little larger than the smallest', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const code = Array.from({ length: 400 }, (_, i) => `export const hope${i} = () => ${i * 7};\n`).join('');
    const file = (name: string) => join(dir!, name);
    writeFileSync(file('smallest.js'), code);
    writeFileSync(file('fast.js'), code);

    expect(precompressDir(dir, 'fast')).toBe(2);
    precompressFile(file('smallest.js'));
    for (const name of ['smallest.js', 'fast.js']) {
      expect(brotliDecompressSync(readFileSync(file(`${name}.br`))).toString()).toBe(code);
      expect(gunzipSync(readFileSync(file(`${name}.gz`))).toString()).toBe(code);
    }
    expect(readFileSync(file('fast.js.br')).length).toBeGreaterThan(
      readFileSync(file('smallest.js.br')).length,
    );
    expect(readFileSync(file('fast.js.br')).length).toBeLessThan(code.length / 4);
  });

  it('skips small files, binary types and files compression does not shrink', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(dir, 'tiny.js'), 'console.log(1)');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    // Random bytes do not compress: no copy is written.
    writeFileSync(
      join(dir, 'noise.txt'),
      Buffer.from(Array.from({ length: 4096 }, () => Math.random() * 256)),
    );

    expect(precompressDir(dir)).toBe(0);
    for (const name of ['tiny.js', 'logo.png', 'noise.txt']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
