/// <reference lib="dom" />
// /builder on the built product in Chromium: the JavaScript the builder area loads (raw, gzip -9, brotli, and what
// actually crossed the wire) and the time from a click on the home page's "Build a character" link to the
// first step being interactive (its class choices in the page). The product is started the way `npm start`
// and the end-to-end tests start it (the embedded backend in memory, then the static product server), from
// the builds in each app's dist/: run `npm run build` first.
import type { Page } from 'playwright-core';
import { quantile } from './lib/measure';
import { chromiumPath, startBenchProduct } from './lib/product';
import { fileLines, recordScripts, totalsLine, type ScriptBytes } from './lib/script-bytes';

const runs = Number(process.env.BENCH_RUNS || 7);

interface Run {
  clickToInteractiveMs: number;
  scripts: ScriptBytes[];
}

const bench = await startBenchProduct();
try {
  const results: Run[] = [];
  // The first run warms the servers and the disk cache; it is not counted.
  for (let i = 0; i <= runs; i++) {
    const run = await oneRun();
    if (i > 0) results.push(run);
  }
  printReport(results);
} finally {
  await bench.close();
}

/** One cold visit: a fresh browser context (empty cache and storage), home page, then the click. */
async function oneRun(): Promise<Run> {
  const context = await bench.newVisitor();
  const page = await context.newPage();
  await page.goto(new URL('/', bench.product.url).href, { waitUntil: 'networkidle' });
  const link = page.getByRole('link', { name: 'Build a character' });
  await link.waitFor();
  const measureScripts = recordScripts(page);
  await watchForFirstStep(page);
  await link.click();
  await page.locator('.builder-step input[type="radio"]:not([disabled])').first().waitFor();
  const clickToInteractiveMs = Number(
    await page.evaluate('window.__builderReadyAt - window.__builderClickAt'),
  );
  await page.waitForLoadState('networkidle');
  const scripts = await measureScripts();
  await context.close();
  return { clickToInteractiveMs, scripts };
}

/**
 * Records in the page when the click happens and when the first step can be used: its class radio buttons
 * are in the document and enabled (a MutationObserver, so no polling interval is added to the time).
 */
async function watchForFirstStep(page: Page): Promise<void> {
  // Sent as source text: tsx's transform would add helper calls to a function that do not exist in the page.
  await page.evaluate(`{
    const w = window;
    document.addEventListener('click', () => { w.__builderClickAt ??= performance.now(); }, { capture: true });
    const observer = new MutationObserver(() => {
      const ready = document.querySelector('.builder-step input[type="radio"]:not([disabled])') !== null;
      if (w.__builderClickAt !== undefined && ready) {
        w.__builderReadyAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }`);
}

function printReport(results: readonly Run[]): void {
  const times = results.map((r) => r.clickToInteractiveMs).sort((a, b) => a - b);
  const first = results[0]!;
  const builderOrigin = bench.product.registry.areas.builder!.stable.manifest.replace(
    /\/mf-manifest\.json$/,
    '',
  );
  const own = first.scripts.filter((s) => s.url.startsWith(new URL(builderOrigin).origin));
  console.log(`/builder, ${results.length} cold runs at 360x740 (Chromium, ${chromiumPath})`);
  console.log(`  JavaScript loaded after the click: ${totalsLine(first.scripts)}`);
  console.log(`    of which from the builder area: ${totalsLine(own)}`);
  for (const line of fileLines(first.scripts)) console.log(line);
  console.log(
    `  click on "Build a character" to the first step interactive: median ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms`,
  );
}
