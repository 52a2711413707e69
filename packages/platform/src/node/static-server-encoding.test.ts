import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type RunningServer } from './static-server';

const code = 'export function hope() { return "fear"; }\n'.repeat(100);
const page = `<html><body>${'<p>duality</p>'.repeat(100)}</body></html>`;
let dir: string;
let server: RunningServer;

/** One raw request: the bytes as sent, not decoded (fetch would decompress them). */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((ok, fail) => {
    const req = request(new URL(path, server.url), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-encoding-'));
  mkdirSync(join(dir, 'static'));
  const js = join(dir, 'static', 'index.ada916932f.js');
  writeFileSync(js, code);
  writeFileSync(`${js}.br`, brotliCompressSync(code));
  writeFileSync(`${js}.gz`, gzipSync(code));
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(page));
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(64, 7));
  server = await serveStatic({ root: dir, port: 0, spaFallback: true });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serveStatic encodings', () => {
  const path = 'static/index.ada916932f.js';

  it('sends brotli when offered, with the original type and the sent length', async () => {
    const res = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(code.length / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(code);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip when only gzip is offered, and raw bytes for identity or no header', async () => {
    const gzip = await get(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(code);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    for (const accept of ['identity', undefined, 'br;q=0, gzip;q=0']) {
      const raw = await get(path, accept === undefined ? {} : { 'accept-encoding': accept });
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.body.toString()).toBe(code);
      expect(Number(raw.headers['content-length'])).toBe(code.length);
      expect(raw.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('falls back to the next accepted encoding when a copy is missing', async () => {
    const res = await get('', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(page);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers If-None-Match with 304 and gives each encoding its own ETag', async () => {
    const first = await get('index.html', { 'accept-encoding': 'gzip' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('index.html', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const raw = await get('index.html', { 'if-none-match': etag });
    expect(raw.status).toBe(200);
    expect(raw.headers.etag).not.toBe(etag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await get(path, { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get(path, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(full.headers['content-length']);
  });

  it('sends binary files as they are, without Vary', async () => {
    const res = await get('logo.png', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.length).toBe(64);
  });
});
