// Helpers of perf-paint.spec.ts: layout shifts measured in the page, and the moment the app has replaced the
// prerendered markup.
import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts (those not caused by input) from the first frame on; call before goto.
 * Resolves the total so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = { total: 0 };
    (window as unknown as { __layoutShift: typeof state }).__layoutShift = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);
}

/** Keeps the `.shell` element the server sent, once the HTML is parsed; call before goto. */
export async function markPrerendered(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { __prerendered: Element | null }).__prerendered =
        document.querySelector('.shell');
    });
  });
}

/**
 * Waits until the app has rendered over the prerendered frame (the `.shell` element the server sent, kept by
 * markPrerendered, is gone and a new one is in its place), then two more frames for any shift to be reported.
 */
export async function waitForTakeOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const sent = (window as unknown as { __prerendered?: Element | null }).__prerendered;
    const current = document.querySelector('.shell');
    return !!sent && current !== null && current !== sent && !sent.isConnected;
  });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}
