// The first visit of `/` alone (`npm run bench -- first-visit`): a visitor with nothing stored, whom the
// page asks for consent. Its JavaScript and CSS (one unthrottled cold visit per build), and the medians of
// `BENCH_RUNS` (default and minimum 3) cold visits at 4x CPU + Fast 3G of FCP, LCP, TBT and CLS, federated
// and monolith interleaved, one page at a time; judged against its two budgets of budgets.json. The full
// page benchmark (web.bench.ts) measures the same journey among the others. Writes
// bench/results/first-visit.json.
import { judgeBytes, judgeNumber, loadBudgets, verdictTable } from './lib/budgets';
import { totals, type CodeTotals } from './lib/byte-report';
import { firstVisitHome, visitRoute } from './lib/journeys';
import { quantile } from './lib/measure';
import { profiles, type PageMetrics } from './lib/page-metrics';
import { writeResult } from './lib/results';
import { fileLines, kb } from './lib/script-bytes';
import { buildNames, startSite, type BuildName } from './lib/site';

const runs = Number(process.env.BENCH_RUNS || 3);
if (!Number.isInteger(runs) || runs < 3) throw new Error(`BENCH_RUNS is ${runs}: at least 3 cold visits`);
const budgets = loadBudgets();
const profile = profiles['cpu4x-fast3g'];
const site = await startSite();
try {
  const bytes = {} as Record<BuildName, CodeTotals>;
  for (const build of buildNames)
    bytes[build] = totals((await visitRoute(site, build, firstVisitHome, profiles.unthrottled)).code);
  for (const build of buildNames) {
    const t = bytes[build];
    console.log(
      `${build}: JS ${kb(t.js.gzip)} gzip (${kb(t.js.raw)} raw, ${t.files.filter((f) => f.type === 'js').length} files), CSS ${kb(t.css.gzip)} gzip`,
    );
  }
  const samples = { federated: [], monolith: [] } as Record<BuildName, PageMetrics[]>;
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? buildNames : [...buildNames].reverse();
    for (const build of order)
      samples[build].push((await visitRoute(site, build, firstVisitHome, profile)).metrics);
    console.log(`  ${profile.label}: run ${run + 1} of ${runs}`);
  }
  const median = (list: PageMetrics[], metric: keyof PageMetrics) =>
    quantile(
      list.map((m) => m[metric]).sort((a, b) => a - b),
      0.5,
    );
  const mediansOf = (list: PageMetrics[]): PageMetrics => ({
    fcpMs: median(list, 'fcpMs'),
    lcpMs: median(list, 'lcpMs'),
    tbtMs: median(list, 'tbtMs'),
    cls: median(list, 'cls'),
  });
  const medians = { federated: mediansOf(samples.federated), monolith: mediansOf(samples.monolith) };
  console.log(`\nMedians of ${runs}, ${profile.label} (federated / monolith):`);
  for (const m of ['fcpMs', 'lcpMs', 'tbtMs', 'cls'] as const) {
    const f = medians.federated[m];
    const mono = medians.monolith[m];
    const show = (n: number) => (m === 'cls' ? n.toFixed(3) : n.toFixed(0));
    console.log(
      `  ${m.replace('Ms', '')} ${show(f)} / ${show(mono)} (samples ${samples.federated.map((s) => show(s[m])).join(', ')} / ${samples.monolith.map((s) => show(s[m])).join(', ')})`,
    );
  }
  const verdicts = [
    judgeBytes(
      'first-load JS of /, first visit (consent asked) (gzip)',
      { targetKb: budgets.bytes.firstLoadJsHomeFirstVisit.targetKb },
      bytes.federated.js.gzip,
      fileLines(bytes.federated.files.filter((f) => f.type === 'js')),
    ),
    judgeNumber(
      `LCP of /, first visit (consent asked), ${profile.label} (median)`,
      { target: budgets.timings.lcpHomeFirstVisitCpu4xFast3gMs },
      medians.federated.lcpMs,
      (n) => `${n.toFixed(0)} ms`,
    ),
  ];
  console.log(`\n${verdictTable(verdicts)}`);
  writeResult('first-visit', {
    runs,
    bytes,
    samples,
    medians,
    verdicts: verdicts.map(({ details: _, ...v }) => v),
  });
} finally {
  await site.close();
}
process.exit(0);
