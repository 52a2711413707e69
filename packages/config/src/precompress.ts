// Build-time compression: every compressible file of an app's dist/ gets a brotli (.br) and a gzip (.gz)
// twin, so the static server sends compressed bytes without compressing on each request (as a CDN does).
// Brotli at its highest quality is slow, which is why it runs once at build time and never per request. A build
// no visitor downloads (the end-to-end tests' probe remote, built a dozen times a run) compresses at `fast`
// levels instead: the same kind of copies, about a tenth of the CPU.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const compressible = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map']);
/** Below this a compressed copy saves less than the headers it costs. */
const minimumBytes = 1024;

/** How hard the copies are compressed: `smallest` (what visitors get) or `fast` (builds no visitor downloads). */
export type PrecompressEffort = 'smallest' | 'fast';

const levels: Record<PrecompressEffort, { brotli: number; gzip: number }> = {
  smallest: { brotli: constants.BROTLI_MAX_QUALITY, gzip: 9 },
  fast: { brotli: 4, gzip: 6 },
};

/** Writes `.br` and `.gz` beside each compressible file under `dir`; returns how many files got them. */
export function precompressDir(dir: string, effort: PrecompressEffort = 'smallest'): number {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) written += precompressDir(path, effort);
    else if (entry.isFile() && precompressFile(path, effort)) written += 1;
  }
  return written;
}

/** Writes the `.br` and `.gz` twins of one file (when it is compressible and they are smaller). */
export function precompressFile(path: string, effort: PrecompressEffort = 'smallest'): boolean {
  if (!compressible.has(extname(path)) || statSync(path).size < minimumBytes) return false;
  const raw = readFileSync(path);
  const brotli = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: levels[effort].brotli,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gzip = gzipSync(raw, { level: levels[effort].gzip });
  let wrote = false;
  // A copy that is not smaller is never worth sending.
  if (brotli.length < raw.length) {
    writeFileSync(`${path}.br`, brotli);
    wrote = true;
  }
  if (gzip.length < raw.length) {
    writeFileSync(`${path}.gz`, gzip);
    wrote = true;
  }
  return wrote;
}

/** Precompresses every environment's output once the production build is written. */
export function pluginPrecompress(effort: PrecompressEffort = 'smallest'): RsbuildPlugin {
  return {
    name: 'duality:precompress',
    setup(api) {
      api.onAfterBuild(({ environments, isWatch }) => {
        if (isWatch) return;
        for (const environment of Object.values(environments)) precompressDir(environment.distPath, effort);
      });
    },
  };
}
