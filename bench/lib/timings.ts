// The timed part of the page benchmark: cold runs of every journey on both builds, interleaved (federated,
// monolith, then monolith, federated on the next run) so the machine's load falls on both alike, under each
// throttling profile; medians per journey, and the timing budgets judged on them. A run is: a cold visit of
// each route but `/`, and two cold visits of `/` (signed out, signed in) each followed by clicks into the
// areas of that sign-in state in turn; `/`'s samples are those two loads. The first visit of `/` (no consent
// stored: the page asks) is a route of its own.
// Under a throttled network the two builds' cold visits of an area's route run at the same time, each in
// its own page (`concurrentRouteVisits`): they spend most of their time waiting on the emulated network, so
// together they take about half as long, and each build meets the other alike. Two pages share the 2 cores,
// though: measured both ways, their medians read higher (FCP and LCP by up to 14 %, TBT up to twice),
// never lower. Everything a budget is judged on stays one page at a time: the loads of `/` and the clicks
// into the areas (the sequences), and every unthrottled or 4x-CPU-only run.
import { judgeNumber, type Budgets, type Verdict } from './budgets';
import { firstVisitHome, navigateInTurn, navigationJourneys, routeJourneys, visitRoute } from './journeys';
import { quantile } from './measure';
import { profiles, type PageMetrics, type Profile } from './page-metrics';
import { buildNames, type BuildName, type Site } from './site';

type MetricName = keyof PageMetrics | 'clickToVisibleMs';

/** Medians of one journey on one build under one profile, and the runs they come from. */
export interface JourneyTimings {
  runs: number;
  median: Partial<Record<MetricName, number>>;
  samples: Partial<Record<MetricName, number[]>>;
}

/** profile -> journey ("/builder", "nav builder") -> build -> timings */
export type TimingReport = Record<string, Record<string, Record<BuildName, JourneyTimings>>>;

export interface TimingPlan {
  runs: number;
  /** Profiles every journey runs under. */
  full: Profile[];
  /** Profiles only `/` runs under (its LCP budget with 4x CPU and no network throttling). */
  homeOnly: Profile[];
}

export const defaultPlan = (runs: number): TimingPlan => ({
  runs,
  full: [profiles.unthrottled, profiles['cpu4x-fast3g']],
  homeOnly: [profiles.cpu4x],
});

