import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownFilesFirst } from './own-files-fetch';
import type { ServedFolders } from './static-server';

let dir: string;
let sites: Map<string, ServedFolders>;
const elsewhere: string[] = [];
const fallback = (async (input: string | URL | Request) => {
  elsewhere.push(String(input));
  return Response.json({ from: 'network' });
}) as typeof fetch;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'own-files-'));
  mkdirSync(join(dir, 'shell'));
  mkdirSync(join(dir, 'cdn', 'builder', '1.0.0'), { recursive: true });
  mkdirSync(join(dir, 'builder'));
  writeFileSync(join(dir, 'shell', 'area-boot.json'), '{"js":["/a.js"]}');
  writeFileSync(join(dir, 'shell', 'secret.txt'), 'shell only');
  writeFileSync(join(dir, 'cdn', 'builder', '1.0.0', 'mf-manifest.json'), '{"cdn":true}');
  writeFileSync(join(dir, 'builder', 'mf-manifest.json'), '{"remote":true}');
  sites = new Map([
    [
      'http://127.0.0.1:3000',
      { root: join(dir, 'shell'), mounts: [{ prefix: '/cdn/', root: join(dir, 'cdn') }] },
    ],
    ['http://127.0.0.1:3001', { root: join(dir, 'builder') }],
  ]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ownFilesFirst', () => {
  const get = (url: string) => ownFilesFirst(() => sites, fallback)(url);

  it("answers the product's own URLs from the files their servers send, mounts included", async () => {
    expect(await (await get('http://127.0.0.1:3000/area-boot.json')).json()).toEqual({ js: ['/a.js'] });
    expect(await (await get('http://127.0.0.1:3000/cdn/builder/1.0.0/mf-manifest.json')).json()).toEqual({
      cdn: true,
    });
    expect(await (await get('http://127.0.0.1:3001/mf-manifest.json')).json()).toEqual({ remote: true });
    expect(elsewhere).toEqual([]);
  });

  it('says 404 for a missing file or a path out of the folder, and never falls back to a page', async () => {
    expect((await get('http://127.0.0.1:3000/cdn/builder/9.9.9/mf-manifest.json')).status).toBe(404);
    expect((await get('http://127.0.0.1:3001/../shell/secret.txt')).status).toBe(404);
    expect((await get('http://127.0.0.1:3001/%2e%2e/shell/secret.txt')).status).toBe(404);
    expect((await get('http://127.0.0.1:3000/%E0%A4%A')).status).toBe(404);
    expect((await get('http://127.0.0.1:3000/campaigns')).status).toBe(404);
    expect(elsewhere).toEqual([]);
  });

  it('sends any other origin to the network', async () => {
    const response = await get('https://cdn.example.test/builder/mf-manifest.json');
    expect(await response.json()).toEqual({ from: 'network' });
    expect(elsewhere).toEqual(['https://cdn.example.test/builder/mf-manifest.json']);
  });
});
