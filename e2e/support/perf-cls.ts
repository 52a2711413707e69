// Helpers of perf-cls.spec.ts: a cold visit of an area's page with a stored session, and every layout shift
// the page made while it loaded, with the elements that moved (so a failure names its cause).
import type { Page } from '@playwright/test';
import { largestShiftWindow } from '@duality/test-support/cls';
import { supabaseSessionKey } from './api';

/** One element a layout shift moved: what it is, and where it was and went (CSS pixels). */
export interface ShiftSource {
  node: string;
  from: [x: number, y: number, width: number, height: number];
  to: [x: number, y: number, width: number, height: number];
}

/** One layout shift the visitor did not cause. */
export interface Shift {
  at: number;
  value: number;
  sources: ShiftSource[];
}

/** The layout shifts of the current document so far, and their CLS (the largest session window). */
export interface ShiftReport {
  cls: number;
  shifts: Shift[];
}

/**
 * Records the layout shifts without recent input of every document the page opens, from its first frame,
 * with a short description of each element that moved. Call before goto.
 */
export async function recordShiftSources(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const describe = (node: Node | null): string => {
      if (!node) return '(gone)';
      if (!(node instanceof Element)) return `#text "${(node.textContent ?? '').trim().slice(0, 30)}"`;
      const classes = [...node.classList].map((c) => `.${c}`).join('');
      const id = node.id ? `#${node.id}` : '';
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${node.tagName.toLowerCase()}${id}${classes} "${text}"`;
    };
    const rect = (r: DOMRectReadOnly): [number, number, number, number] => [
      Math.round(r.x),
      Math.round(r.y),
      Math.round(r.width),
      Math.round(r.height),
    ];
    type LayoutShiftEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          sources: entry.sources.map((s) => ({
            node: describe(s.node),
            from: rect(s.previousRect),
            to: rect(s.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts recorded so far, once the network has been quiet and two frames have passed (so the page's
 * last shifts are reported), and their CLS as web-vitals defines it: the largest session window (shifts
 * less than 1 s apart, a window at most 5 s long).
 */
export async function readShifts(page: Page): Promise<ShiftReport> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return { cls: largestShiftWindow(shifts.map((s) => [s.at, s.value])), shifts };
}

/** The report as readable lines: each shift's value and time, and what moved where. */
export function describeShifts({ cls, shifts }: ShiftReport): string {
  const lines = [`CLS ${cls.toFixed(4)} from ${shifts.length} shift(s)`];
  for (const shift of shifts) {
    lines.push(`  ${shift.value.toFixed(4)} at ${shift.at} ms`);
    for (const s of shift.sources) lines.push(`    ${s.node}: ${s.from.join(',')} -> ${s.to.join(',')}`);
  }
  return lines.join('\n');
}

/** Puts the session where supabase-js in the page looks for it before the first document loads. */
export async function storeSession(page: Page, backendUrl: string, session: unknown): Promise<void> {
  const key = supabaseSessionKey(backendUrl);
  await page.addInitScript(([k, value]) => window.localStorage.setItem(k, value), [
    key,
    JSON.stringify(session),
  ] as const);
}
