// The JavaScript and CSS a page loaded, file by file: raw bytes, gzip -9 and brotli (quality 11) of each body, and
// the bytes that crossed the wire (what the server actually sent, compressed or not).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface ScriptBytes {
  url: string;
  /** JavaScript or a stylesheet. */
  type: 'js' | 'css';
  raw: number;
  gzip: number;
  /** Null when not asked for (CI judges gzip; brotli at quality 11 is slow). */
  brotli: number | null;
  wire: number;
}

export type ByteKind = 'raw' | 'gzip' | 'brotli' | 'wire';

/** Starts recording the scripts `page` loads; the returned function measures those loaded so far. */
export function recordScripts(page: Page): () => Promise<ScriptBytes[]> {
  const measure = recordCode(page);
  return async () => (await measure()).filter((s) => s.type === 'js');
}

/**
 * Starts recording the scripts and stylesheets `page` loads (a script module's CSS arrives as a stylesheet);
 * the returned function measures those loaded so far, and stops recording.
 */
export function recordCode(page: Page, { brotli = true } = {}): () => Promise<ScriptBytes[]> {
  const responses: Response[] = [];
  const onResponse = (r: Response) => {
    const type = r.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && r.status() === 200) responses.push(r);
  };
  page.on('response', onResponse);
  return () => {
    page.off('response', onResponse);
    return Promise.all(responses.map((r) => bytesOf(r, brotli)));
  };
}

async function bytesOf(r: Response, brotli: boolean): Promise<ScriptBytes> {
  const body = await r.body();
  const sizes = await r.request().sizes();
  return {
    url: r.url(),
    type: r.request().resourceType() === 'stylesheet' ? 'css' : 'js',
    ...compressedSizes(body, brotli),
    wire: sizes.responseBodySize,
  };
}

/** Compressed sizes by content: the same file is loaded on many visits, and brotli 11 is slow. */
const gzipped = new Map<string, number>();
const brotlied = new Map<string, number>();

function compressedSizes(body: Buffer, brotli: boolean): Pick<ScriptBytes, 'raw' | 'gzip' | 'brotli'> {
  const key = createHash('sha256').update(body).digest('hex');
  let gzip = gzipped.get(key);
  if (gzip === undefined) gzipped.set(key, (gzip = gzipSync(body, { level: 9 }).length));
  let br = brotlied.get(key) ?? null;
  if (brotli && br === null) {
    br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length;
    brotlied.set(key, br);
  }
  return { raw: body.length, gzip, brotli: br };
}

export const total = (list: readonly ScriptBytes[], kind: ByteKind): number =>
  list.reduce((sum, s) => sum + (s[kind] ?? 0), 0);

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
        `${indent}${kb(s.raw).padStart(9)} raw ${kb(s.gzip).padStart(9)} gzip ${(s.brotli === null ? '-' : kb(s.brotli)).padStart(9)} br  ${s.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
}
