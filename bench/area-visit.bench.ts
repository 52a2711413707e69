// A direct visit of an area's page at 4x CPU + Fast 3G (a shared character, an invite, a link to the builder),
// the federated build and the monolith side by side in one run (the budget: LCP at most 1.1x the monolith's):
// `AREA_VISIT_RUNS` (default 5) cold visits of each area's route per build, the builds interleaved (federated
// first on even runs), one page at a time: unlike web.bench.ts, whose throttled visits of an area's route run
// both builds at once, which reads their medians higher. Medians of FCP and LCP per route and build; the
// judged routes' LCP ratios against `lcpAreaVisitCpu4xFast3gOverMonolith`, `/homebrew` reported beside them.
// Needs `npm run build` and the monolith (`run.ts` builds it). Ports as lib/site.ts.
import { loadBudgets, verdictTable } from './lib/budgets';
import { routeJourneys, visitRoute } from './lib/journeys';
import { quantile } from './lib/measure';
import { profiles } from './lib/page-metrics';
import { writeResult } from './lib/results';
import { buildNames, startSite } from './lib/site';
import { judgeAreaVisitRatios, judgedAreaVisits, type TimingReport } from './lib/timings';

const runs = Number(process.env.AREA_VISIT_RUNS || 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`AREA_VISIT_RUNS is ${runs}: at least 1 run`);
const profile = profiles['cpu4x-fast3g'];
const routes = routeJourneys.filter(
  (r) => (judgedAreaVisits as readonly string[]).includes(r.name) || r.name === '/homebrew',
);
const budgets = loadBudgets();
const site = await startSite();
try {
  const report: TimingReport = { [profile.name]: {} };
  const byJourney = report[profile.name]!;
  const started = Date.now();
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? buildNames : [...buildNames].reverse();
    for (const route of routes)
      for (const build of order) {
        const { metrics } = await visitRoute(site, build, route, profile, { brotli: false });
        const byBuild = (byJourney[route.name] ??= {} as (typeof byJourney)[string]);
        const entry = (byBuild[build] ??= { runs: 0, median: {}, samples: {} });
        entry.runs++;
        (entry.samples.fcpMs ??= []).push(metrics.fcpMs);
        (entry.samples.lcpMs ??= []).push(metrics.lcpMs);
      }
    console.log(`  run ${run + 1} of ${runs} (${((Date.now() - started) / 1000).toFixed(0)} s so far)`);
  }
  console.log(`\nDirect visits, ${profile.label} (medians of ${runs}; federated / monolith = ratio):`);
  for (const [journey, byBuild] of Object.entries(byJourney)) {
    for (const entry of Object.values(byBuild))
      for (const metric of ['fcpMs', 'lcpMs'] as const)
        entry.median[metric] = quantile(
          [...entry.samples[metric]!].sort((a, b) => a - b),
          0.5,
        );
    const line = (metric: 'fcpMs' | 'lcpMs') => {
      const f = byBuild.federated.median[metric]!;
      const m = byBuild.monolith.median[metric]!;
      return `${f.toFixed(0)} / ${m.toFixed(0)} ms = ${(f / m).toFixed(2)}`;
    };
    console.log(
      `  ${journey.padEnd(16)} LCP ${line('lcpMs')}  FCP ${line('fcpMs')}  (LCP federated ${byBuild.federated.samples.lcpMs!.map((n) => n.toFixed(0)).join(', ')}; monolith ${byBuild.monolith.samples.lcpMs!.map((n) => n.toFixed(0)).join(', ')})`,
    );
  }
  const verdicts = judgeAreaVisitRatios(report, budgets);
  console.log(`\n${verdictTable(verdicts)}`);
  writeResult('area-visit', { ok: true, runs, timings: report, verdicts });
} finally {
  await site.close();
}
process.exit(0);