export async function measureTimings(
  site: Site,
  plan: TimingPlan,
  log: (line: string) => void,
): Promise<TimingReport> {
  const report: TimingReport = {};
  const add = (
    profile: Profile,
    journey: string,
    build: BuildName,
    sample: Partial<Record<MetricName, number>>,
  ) => {
    const byJourney = (report[profile.name] ??= {});
    const byBuild = (byJourney[journey] ??= {} as Record<BuildName, JourneyTimings>);
    const entry = (byBuild[build] ??= { runs: 0, median: {}, samples: {} });
    entry.runs++;
    for (const [metric, value] of Object.entries(sample) as [MetricName, number][]) {
      (entry.samples[metric] ??= []).push(value);
    }
  };
  const [home, ...others] = routeJourneys;
  // The first navigations run in turn within one page per sign-in state (fewer slow cold loads of `/`),
  // each sequence starting at a different area on each run; those loads of `/` are its samples.
  const sequences = [
    navigationJourneys.filter((n) => !n.signedIn),
    navigationJourneys.filter((n) => n.signedIn),
  ];
  for (const profile of [...plan.homeOnly, ...plan.full]) {
    const full = plan.full.includes(profile);
    const started = Date.now();
    /** Runs `visit` for each build of `order`, at the same time when `concurrent`, else in turn. */
    const eachBuild = async (
      order: readonly BuildName[],
      visit: (build: BuildName) => Promise<void>,
      concurrent = false,
    ) => {
      if (concurrent) await Promise.all(order.map(visit));
      else for (const build of order) await visit(build);
    };
    for (let run = 0; run < plan.runs; run++) {
      const order = run % 2 === 0 ? buildNames : [...buildNames].reverse();
      if (!full) {
        await eachBuild(order, async (build) =>
          add(profile, home!.name, build, (await visitRoute(site, build, home!, profile)).metrics),
        );
        continue;
      }
      log(
        `    ${profile.label}: run ${run + 1} of ${plan.runs} (${((Date.now() - started) / 1000).toFixed(0)} s so far)`,
      );
      for (const route of others)
        await eachBuild(
          order,
          async (build) =>
            add(profile, route.name, build, (await visitRoute(site, build, route, profile)).metrics),
          // The first visit of `/` has its own LCP budget: one page at a time, like `/`.
          concurrentRouteVisits(profile) && !route.firstVisit,
        );
      for (const sequence of sequences) {
        if (sequence.length === 0) continue;
        const turn = [...sequence.slice(run % sequence.length), ...sequence.slice(0, run % sequence.length)];
        await eachBuild(order, async (build) => {
          const r = await navigateInTurn(site, build, turn, profile);
          add(profile, home!.name, build, r.home);
          for (const [area, ms] of Object.entries(r.clickToVisibleMs))
            add(profile, `nav ${area}`, build, { clickToVisibleMs: ms });
        });
      }
    }
    log(`  timings: ${plan.runs} runs ${profile.label} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  for (const byJourney of Object.values(report))
    for (const byBuild of Object.values(byJourney))
      for (const entry of Object.values(byBuild))
        for (const [metric, values] of Object.entries(entry.samples) as [MetricName, number[]][]) {
          entry.median[metric] = quantile(
            [...values].sort((a, b) => a - b),
            0.5,
          );
        }
  return report;
}

/** Whether the two builds' visits of an area's route run at the same time: when the network is throttled. */
export const concurrentRouteVisits = (profile: Profile): boolean => profile.network !== undefined;

const ms = (n: number) => `${n.toFixed(0)} ms`;

/** The timing budgets, judged on the federated build's medians. */
export function judgeTimingBudgets(report: TimingReport, budgets: Budgets): Verdict[] {
  const t = budgets.timings;
  const verdicts: Verdict[] = [];
  const fed = (profile: string, journey: string) => report[profile]?.[journey]?.federated.median;
  for (const nav of navigationJourneys) {
    const value = fed('unthrottled', `nav ${nav.area}`)?.clickToVisibleMs;
    if (value !== undefined)
      verdicts.push(
        judgeNumber(
          `click to ${nav.area} visible, localhost (median)`,
          { target: t.clickToAreaVisibleMs },
          value,
          ms,
        ),
      );
  }
  verdicts.push(...judgeClickRatios(report, budgets));
  const lcp4x = fed('cpu4x', '/')?.lcpMs;
  if (lcp4x !== undefined)
    verdicts.push(judgeNumber('LCP of /, 4x CPU (median)', { target: t.lcpHomeCpu4xMs }, lcp4x, ms));
  const lcp3g = fed('cpu4x-fast3g', '/')?.lcpMs;
  if (lcp3g !== undefined)
    verdicts.push(
      judgeNumber('LCP of /, 4x CPU + Fast 3G (median)', { target: t.lcpHomeCpu4xFast3gMs }, lcp3g, ms),
    );
  const firstVisit3g = fed('cpu4x-fast3g', firstVisitHome.name)?.lcpMs;
  if (firstVisit3g !== undefined)
    verdicts.push(
      judgeNumber(
        'LCP of /, first visit (consent asked), 4x CPU + Fast 3G (median)',
        { target: t.lcpHomeFirstVisitCpu4xFast3gMs },
        firstVisit3g,
        ms,
      ),
    );
  let worst: { value: number; where: string } | null = null;
  for (const [profile, byJourney] of Object.entries(report))
    for (const [journey, byBuild] of Object.entries(byJourney)) {
      const cls = byBuild.federated?.median.cls;
      if (cls !== undefined && (worst === null || cls > worst.value))
        worst = { value: cls, where: `${journey}, ${profile}` };
    }
  if (worst)
    verdicts.push(
      judgeNumber(`CLS, worst route (${worst.where}) (median)`, { target: t.cls }, worst.value, (n) =>
        n.toFixed(3),
      ),
    );
  return verdicts;
}

/**
 * A click from `/` into each area at 4x CPU + Fast 3G, federated over monolith (the budget: at most 1.2x), on
 * the medians of one run; judged by web.bench.ts and area-click.bench.ts alike.
 */
export function judgeClickRatios(report: TimingReport, budgets: Budgets): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const nav of navigationJourneys) {
    const byBuild = report['cpu4x-fast3g']?.[`nav ${nav.area}`];
    const f = byBuild?.federated?.median.clickToVisibleMs;
    const m = byBuild?.monolith?.median.clickToVisibleMs;
    if (f === undefined || m === undefined || m <= 0) continue;
    verdicts.push(
      judgeNumber(
        `click to ${nav.area} visible, 4x CPU + Fast 3G, federated/monolith (medians)`,
        { target: budgets.timings.clickToAreaCpu4xFast3gOverMonolith },
        f / m,
        (n) => `${n.toFixed(2)}x`,
        [`${ms(f)} / ${ms(m)}`],
      ),
    );
  }
  return verdicts;
}

/** The areas' pages whose direct visit is judged against the monolith (at most 1.1x its LCP). */
export const judgedAreaVisits = ['/builder', '/character/{id}', '/campaign/{id}'] as const;

/**
 * A direct visit of each judged area's page at 4x CPU + Fast 3G, federated over monolith, on the medians of
 * one run whose visits ran one page at a time (area-visit.bench.ts).
 */
export function judgeAreaVisitRatios(report: TimingReport, budgets: Budgets): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const route of judgedAreaVisits) {
    const byBuild = report['cpu4x-fast3g']?.[route];
    const f = byBuild?.federated?.median.lcpMs;
    const m = byBuild?.monolith?.median.lcpMs;
    if (f === undefined || m === undefined || m <= 0) continue;
    verdicts.push(
      judgeNumber(
        `LCP of a direct visit of ${route}, 4x CPU + Fast 3G, federated/monolith (medians)`,
        { target: budgets.timings.lcpAreaVisitCpu4xFast3gOverMonolith },
        f / m,
        (n) => `${n.toFixed(2)}x`,
        [`${ms(f)} / ${ms(m)}`],
      ),
    );
  }
  return verdicts;
}
