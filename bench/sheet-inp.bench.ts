// Interaction to next paint on the character sheet, on a slow phone: Chromium at 4x CPU slowdown, 360x740 with
// touch, the level-10 multiclass sheet. Real taps (trusted touch input from the browser, not a script's click)
// on a Stress slot, on Roll, and on the phone tab bar; the page's Event Timing API (the source of INP) gives each
// interaction's latency: from the input to the next paint after its handlers, the longest of its events. Per
// kind: the median, and the interaction-to-next-paint of a session made of those taps (the worst of them, as INP
// counts it under 50 interactions). The tracker tap is judged against `inpTrackerTapCpu4xMs` of budgets.json.
// Needs `npm run build` first. Ports: BENCH_PORT (default 4700) and BENCH_BACKEND_PORT, as bench/lib/product.ts.
import type { Locator, Page } from 'playwright-core';
import { judgeNumber, loadBudgets, verdictTable } from './lib/budgets';
import { quantile } from './lib/measure';
import { startBenchProduct } from './lib/product';
import { writeResult } from './lib/results';
import { setUpSheet } from './lib/sheet-character';

const CPU_SLOWDOWN = 4;
const TAPS_PER_KIND = 20;

interface InteractionStats {
  name: string;
  taps: number;
  medianMs: number;
  /** The worst interaction: INP for a session of fewer than 50 interactions. */
  inpMs: number;
  /** Every tap's latency, in the order they were made. */
  timesMs: number[];
}

/** Starts recording every interaction's latency in the page (Event Timing, no threshold above the minimum). */
async function observeInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = new Map<number, number>();
    Object.assign(window, { benchInteractions: seen });
    new PerformanceObserver((list) => {
      // interactionId is newer than the DOM typings this package compiles against.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (!entry.interactionId) continue;
        seen.set(entry.interactionId, Math.max(seen.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** The interactions recorded so far: id to latency in ms. */
const recorded = (page: Page) =>
  page.evaluate(() =>
    Array.from((window as unknown as { benchInteractions: Map<number, number> }).benchInteractions),
  );

/**
 * Taps `target` and returns that interaction's latency. Event Timing reports an interaction once its next
 * paint is known, and only events of 16 ms or more; a faster tap may never be reported, so after the page
 * has shown the tap's effect (`settled`) and two more frames have passed, a missing entry counts as 16 ms.
 */
async function tapAndTime(page: Page, target: Locator, settled: () => Promise<unknown>): Promise<number> {
  const before = new Set((await recorded(page)).map(([id]) => id));
  await target.tap();
  await settled();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const fresh = async () => (await recorded(page)).filter(([id]) => !before.has(id)).map(([, ms]) => ms);
  let latest = await fresh();
  for (let i = 0; latest.length === 0 && i < 10; i++) {
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    latest = await fresh();
  }
  return latest.length === 0 ? 16 : Math.max(...latest);
}

function stats(name: string, times: number[]): InteractionStats {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    taps: times.length,
    medianMs: quantile(sorted, 0.5),
    inpMs: sorted[sorted.length - 1]!,
    timesMs: times,
  };
}

const bench = await startBenchProduct();
try {
  const context = await bench.browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  await context.addInitScript(() =>
    localStorage.setItem('duality.consent', JSON.stringify({ consentGranted: false, on: Date.now() })),
  );
  const page = await context.newPage();
  const base = bench.product.url.replace(/\/$/, '');
  const id = await setUpSheet(page, base);
  await page.goto(`${base}/character/${id}`);
  await page.getByRole('heading', { level: 1, name: 'Bench Ardent' }).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await observeInteractions(page);

  // A Stress slot: the third one and the first in turn, so each tap changes the count.
  const stress = page.locator('.sheet-trackers [aria-label^="Stress:"]').first();
  const tracker: number[] = [];
  for (let i = 0; i < TAPS_PER_KIND; i++) {
    const before = await stress.getAttribute('aria-label');
    const slot = stress.locator('button').nth(i % 2 === 0 ? 2 : 0);
    tracker.push(
      await tapAndTime(page, slot, () =>
        page.waitForFunction(
          (was) =>
            document.querySelector('.sheet-trackers [aria-label^="Stress:"]')?.getAttribute('aria-label') !==
            was,
          before,
        ),
      ),
    );
  }

  // Roll: each roll adds a row to the roll log (which keeps the latest few, so rows are watched arriving, not
  // counted).
  const roll = page.locator('.sheet-roll__go').first();
  const rolls: number[] = [];
  for (let i = 0; i < TAPS_PER_KIND; i++) {
    await page.evaluate(() => {
      const flag = window as unknown as { benchRolled: boolean };
      flag.benchRolled = false;
      new MutationObserver((records, observer) => {
        const added = records.flatMap((r) => Array.from(r.addedNodes as ArrayLike<Node>));
        if (!added.some((n) => n.nodeName === 'LI' || (n instanceof Element && n.querySelector('li'))))
          return;
        observer.disconnect();
        flag.benchRolled = true;
      }).observe(document.querySelector('.sheet-roll-log')!, { childList: true, subtree: true });
    });
    rolls.push(
      await tapAndTime(page, roll, () =>
        page.waitForFunction(() => (window as unknown as { benchRolled: boolean }).benchRolled),
      ),
    );
  }

  // A tab of the phone tab bar, each tap a different one than the open tab.
  const tabNames = ['Cards', 'Items', 'Notes', 'Character', 'Play'];
  const tabs: number[] = [];
  for (let i = 0; i < TAPS_PER_KIND; i++) {
    const tab = page.getByRole('tab', { name: tabNames[i % tabNames.length]!, exact: false });
    tabs.push(
      await tapAndTime(page, tab, () =>
        tab.evaluate((el) =>
          el.getAttribute('aria-selected') === 'true'
            ? undefined
            : new Promise<void>((resolve) => {
                new MutationObserver((_, observer) => {
                  if (el.getAttribute('aria-selected') !== 'true') return;
                  observer.disconnect();
                  resolve();
                }).observe(el, { attributes: true });
              }),
        ),
      ),
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const results = [
    stats('tracker tap (a Stress slot)', tracker),
    stats('Roll tap (an action roll, its row in the log)', rolls),
    stats('opening a tab of the phone sheet', tabs),
  ];
  for (const r of results)
    console.log(
      `${r.name} at ${CPU_SLOWDOWN}x CPU: median ${r.medianMs.toFixed(0)} ms, INP (worst of ${r.taps}) ${r.inpMs.toFixed(0)} ms`,
    );
  const budgets = loadBudgets();
  const verdicts = [
    judgeNumber(
      'inpTrackerTapCpu4xMs',
      { target: budgets.timings.inpTrackerTapCpu4xMs },
      results[0]!.inpMs,
      (n) => `${n.toFixed(0)} ms`,
    ),
  ];
  console.log(`\n${verdictTable(verdicts)}`);
  writeResult('sheet-inp', { ok: true, cpuSlowdown: CPU_SLOWDOWN, interactions: results, verdicts });
  await context.close();
} finally {
  await bench.close();
}
