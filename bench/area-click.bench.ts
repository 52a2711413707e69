// A click from `/` into each area at 4x CPU + Fast 3G, the federated build and the monolith side by side in
// one run (the budget: at most 1.2x the monolith), without the rest of the page benchmark: `AREA_CLICK_RUNS`
// (default 3) cold loads of `/` per sign-in state and build, the builds interleaved, one page at a time,
// each followed by clicks into the areas of that sign-in state in turn (lib/journeys.ts, navigateInTurn:
// back to `/` between clicks, each run starting the turn at another area), timed in the page from the click
// to the area's heading. Medians per area and build, the ratio judged against
// `clickToAreaCpu4xFast3gOverMonolith`. web.bench.ts measures and judges the same clicks among its journeys;
// this one answers in a few minutes. Needs `npm run build` and the monolith (`run.ts` builds it). Ports as
// lib/site.ts.
import { loadBudgets, verdictTable } from './lib/budgets';
import { navigateInTurn, navigationJourneys } from './lib/journeys';
import { quantile } from './lib/measure';
import { profiles } from './lib/page-metrics';
import { writeResult } from './lib/results';
import { buildNames, startSite } from './lib/site';
import { judgeClickRatios, type TimingReport } from './lib/timings';

const runs = Number(process.env.AREA_CLICK_RUNS || 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`AREA_CLICK_RUNS is ${runs}: at least 1 run`);
const profile = profiles['cpu4x-fast3g'];
const budgets = loadBudgets();
const site = await startSite();
try {
  const report: TimingReport = { [profile.name]: {} };
  const byJourney = report[profile.name]!;
  const sequences = [
    navigationJourneys.filter((n) => !n.signedIn),
    navigationJourneys.filter((n) => n.signedIn),
  ];
  const started = Date.now();
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? buildNames : [...buildNames].reverse();
    for (const sequence of sequences) {
      const turn = [...sequence.slice(run % sequence.length), ...sequence.slice(0, run % sequence.length)];
      for (const build of order) {
        const r = await navigateInTurn(site, build, turn, profile);
        for (const [area, ms] of Object.entries(r.clickToVisibleMs)) {
          const byBuild = (byJourney[`nav ${area}`] ??= {} as (typeof byJourney)[string]);
          const entry = (byBuild[build] ??= { runs: 0, median: {}, samples: {} });
          entry.runs++;
          (entry.samples.clickToVisibleMs ??= []).push(ms);
        }
      }
    }
    console.log(`  run ${run + 1} of ${runs} (${((Date.now() - started) / 1000).toFixed(0)} s so far)`);
  }
  console.log(
    `\nClick to the area visible, ${profile.label} (medians of ${runs}; federated / monolith = ratio):`,
  );
  for (const [journey, byBuild] of Object.entries(byJourney)) {
    for (const entry of Object.values(byBuild)) {
      const sorted = [...entry.samples.clickToVisibleMs!].sort((a, b) => a - b);
      entry.median.clickToVisibleMs = quantile(sorted, 0.5);
    }
    const f = byBuild.federated.median.clickToVisibleMs!;
    const m = byBuild.monolith.median.clickToVisibleMs!;
    console.log(
      `  ${journey.padEnd(14)} ${f.toFixed(0)} / ${m.toFixed(0)} ms = ${(f / m).toFixed(2)}  (federated ${byBuild.federated.samples.clickToVisibleMs!.map((n) => n.toFixed(0)).join(', ')}; monolith ${byBuild.monolith.samples.clickToVisibleMs!.map((n) => n.toFixed(0)).join(', ')})`,
    );
  }
  const verdicts = judgeClickRatios(report, budgets);
  console.log(`\n${verdictTable(verdicts)}`);
  writeResult('area-click', { ok: true, runs, timings: report, verdicts });
} finally {
  await site.close();
}
process.exit(0);
