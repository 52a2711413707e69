// Build step after the prerender: the service worker (service-worker/sw.ts) bundled with esbuild, then the
// precache list of the shell's build injected by Workbox (workbox-build's injectManifest) into dist/sw.js.
// The list is every file of the build the page may need offline (scripts, styles, the prerendered pages and
// the frame, icons, the web app manifest), each with a revision; compressed twins, source maps and the
// documents that change without a build (config.json; remotes.json is not in the build) are left out.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { precompressFile } from '@duality/config/precompress';
import { registryUrlOf } from '../src/config/documents';

const shell = join(import.meta.dirname, '..');
const dist = join(shell, 'dist');
const bundled = join(shell, 'node_modules/.cache/sw.bundle.js');
const swDest = join(dist, 'sw.js');

await build({
  entryPoints: [join(shell, 'service-worker/sw.ts')],
  outfile: bundled,
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  define: {
    // Workbox's development logging and checks are left out of a production bundle.
    'process.env.NODE_ENV': JSON.stringify('production'),
    DUALITY_REGISTRY_URL: JSON.stringify(registryUrlOf(process.env)),
  },
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest,
  globDirectory: dist,
  globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
  globIgnores: ['sw.js', '**/*.map', '**/*.br', '**/*.gz'],
  // A hashed name is its own revision.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.[a-z0-9]+$/i,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
for (const stale of ['.br', '.gz']) rmSync(swDest + stale, { force: true });
precompressFile(swDest);
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB) into ${swDest}`);
