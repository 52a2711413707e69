// The bytes of each journey on both builds (JavaScript and CSS, raw, gzip -9, brotli and on the wire),
// measured on one cold visit each after an uncounted warm-up (bytes are deterministic), and the byte
// budgets judged on them. Used by the bench (web.bench.ts) and by CI (check-bytes.ts).
import type { Budgets, Verdict } from './budgets';
import { judgeBytes, judgeNumber, kb, ratchetFor } from './budgets';
import { firstVisitHome, navigateInto, navigationJourneys, routeJourneys, visitRoute } from './journeys';
import { profiles } from './page-metrics';
import { fileLines, total, type ByteKind, type ScriptBytes } from './script-bytes';
import { buildNames, type BuildName, type Site } from './site';

export interface CodeTotals {
  js: Record<ByteKind, number>;
  css: Record<ByteKind, number>;
  files: ScriptBytes[];
}

export interface ByteReport {
  /** First visit of each route, per build. */
  routes: Record<string, Record<BuildName, CodeTotals>>;
  /** What a click from `/` into each area loaded, per build; `own` is the area's own origin (federated). */
  navigations: Record<string, Record<BuildName, CodeTotals> & { own: CodeTotals }>;
}

const kinds: ByteKind[] = ['raw', 'gzip', 'brotli', 'wire'];

export function totals(files: ScriptBytes[]): CodeTotals {
  const of = (type: 'js' | 'css') => {
    const list = files.filter((f) => f.type === type);
    return Object.fromEntries(kinds.map((k) => [k, total(list, k)])) as Record<ByteKind, number>;
  };
  return { js: of('js'), css: of('css'), files };
}

/** JavaScript plus CSS, gzip -9. */
export const codeGzip = (t: CodeTotals): number => t.js.gzip + t.css.gzip;

/**
 * Measures every journey once on each build. Bytes do not depend on timing, so the visits run a few at a
 * time (each in its own cold context).
 */
export async function measureBytes(
  site: Site,
  { brotli = true, log = () => {} }: { brotli?: boolean; log?: (line: string) => void } = {},
): Promise<ByteReport> {
  const flat = profiles.unthrottled;
  const report: ByteReport = { routes: {}, navigations: {} };
  const tasks: (() => Promise<void>)[] = [];
  for (const route of routeJourneys) {
    const entry = {} as Record<BuildName, CodeTotals>;
    report.routes[route.name] = entry;
    for (const build of buildNames)
      tasks.push(async () => {
        entry[build] = totals((await visitRoute(site, build, route, flat, { brotli })).code);
        log(`  bytes: first visit of ${route.name} (${build})`);
      });
  }
  for (const nav of navigationJourneys) {
    const entry = {} as Record<BuildName, CodeTotals> & { own: CodeTotals };
    report.navigations[nav.area] = entry;
    for (const build of buildNames)
      tasks.push(async () => {
        const { code } = await navigateInto(site, build, nav, flat, { brotli });
        entry[build] = totals(code);
        if (build === 'federated') {
          const origin = site.areaOrigins[nav.area];
          entry.own = totals(code.filter((f) => origin !== undefined && new URL(f.url).origin === origin));
        }
        log(`  bytes: first navigation into ${nav.area} (${build})`);
      });
  }
  await runAtMost(3, tasks);
  return report;
}

async function runAtMost(limit: number, tasks: readonly (() => Promise<void>)[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/**
 * The byte budgets judged on a report: the first load of `/` (a returning visitor's, and a first visit's,
 * which asks for consent), each area's own code, the federation cost.
 */
export function judgeBytesBudgets(report: ByteReport, budgets: Budgets): Verdict[] {
  const verdicts: Verdict[] = [];
  const home = report.routes['/']!.federated;
  verdicts.push(
    judgeBytes(
      'first-load JS of / (gzip)',
      {
        targetKb: budgets.bytes.firstLoadJsHome.targetKb,
        ratchetKb: ratchetFor(budgets.bytes.firstLoadJsHome.ratchetKb),
      },
      home.js.gzip,
      fileLines(jsOf(home)),
    ),
  );
  const firstVisit = report.routes[firstVisitHome.name]?.federated;
  if (firstVisit)
    verdicts.push(
      judgeBytes(
        'first-load JS of /, first visit (consent asked) (gzip)',
        {
          targetKb: budgets.bytes.firstLoadJsHomeFirstVisit.targetKb,
          ratchetKb: ratchetFor(budgets.bytes.firstLoadJsHomeFirstVisit.ratchetKb),
        },
        firstVisit.js.gzip,
        fileLines(jsOf(firstVisit)),
      ),
    );
  for (const [area, nav] of Object.entries(report.navigations)) {
    verdicts.push(
      judgeBytes(
        `first navigation into ${area}: its own JS (gzip)`,
        {
          targetKb: budgets.bytes.areaFirstNavigationOwnJs.targetKb,
          ratchetKb: ratchetFor(budgets.bytes.areaFirstNavigationOwnJs.ratchetKb, area),
        },
        nav.own.js.gzip,
        fileLines(jsOf(nav.own)),
      ),
    );
  }
  const ratio = (name: string, journey: string, fed: CodeTotals, mono: CodeTotals) =>
    judgeNumber(
      `federated/monolith JS+CSS gzip, ${name}`,
      {
        target: budgets.bytes.federatedOverMonolith.target,
        ratchet: ratchetFor(budgets.bytes.federatedOverMonolith.ratchet, journey),
      },
      codeGzip(fed) / codeGzip(mono),
      (n) => n.toFixed(2),
      [
        `federated ${kb(codeGzip(fed))} in ${fed.files.length} files:`,
        ...fileLines(fed.files),
        `monolith ${kb(codeGzip(mono))} in ${mono.files.length} files:`,
        ...fileLines(mono.files),
      ],
    );
  for (const [name, route] of Object.entries(report.routes)) {
    verdicts.push(ratio(`first visit of ${name}`, name, route.federated, route.monolith));
  }
  const navs = Object.values(report.navigations);
  verdicts.push(
    ratio(
      'the five first navigations together',
      'first navigations',
      totals(navs.flatMap((n) => n.federated.files)),
      totals(navs.flatMap((n) => n.monolith.files)),
    ),
  );
  return verdicts;
}

const jsOf = (t: CodeTotals) => t.files.filter((f) => f.type === 'js');
