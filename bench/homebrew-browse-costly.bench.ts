// Long tasks of the browse page with the costliest public records to draw (no author may freeze it), on a
// slow phone: Debian's Chromium at 360x740 and 4x CPU slowdown, twenty public classes each near the 32 KB
// document limit with every text 5,000 characters of the markdown slowest to parse or widest to draw
// (e2e/support/costly-homebrew.ts, the records e2e/tests/homebrew/homebrew-browse-costly.spec.ts draws). The same
// steps as that spec: the page opens on a search that finds nothing (the app's own start-up is not measured),
// then the visitor's search finds the twenty, drawn on the same page, and is scrolled to the last; then one
// record is opened by its share link and drawn in full. The page's PerformanceObserver collects every long
// task. Per round (a fresh visitor, cold cache): the longest task of the twenty records, judged (median of
// the rounds) against `longestTaskCostlyBrowseCpu4xMs` of budgets.json, and of the one record in full,
// reported. Needs `npm run build` first. Ports: BENCH_PORT (default 4700) and BENCH_BACKEND_PORT, as
// bench/lib/product.ts.
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import WebSocket from 'ws';
import { createDualityClient, type DualityClient } from '@duality/supabase';
import { costlyClass, drawnTables } from '@duality/test-support/costly-homebrew';
import { pageSettled } from '@duality/test-support/settle';
import { judgeNumber, loadBudgets, verdictTable } from './lib/budgets';
import { quantile } from './lib/measure';
import { startBenchProduct } from './lib/product';
import { writeResult } from './lib/results';

// Node 20 has no global WebSocket, which supabase-js's realtime client needs even when unused.
Object.assign(globalThis, { WebSocket: (globalThis as { WebSocket?: unknown }).WebSocket ?? WebSocket });

const CPU_SLOWDOWN = 4;
const RECORDS = 20;
const ROUNDS = 5;

interface Round {
  /** Long tasks (ms) while the app started on a search that found nothing: not judged. */
  startUpMs: number[];
  /** Long tasks while the twenty records were drawn and scrolled through. */
  recordsMs: number[];
  /** Long tasks while one record was drawn in full from its share link. */
  fullRecordMs: number[];
  /** The page's width once the twenty were drawn (the phone's is 360 px). */
  widthPx: number;
}

