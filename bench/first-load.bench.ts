// The first load of `/` as a new visitor gets it: the built product started as `npm start` starts it
// (run `npm run build` first), a cold Chromium context at phone size, every script the page loads until the
// network is quiet, in raw bytes, gzip -9, brotli and on the wire, checked against the first-load budget.
// Bytes are deterministic, so one cold visit (after one uncounted warm-up) is the measurement.
import { chromiumPath, startBenchProduct } from './lib/product';
import { fileLines, kb, recordScripts, total, totalsLine, type ScriptBytes } from './lib/script-bytes';

/** The first load of `/` may ship at most this much JavaScript, gzip -9. */
const FIRST_LOAD_GZIP_BUDGET = 170 * 1024;

const bench = await startBenchProduct();
try {
  await firstLoad();
  const scripts = await firstLoad();
  const gzip = total(scripts, 'gzip');
  console.log(`/, first load of a cold visitor at 360x740 (Chromium, ${chromiumPath})`);
  console.log(`  JavaScript: ${totalsLine(scripts)}`);
  for (const line of fileLines(scripts)) console.log(line);
  console.log(
    `  budget: first-load JavaScript of / at most ${kb(FIRST_LOAD_GZIP_BUDGET)} gzip: ${kb(gzip)}, ${gzip <= FIRST_LOAD_GZIP_BUDGET ? 'PASS' : 'FAIL'}`,
  );
} finally {
  await bench.close();
}

async function firstLoad(): Promise<ScriptBytes[]> {
  const context = await bench.newVisitor();
  const page = await context.newPage();
  const measureScripts = recordScripts(page);
  await page.goto(new URL('/', bench.product.url).href, { waitUntil: 'networkidle' });
  const scripts = await measureScripts();
  await context.close();
  return scripts;
}
