// The one timing harness every benchmark uses: warm up, then time N runs and report the median and p95.
import { performance } from 'node:perf_hooks';

export interface Measurement {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
}

/** Value at quantile q (0..1) of already sorted numbers; nearest-rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('quantile of an empty list');
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index]!;
}

/** Times `fn` `runs` times after `warmup` untimed runs; returns the median and p95 in milliseconds. */
export async function measure(
  name: string,
  fn: () => unknown | Promise<unknown>,
  { runs = 200, warmup = 20 }: { runs?: number; warmup?: number } = {},
): Promise<Measurement> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, runs, medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95) };
}

/** Prints one line per measurement, in a format that reads well in a closing note. */
export function report(results: readonly Measurement[]): void {
  for (const r of results) {
    console.log(
      `${r.name}: median ${r.medianMs.toFixed(3)} ms, p95 ${r.p95Ms.toFixed(3)} ms over ${r.runs} runs`,
    );
  }
}