/** A new author signed up through the API, with a client signed in as them (its session in memory). */
async function newAuthor(backend: { url: string; anonKey: string }, name: string): Promise<DualityClient> {
  const memory = new Map<string, string>();
  const client = createDualityClient(backend, {
    storage: {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    },
  });
  const { data, error } = await client.auth.signUp({
    email: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@bench.test`,
    password: 'a long password',
    options: { data: { display_name: name } },
  });
  if (error || !data.session) throw new Error(`sign-up of ${name} failed: ${error?.message}`);
  return client;
}

/** The twenty costly public classes, alternating between two authors; answers their ids. */
async function insertCostlyClasses(base: string, tag: string): Promise<number[]> {
  const config = (await (await fetch(`${base}/config.json`)).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  const backend = { url: config.supabaseUrl, anonKey: config.supabaseAnonKey };
  const authors = [await newAuthor(backend, 'Costly A'), await newAuthor(backend, 'Costly B')];
  const ids: number[] = [];
  for (let i = 0; i < RECORDS; i++) {
    const { data, error } = await authors[i % 2]!.from('homebrew_classes')
      .insert({ name: `${tag} ${i}`, public: true, data: costlyClass(tag) })
      .select('id')
      .single();
    if (error) throw new Error(`inserting class ${i}: ${error.message} (${error.code})`);
    ids.push(data.id);
  }
  for (const author of authors) author.realtime.disconnect();
  return ids;
}

/** Navigates inside the running app, as a link the app follows would (no page load). */
const navigateInApp = (page: Page, url: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);

/** The long tasks the page saw since the last call, in ms. */
const takeLongTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchLongTasks: number[] }).benchLongTasks.splice(0));

async function round(
  bench: Awaited<ReturnType<typeof startBenchProduct>>,
  base: string,
  tag: string,
  firstId: number,
): Promise<Round> {
  const context = await bench.newVisitor();
  try {
    await context.addInitScript(() => {
      const w = window as unknown as { benchLongTasks: number[] };
      w.benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.benchLongTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(`${base}/homebrew?kind=classes&q=${tag}-none`);
    await page.getByRole('status').filter({ hasText: 'No public' }).waitFor({ timeout: 60_000 });
    await pageSettled(page);
    const startUpMs = await takeLongTasks(page);

    await navigateInApp(page, `/homebrew?kind=classes&q=${tag}`);
    await page
      .getByRole('status')
      .filter({ hasText: `${RECORDS} public` })
      .waitFor({ timeout: 60_000 });
    await page.waitForFunction((n) => document.querySelectorAll('.hb-entry').length === n, RECORDS);
    await pageSettled(page);
    await page.locator('.hb-entry').last().scrollIntoViewIfNeeded();
    await pageSettled(page);
    const recordsMs = await takeLongTasks(page);
    const widthPx = await page.evaluate(() => document.documentElement.scrollWidth);

    await navigateInApp(page, `/homebrew?kind=classes&id=${firstId}`);
    await page.locator('.hb-entry .dh-markdown').first().waitFor({ timeout: 60_000 });
    // Drawn as markdown (its tables), not the plain text shown while the markdown renderer loads.
    await page.waitForFunction(
      (n) => document.querySelectorAll('.hb-entry .dh-markdown__table').length === n,
      drawnTables(costlyClass(tag)),
      { timeout: 60_000 },
    );
    await pageSettled(page);
    const fullRecordMs = await takeLongTasks(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { startUpMs, recordsMs, fullRecordMs, widthPx };
  } finally {
    await context.close();
  }
}

const longest = (tasks: readonly number[]) => Math.max(0, ...tasks);
const median = (values: readonly number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const list = (tasks: readonly number[]) => tasks.map((t) => t.toFixed(0)).join(', ') || 'none';

const bench = await startBenchProduct();
try {
  const base = bench.product.url.replace(/\/$/, '');
  const tag = `costly${Math.random().toString(36).slice(2, 8)}`;
  const ids = await insertCostlyClasses(base, tag);
  const rounds: Round[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const r = await round(bench, base, tag, ids[0]!);
    rounds.push(r);
    console.log(
      `round ${i + 1}: long tasks (ms) start-up ${list(r.startUpMs)}; the ${RECORDS} records ${list(r.recordsMs)}; one record in full ${list(r.fullRecordMs)}; width ${r.widthPx} px`,
    );
  }
  const recordsLongestMs = rounds.map((r) => longest(r.recordsMs));
  const fullRecordLongestMs = rounds.map((r) => longest(r.fullRecordMs));
  const summary = {
    recordsLongestMedianMs: median(recordsLongestMs),
    recordsLongestWorstMs: longest(recordsLongestMs),
    fullRecordLongestMedianMs: median(fullRecordLongestMs),
    fullRecordLongestWorstMs: longest(fullRecordLongestMs),
  };
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\nlongest task at ${CPU_SLOWDOWN}x CPU, median of ${ROUNDS} rounds (worst): the ${RECORDS} records ${summary.recordsLongestMedianMs.toFixed(0)} ms (${summary.recordsLongestWorstMs.toFixed(0)}); one record in full ${summary.fullRecordLongestMedianMs.toFixed(0)} ms (${summary.fullRecordLongestWorstMs.toFixed(0)}); load average ${load}`,
  );
  const budgets = loadBudgets();
  const verdicts = [
    judgeNumber(
      'longestTaskCostlyBrowseCpu4xMs',
      { target: budgets.timings.longestTaskCostlyBrowseCpu4xMs },
      summary.recordsLongestMedianMs,
      (n) => `${n.toFixed(0)} ms`,
      [`the longest task of each round: ${list(recordsLongestMs)} ms`],
    ),
  ];
  console.log(`\n${verdictTable(verdicts)}`);
  writeResult('homebrew-browse-costly', {
    ok: true,
    cpuSlowdown: CPU_SLOWDOWN,
    records: RECORDS,
    loadAverage: load,
    ...summary,
    rounds,
    verdicts,
  });
} finally {
  await bench.close();
}
