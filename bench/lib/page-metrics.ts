// Paint, blocking and layout-shift metrics of one page load, observed inside the page from its first
// moment (an init script), and the throttling profiles they are measured under (Chrome DevTools Protocol).
// - FCP: the 'first-contentful-paint' paint entry.
// - LCP: the last 'largest-contentful-paint' entry before the page is read (before any click).
// - TBT: the sum over long tasks that start after FCP of their time beyond 50 ms.
// - CLS: the largest session window of layout shifts without recent input (shifts less than 1 s apart,
//   a window at most 5 s long), as the web-vitals definition has it.
import type { BrowserContext, Page } from 'playwright-core';
import { largestShiftWindow } from '@duality/test-support/cls';

export interface PageMetrics {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Network and CPU conditions of a run. */
export interface Profile {
  name: 'unthrottled' | 'cpu4x' | 'cpu4x-fast3g';
  label: string;
  cpuRate: number;
  /** Chrome DevTools' Fast 3G: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

export const profiles: Record<Profile['name'], Profile> = {
  unthrottled: { name: 'unthrottled', label: 'unthrottled', cpuRate: 1 },
  cpu4x: { name: 'cpu4x', label: '4x CPU', cpuRate: 4 },
  'cpu4x-fast3g': {
    name: 'cpu4x-fast3g',
    label: '4x CPU + Fast 3G',
    cpuRate: 4,
    network: { latency: 562.5, downloadThroughput: 1_440_000 / 8, uploadThroughput: 675_000 / 8 },
  },
};

/** Applies the profile to `page` (before it navigates). */
export async function throttle(context: BrowserContext, page: Page, profile: Profile): Promise<void> {
  if (profile.cpuRate === 1 && !profile.network) return;
  const cdp = await context.newCDPSession(page);
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  if (profile.cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
}

// Sent as source text: tsx's transform would add helper calls that do not exist in the page.
const observeSource = `{
  const m = (window.__benchMetrics = { fcp: null, lcp: null, longTasks: [], shifts: [] });
  const watch = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {}
  };
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; });
  watch('largest-contentful-paint', (e) => { m.lcp = e.startTime; });
  watch('longtask', (e) => { m.longTasks.push([e.startTime, e.duration]); });
  watch('layout-shift', (e) => { if (!e.hadRecentInput) m.shifts.push([e.startTime, e.value]); });
}`;

/** Starts observing paints, long tasks and layout shifts in every document the context opens. */
export async function observeMetrics(context: BrowserContext): Promise<void> {
  await context.addInitScript(observeSource);
}

interface Observed {
  fcp: number | null;
  lcp: number | null;
  longTasks: [number, number][];
  shifts: [number, number][];
}

/** The metrics of the current document so far; fails if the page never painted. */
export async function readMetrics(page: Page): Promise<PageMetrics> {
  const raw = (await page.evaluate('window.__benchMetrics')) as Observed | undefined;
  if (!raw || raw.fcp === null) throw new Error(`${page.url()} has no first contentful paint`);
  const fcp = raw.fcp;
  const tbtMs = raw.longTasks
    .filter(([start]) => start >= fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { fcpMs: fcp, lcpMs: raw.lcp ?? fcp, tbtMs, cls: largestShiftWindow(raw.shifts) };
}

/**
 * Records in the page when the next click happens and when `selector` first matches after it (a
 * MutationObserver, so no polling interval adds to the time). Read with `clickToVisibleMs`.
 */
export async function watchClickToVisible(page: Page, selector: string): Promise<void> {
  await page.evaluate(`{
    const w = window;
    const selector = ${JSON.stringify(selector)};
    w.__benchClickAt = undefined;
    w.__benchVisibleAt = undefined;
    document.addEventListener('click', () => { w.__benchClickAt ??= performance.now(); }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (w.__benchClickAt !== undefined && document.querySelector(selector)) {
        w.__benchVisibleAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }`);
}

/** Milliseconds from the click to the watched selector matching (call after it matched). */
export async function clickToVisibleMs(page: Page): Promise<number> {
  const ms = Number(await page.evaluate('window.__benchVisibleAt - window.__benchClickAt'));
  if (!Number.isFinite(ms)) throw new Error('the click or the area was not seen');
  return ms;
}
