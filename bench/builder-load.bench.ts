/// <reference lib="dom" />
// /builder on the built product in Chromium: the JavaScript the builder area loads (raw, gzip -9, and what
// actually crossed the wire) and the time from a click on the home page's "Build a character" link to the
// first step being interactive (its class choices in the page). The product is started the way `npm start`
// and the end-to-end tests start it (the embedded backend in memory, then the static product server), from
// the builds in each app's dist/: run `npm run build` first.
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';
import { serveProduct } from '@duality/platform/node';
import { repoRoot, startLocalBackend } from '../scripts/local-backend';
import { assertChromium, chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { quantile } from './lib/measure';

const port = Number(process.env.BENCH_PORT || 4700);
const backendPort = Number(process.env.BENCH_BACKEND_PORT || port + 50);
const runs = Number(process.env.BENCH_RUNS || 7);

interface Script {
  url: string;
  raw: number;
  gzip: number;
  wire: number;
}

interface Run {
  clickToInteractiveMs: number;
  scripts: Script[];
}

assertChromium();
const { backend } = await startLocalBackend({
  port: backendPort,
  memory: true,
  siteUrl: `http://localhost:${port}`,
});
const product = await serveProduct({
  repoRoot,
  port,
  siteConfig: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const results: Run[] = [];
  // The first run warms the servers and the disk cache; it is not counted.
  for (let i = 0; i <= runs; i++) {
    const run = await oneRun();
    if (i > 0) results.push(run);
  }
  printReport(results);
} finally {
  await browser.close();
  await product.close();
  await backend.stop();
}

/** One cold visit: a fresh browser context (empty cache and storage), home page, then the click. */
async function oneRun(): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    // Consent decided, so no dialog covers the link.
    window.localStorage.setItem('duality.consent', JSON.stringify({ consentGranted: false, on: Date.now() }));
  });
  await page.goto(new URL('/', product.url).href, { waitUntil: 'networkidle' });
  const link = page.getByRole('link', { name: 'Build a character' });
  await link.waitFor();
  const responses: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') responses.push(r);
  });
  await watchForFirstStep(page);
  await link.click();
  await page.locator('.builder-step input[type="radio"]:not([disabled])').first().waitFor();
  const clickToInteractiveMs = Number(
    await page.evaluate('window.__builderReadyAt - window.__builderClickAt'),
  );
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(
    responses.map(async (r): Promise<Script> => {
      const body = await r.body();
      const sizes = await r.request().sizes();
      return {
        url: r.url(),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        wire: sizes.responseBodySize,
      };
    }),
  );
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
  const total = (key: 'raw' | 'gzip' | 'wire', list: readonly Script[]) =>
    list.reduce((s, x) => s + x[key], 0);
  const builderOrigin = product.registry.areas.builder!.stable.manifest.replace(/\/mf-manifest\.json$/, '');
  const own = first.scripts.filter((s) => s.url.startsWith(new URL(builderOrigin).origin));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`/builder, ${results.length} cold runs at 360x740 (Chromium, ${chromiumPath})`);
  console.log(
    `  JavaScript loaded after the click: ${first.scripts.length} files, raw ${kb(total('raw', first.scripts))}, gzip -9 ${kb(total('gzip', first.scripts))}, on the wire ${kb(total('wire', first.scripts))}`,
  );
  console.log(
    `    of which from the builder area: ${own.length} files, raw ${kb(total('raw', own))}, gzip -9 ${kb(total('gzip', own))}, on the wire ${kb(total('wire', own))}`,
  );
  for (const s of [...first.scripts].sort((a, b) => b.raw - a.raw)) {
    console.log(
      `    ${kb(s.raw).padStart(9)} raw ${kb(s.gzip).padStart(9)} gzip  ${s.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  }
  console.log(
    `  click on "Build a character" to the first step interactive: median ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms`,
  );
}
