// The character sheet in a real browser (Debian's Chromium) against the built product with an in-memory
// backend: the time from a tracker tap to the updated sheet (median over many taps), from Roll to the result
// and from taking damage to the Hit Points tracker (medians), and the time to the
// first render of a level-10 multiclass sheet, both on a full page load and on an in-app navigation from the
// list. Needs `pnpm run build` first. Ports: BENCH_PORT (default 4720; the product takes it and the next five)
// and BENCH_PORT + 6 for the backend.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { quantile, report, type Measurement } from './lib/measure';
import { setUpSheet } from './lib/sheet-character';

const repoRoot = join(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT || 4720);
const base = `http://localhost:${port}`;

async function startProduct(): Promise<() => void> {
  const child = spawn(
    join(repoRoot, 'node_modules/.bin/tsx'),
    ['scripts/start-product.ts', '--memory', '--port', String(port), '--backend-port', String(port + 6)],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('Duality is running') && resolve());
    child.on('exit', (code) => reject(new Error(`the product stopped (${code})`)));
  });
  return () => process.kill(-child.pid!, 'SIGTERM');
}

const summarise = (name: string, times: number[]): Measurement => {
  const sorted = [...times].sort((a, b) => a - b);
  return { name, runs: times.length, medianMs: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95) };
};

/** Milliseconds from a click on a Stress box to the tracker saying its new count (measured in the page). */
const tapOnce = (page: Page, box: number) =>
  page.evaluate(
    (n) =>
      new Promise<number>((resolve) => {
        const group = document.querySelector('.sheet-trackers [aria-label^="Stress:"]')!;
        const before = group.getAttribute('aria-label');
        const start = performance.now();
        new MutationObserver((_, observer) => {
          if (group.getAttribute('aria-label') === before) return;
          observer.disconnect();
          resolve(performance.now() - start);
        }).observe(group, { attributes: true, subtree: true });
        (group.querySelectorAll('button')[n] as HTMLButtonElement).click();
      }),
    box,
  );

/**
 * Milliseconds from a click on the sheet's Roll button to the roll shown: each roll adds a row (a new element,
 * keyed by the roll's id) to the roll log in the same render as its result, so that row's arrival is the clock.
 */
const rollOnce = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const log = document.querySelector('.sheet-roll-log')!;
        const start = performance.now();
        new MutationObserver((records, observer) => {
          // The first roll adds the whole list (its row inside), later ones a row. (No named helper in here:
          // tsx would wrap it in a __name call the page does not have.)
          const added = records.flatMap((r) => Array.from(r.addedNodes as ArrayLike<Node>));
          if (!added.some((n) => n.nodeName === 'LI' || (n instanceof Element && n.querySelector('li'))))
            return;
          observer.disconnect();
          resolve(performance.now() - start);
        }).observe(log, { childList: true, subtree: true });
        (document.querySelector('.sheet-roll__go') as HTMLButtonElement).click();
      }),
  );

/** Milliseconds from a click on "Take 1 damage" to the Hit Points tracker saying its new count; then undone. */
const damageOnce = async (page: Page) => {
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const group = document.querySelector('.sheet-trackers [aria-label^="Hit Points:"]')!;
        const before = group.getAttribute('aria-label');
        const start = performance.now();
        new MutationObserver((_, observer) => {
          if (group.getAttribute('aria-label') === before) return;
          observer.disconnect();
          resolve(performance.now() - start);
        }).observe(group, { attributes: true, subtree: true });
        (
          document.querySelector('.sheet-take-damage button.dh-button:not([disabled])') as HTMLButtonElement
        ).click();
      }),
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.locator('.sheet-trackers [aria-label^="Hit Points: 0 of"]').waitFor();
  return ms;
};

const stop = await startProduct();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const id = await setUpSheet(page, base);
  const heading = page.getByRole('heading', { level: 1, name: 'Bench Ardent' });

  // On every load, note when the sheet's heading first appears, in the page's own clock (ms since navigation).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.sheet-header h1')) return;
      observer.disconnect();
      Object.assign(window, { sheetShownAt: performance.now() });
    }).observe(document, { childList: true, subtree: true });
  });
  const fullLoads: number[] = [];
  for (let i = 0; i < 10; i++) {
    await page.goto(`${base}/character/${id}`);
    await heading.waitFor();
    fullLoads.push(await page.evaluate(() => (window as unknown as { sheetShownAt: number }).sheetShownAt));
  }
  const inApp: number[] = [];
  for (let i = 0; i < 10; i++) {
    await page.goto(`${base}/character`);
    const link = page.getByRole('link', { name: 'Bench Ardent' });
    await link.waitFor();
    const start = Date.now();
    await link.click();
    await heading.waitFor();
    inApp.push(Date.now() - start);
  }
  const taps: number[] = [];
  for (let i = 0; i < 60; i++) taps.push(await tapOnce(page, i % 2 === 0 ? 3 : 0));
  const rolls: number[] = [];
  for (let i = 0; i < 40; i++) rolls.push(await rollOnce(page));
  await page.getByRole('spinbutton', { name: 'Damage', exact: true }).fill('1');
  await page.getByRole('button', { name: 'Take 1 damage' }).waitFor();
  const damage: number[] = [];
  for (let i = 0; i < 30; i++) damage.push(await damageOnce(page));

  report([
    summarise('tracker tap to updated sheet (level-10 multiclass, phone viewport)', taps),
    summarise('Roll tap to the result shown (action roll, the log row in the same render)', rolls),
    summarise('take 1 damage to the Hit Points tracker updated', damage),
    summarise('first render of the sheet on a full page load (navigation start to heading)', fullLoads),
    summarise('first render of the sheet on navigation from the list (click to heading)', inApp),
  ]);
} finally {
  await browser.close();
  stop();
}
