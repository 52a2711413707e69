// The budgets (bench/budgets.json), parsed where they enter, and how a measurement is judged against one.
// A byte budget may carry a ratchet: a ceiling above the target, the measurement when the budget was set,
// that CI holds while the target is not met yet, so the bytes can only go down meanwhile. The bench's table
// always judges against the target.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** One ceiling for the budget, or one per journey it covers (an area, a route). */
const ratchetSchema = z.union([z.number().positive(), z.record(z.string(), z.number().positive())]);

const byteBudgetSchema = z
  .object({ targetKb: z.number().positive(), ratchetKb: ratchetSchema.optional() })
  .strict()
  .refine((b) => ceilings(b.ratchetKb).every((r) => r > b.targetKb), {
    message: 'a ratchet lies above its target (drop the ratchet once the target is met)',
  });

const ratioBudgetSchema = z
  .object({ target: z.number().positive(), ratchet: ratchetSchema.optional() })
  .strict()
  .refine((b) => ceilings(b.ratchet).every((r) => r > b.target), {
    message: 'a ratchet lies above its target (drop the ratchet once the target is met)',
  });

type Ratchet = z.infer<typeof ratchetSchema>;

function ceilings(ratchet: Ratchet | undefined): number[] {
  if (ratchet === undefined) return [];
  return typeof ratchet === 'number' ? [ratchet] : Object.values(ratchet);
}

/** The ratchet that holds for one journey of a budget, if any. */
export function ratchetFor(ratchet: Ratchet | undefined, journey?: string): number | undefined {
  if (ratchet === undefined || typeof ratchet === 'number') return ratchet;
  return journey === undefined ? undefined : ratchet[journey];
}

export const budgetsSchema = z
  .object({
    $comment: z.string().optional(),
    bytes: z
      .object({
        firstLoadJsHome: byteBudgetSchema,
        /** The same on a first visit: no consent stored, so the page asks for it. */
        firstLoadJsHomeFirstVisit: byteBudgetSchema,
        areaFirstNavigationOwnJs: byteBudgetSchema,
        federatedOverMonolith: ratioBudgetSchema,
      })
      .strict(),
    timings: z
      .object({
        clickToAreaVisibleMs: z.number().positive(),
        /** A click from `/` into an area at 4x CPU + Fast 3G: the federated build's median over the monolith's. */
        clickToAreaCpu4xFast3gOverMonolith: z.number().positive(),
        /**
         * A direct visit of an area's page (`/builder`, `/character/{id}`, `/campaign/{id}`) at 4x CPU + Fast 3G:
         * the federated build's median LCP over the monolith's (area-visit.bench.ts).
         */
        lcpAreaVisitCpu4xFast3gOverMonolith: z.number().positive(),
        lcpHomeCpu4xMs: z.number().positive(),
        lcpHomeCpu4xFast3gMs: z.number().positive(),
        lcpHomeFirstVisitCpu4xFast3gMs: z.number().positive(),
        cls: z.number().nonnegative(),
        /** Interaction to next paint of a tracker tap on the sheet at 4x CPU (sheet-inp.bench.ts). */
        inpTrackerTapCpu4xMs: z.number().positive(),
        /** The longest task of `/homebrew` drawing twenty costly records at 4x CPU (homebrew-browse-costly.bench.ts). */
        longestTaskCostlyBrowseCpu4xMs: z.number().positive(),
      })
      .strict(),
  })
  .strict();

export type Budgets = z.infer<typeof budgetsSchema>;

export const budgetsFile = join(import.meta.dirname, '..', 'budgets.json');

/** Reads and checks bench/budgets.json; a malformed file fails with the field that is wrong. */
export function loadBudgets(file = budgetsFile): Budgets {
  const parsed = budgetsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new Error(`${file} is not a valid budgets file:\n  ${issues.join('\n  ')}`);
  }
  return parsed.data;
}

/** One budget judged: what was measured against what was allowed. */
export interface Verdict {
  budget: string;
  /** What the budget allows, e.g. "170.0 KB". */
  target: string;
  /** What CI enforces while the target is not met, when a ratchet is set. */
  ratchet?: string;
  measured: string;
  /** Measured within the target. */
  pass: boolean;
  /** Measured within the ratchet (or the target when there is none): what CI requires. */
  withinRatchet: boolean;
  /** By how much the target is missed, e.g. "+167.3 KB (+98%)"; empty when it passes. */
  over: string;
  /** Files or details behind the measurement, for a failure message. */
  details?: string[];
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** A measurement in bytes against a budget in KB. */
export function judgeBytes(
  budget: string,
  limits: { targetKb: number; ratchetKb?: number | undefined },
  bytes: number,
  details?: string[],
): Verdict {
  const target = limits.targetKb * 1024;
  const ceiling = (limits.ratchetKb ?? limits.targetKb) * 1024;
  return {
    budget,
    target: kb(target),
    ...(limits.ratchetKb !== undefined ? { ratchet: kb(limits.ratchetKb * 1024) } : {}),
    measured: kb(bytes),
    pass: bytes <= target,
    withinRatchet: bytes <= ceiling,
    over:
      bytes <= target ? '' : `+${kb(bytes - target)} (+${(((bytes - target) / target) * 100).toFixed(0)}%)`,
    ...(details ? { details } : {}),
  };
}

/** A measured number (a ratio, milliseconds, a layout-shift score) against a ceiling. */
export function judgeNumber(
  budget: string,
  limits: { target: number; ratchet?: number | undefined },
  value: number,
  format: (n: number) => string,
  details?: string[],
): Verdict {
  const ceiling = limits.ratchet ?? limits.target;
  return {
    budget,
    target: format(limits.target),
    ...(limits.ratchet !== undefined ? { ratchet: format(limits.ratchet) } : {}),
    measured: format(value),
    pass: value <= limits.target,
    withinRatchet: value <= ceiling,
    over:
      value <= limits.target
        ? ''
        : `+${format(value - limits.target)} (+${(((value - limits.target) / limits.target) * 100).toFixed(0)}%)`,
    ...(details ? { details } : {}),
  };
}

/** The verdicts as a markdown table (the README's figures), the same columns as `verdictTable`. */
export function verdictMarkdown(verdicts: readonly Verdict[]): string {
  const cell = (s: string) => s.replaceAll('|', '/');
  const rows = verdicts.map((v) =>
    [
      `\`${v.budget}\``,
      `<= ${v.target}${v.ratchet ? ` (CI ratchet ${v.ratchet})` : ''}`,
      v.measured,
      v.pass ? 'PASS' : '**FAIL**',
      v.over,
    ].map(cell),
  );
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(['budget', 'target', 'measured', 'result', 'over by']),
    line(['---', '---', '---', '---', '---']),
    ...rows.map(line),
  ].join('\n');
}

/** The verdicts as one table: budget, target, measured, PASS or FAIL, and by how much. */
export function verdictTable(verdicts: readonly Verdict[]): string {
  const rows = verdicts.map((v) => [
    v.budget,
    `<= ${v.target}${v.ratchet ? ` (CI ratchet ${v.ratchet})` : ''}`,
    v.measured,
    v.pass ? 'PASS' : 'FAIL',
    v.over,
  ]);
  const head = ['budget', 'target', 'measured', 'result', 'over by'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
