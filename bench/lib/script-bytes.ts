// The JavaScript a page loaded, file by file: raw bytes, gzip -9 and brotli (quality 11) of each body, and
// the bytes that crossed the wire (what the server actually sent, compressed or not).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface ScriptBytes {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
  wire: number;
}

export type ByteKind = 'raw' | 'gzip' | 'brotli' | 'wire';

/** Starts recording the scripts `page` loads; the returned function measures those loaded so far. */
export function recordScripts(page: Page): () => Promise<ScriptBytes[]> {
  const responses: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') responses.push(r);
  });
  return () => Promise.all(responses.map(bytesOf));
}

async function bytesOf(r: Response): Promise<ScriptBytes> {
  const body = await r.body();
  const sizes = await r.request().sizes();
  return {
    url: r.url(),
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
    wire: sizes.responseBodySize,
  };
}

export const total = (list: readonly ScriptBytes[], kind: ByteKind): number =>
  list.reduce((sum, s) => sum + s[kind], 0);

export const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

/** One line of totals: "N files, raw …, gzip -9 …, brotli …, on the wire …". */
export function totalsLine(list: readonly ScriptBytes[]): string {
  return `${list.length} files, raw ${kb(total(list, 'raw'))}, gzip -9 ${kb(total(list, 'gzip'))}, brotli ${kb(total(list, 'brotli'))}, on the wire ${kb(total(list, 'wire'))}`;
}

/** Every file, largest first, with its raw, gzip and brotli size and its path. */
export function fileLines(list: readonly ScriptBytes[], indent = '    '): string[] {
  return [...list]
    .sort((a, b) => b.raw - a.raw)
    .map(
      (s) =>
        `${indent}${kb(s.raw).padStart(9)} raw ${kb(s.gzip).padStart(9)} gzip ${kb(s.brotli).padStart(9)} br  ${s.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
}
