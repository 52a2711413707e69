// The product as a visitor gets it, side by side with a monolith of the same code, in Debian's Chromium at
// 360x740, every visit in a fresh context (cold cache): the JavaScript and CSS of the first visit of each
// route and of the first navigation into each area (raw, gzip -9, brotli, on the wire), and the medians of
// `BENCH_RUNS` (default 5) cold runs of FCP, LCP, TBT and CLS per route and of click-to-area-visible per
// area, unthrottled and with 4x CPU plus Fast 3G (and `/` with 4x CPU alone); the ratio federated/monolith
// of each; the budgets of budgets.json judged against their targets. Needs `npm run build` and the monolith
// (`run.ts` builds it). Writes bench/results/web.json.
import { loadBudgets, verdictTable } from './lib/budgets';
import {
  codeGzip,
  judgeBytesBudgets,
  measureBytes,
  type ByteReport,
  type CodeTotals,
} from './lib/byte-report';
import { writeResult } from './lib/results';
import { kb } from './lib/script-bytes';
import { startSite } from './lib/site';
import { defaultPlan, judgeTimingBudgets, measureTimings, type TimingReport } from './lib/timings';

const runs = Number(process.env.BENCH_RUNS || 5);
if (!Number.isInteger(runs) || runs < 5)
  throw new Error(`BENCH_RUNS is ${runs}: at least 5 cold runs per route`);
const budgets = loadBudgets();
const site = await startSite();
try {
  const log = (line: string) => console.log(line);
  const bytes = await measureBytes(site, { log });
  printBytes(bytes);
  const timings = await measureTimings(site, defaultPlan(runs), log);
  printTimings(timings);
  const verdicts = [...judgeBytesBudgets(bytes, budgets), ...judgeTimingBudgets(timings, budgets)];
  console.log(`\nBudgets (bench/budgets.json), judged against their targets:\n${verdictTable(verdicts)}`);
  writeResult('web', { runs, bytes, timings, verdicts: verdicts.map(({ details: _, ...v }) => v) });
} finally {
  await site.close();
}
process.exit(0);

function printBytes(report: ByteReport): void {
  const line = (t: CodeTotals) =>
    `JS ${kb(t.js.raw)} raw, ${kb(t.js.gzip)} gzip, ${kb(t.js.brotli)} br, ${kb(t.js.wire)} wire; CSS ${kb(t.css.raw)} raw, ${kb(t.css.gzip)} gzip, ${kb(t.css.brotli)} br`;
  console.log('\nFirst visits (JS and CSS until the network is quiet):');
  for (const [route, r] of Object.entries(report.routes)) {
    console.log(
      `  ${route}  federated/monolith ${(codeGzip(r.federated) / codeGzip(r.monolith)).toFixed(2)} (gzip)`,
    );
    console.log(`    federated (${r.federated.files.length} files): ${line(r.federated)}`);
    console.log(`    monolith  (${r.monolith.files.length} files): ${line(r.monolith)}`);
  }
  console.log('\nFirst navigations from / (what the click loaded):');
  for (const [area, n] of Object.entries(report.navigations)) {
    console.log(
      `  ${area}  federated/monolith ${(codeGzip(n.federated) / codeGzip(n.monolith)).toFixed(2)} (gzip)`,
    );
    console.log(`    federated (${n.federated.files.length} files): ${line(n.federated)}`);
    console.log(`      of which the area's own (${n.own.files.length} files): ${line(n.own)}`);
    console.log(`    monolith  (${n.monolith.files.length} files): ${line(n.monolith)}`);
  }
}

function printTimings(report: TimingReport): void {
  const metrics = ['fcpMs', 'lcpMs', 'tbtMs', 'cls', 'clickToVisibleMs'] as const;
  const show = (metric: string, n: number | undefined) =>
    n === undefined ? '-' : metric === 'cls' ? n.toFixed(3) : `${n.toFixed(0)}`;
  for (const [profile, byJourney] of Object.entries(report)) {
    console.log(`\nMedians, ${profile} (federated / monolith = ratio; ms, CLS unitless):`);
    for (const [journey, byBuild] of Object.entries(byJourney)) {
      const cells = metrics
        .filter((m) => byBuild.federated.median[m] !== undefined)
        .map((m) => {
          const f = byBuild.federated.median[m]!;
          const mono = byBuild.monolith.median[m]!;
          const ratio = mono > 0 ? (f / mono).toFixed(2) : '-';
          return `${m.replace('Ms', '')} ${show(m, f)} / ${show(m, mono)} = ${ratio}`;
        });
      console.log(`  ${journey.padEnd(16)} ${cells.join('   ')}  (${byBuild.federated.runs} runs)`);
    }
  }
}
