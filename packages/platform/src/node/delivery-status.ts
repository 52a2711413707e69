// `status [area]`: what each area serves (stable, canary with its percent and allow-list, the earlier stable
// versions rollback returns to) and, per version, how many visitors loaded it and how many failed (the
// shell records both in the backend's area_loads table).
import { z } from 'zod';
import { areaNames, areaNameSchema, type AreaName } from '../areas';
import type { Registry } from '../registry';

export const areaLoadSchema = z.object({
  area: areaNameSchema,
  version: z.string(),
  outcome: z.enum(['loaded', 'failed']),
});
export type AreaLoad = z.infer<typeof areaLoadSchema>;

export interface VersionCounts {
  loads: number;
  failures: number;
}

/** Loads and failures per area and version. */
export function countLoads(rows: readonly AreaLoad[]): Map<string, VersionCounts> {
  const counts = new Map<string, VersionCounts>();
  for (const row of rows) {
    const key = `${row.area}@${row.version}`;
    const c = counts.get(key) ?? { loads: 0, failures: 0 };
    if (row.outcome === 'loaded') c.loads++;
    else c.failures++;
    counts.set(key, c);
  }
  return counts;
}

export interface AreaStatus {
  area: AreaName;
  stable: { version: string; loads: number; failures: number };
  canary: { version: string; percent: number; allow: string[]; loads: number; failures: number } | null;
  previous: string[];
}

export function deliveryStatus(registry: Registry, rows: readonly AreaLoad[], only?: AreaName): AreaStatus[] {
  return deliveryStatusOf(registry, countLoads(rows), only);
}

/** The status from counts per `area@version` (what `fetchLoadCounts` returns). */
export function deliveryStatusOf(
  registry: Registry,
  counts: ReadonlyMap<string, VersionCounts>,
  only?: AreaName,
): AreaStatus[] {
  const of = (area: AreaName, version: string) =>
    counts.get(`${area}@${version}`) ?? { loads: 0, failures: 0 };
  return areaNames.flatMap((area) => {
    const entry = registry.areas[area];
    if (!entry || (only && only !== area)) return [];
    const { canary } = entry;
    return [
      {
        area,
        stable: { version: entry.stable.version, ...of(area, entry.stable.version) },
        canary: canary
          ? {
              version: canary.version,
              percent: canary.percent,
              allow: canary.allow,
              ...of(area, canary.version),
            }
          : null,
        previous: entry.previous.map((p) => p.version),
      },
    ];
  });
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The status as lines for a terminal. */
export function formatStatus(status: readonly AreaStatus[]): string[] {
  if (status.length === 0) return ['Nothing is released yet: every area serves its current build.'];
  return status.flatMap((s) => [
    `${s.area}`,
    `  stable ${s.stable.version}: ${plural(s.stable.loads, 'load')}, ${plural(s.stable.failures, 'failure')}`,
    s.canary
      ? `  canary ${s.canary.version} at ${s.canary.percent}%${s.canary.allow.length ? ` and for ${s.canary.allow.join(', ')}` : ''}: ${plural(s.canary.loads, 'load')}, ${plural(s.canary.failures, 'failure')}`
      : '  no canary',
    ...(s.previous.length ? [`  rollback returns to ${s.previous[0]}`] : []),
  ]);
}

const summaryRowSchema = z.object({
  area: z.string(),
  version: z.string(),
  loads: z.coerce.number().int().nonnegative(),
  failures: z.coerce.number().int().nonnegative(),
});

export interface LoadCounts {
  /** Loads and failures per `area@version`. */
  counts: Map<string, VersionCounts>;
  /** Reports the database refused: over a client's hourly limit (the migration `area_loads_counted_and_limited`). */
  refused: number;
}

/**
 * Reads the loads and failures per area and version, counted by the database (`area_load_summary()`, so no
 * row cap applies however many reports there are), and the refused reports, with the service-role key.
 */
export async function fetchLoadCounts(backendUrl: string, serviceKey: string): Promise<LoadCounts> {
  const base = backendUrl.endsWith('/') ? backendUrl : `${backendUrl}/`;
  const call = async (fn: string) => {
    const res = await fetch(new URL(`rest/v1/rpc/${fn}`, base), {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        authorization: `Bearer ${serviceKey}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    if (!res.ok) throw new Error(`The backend at ${backendUrl} answered ${res.status} for ${fn}.`);
    return (await res.json()) as unknown;
  };
  const rows = z.array(summaryRowSchema).parse(await call('area_load_summary'));
  const refused = z.coerce
    .number()
    .int()
    .nonnegative()
    .parse(await call('area_load_refused'));
  const counts = new Map<string, VersionCounts>();
  for (const r of rows) counts.set(`${r.area}@${r.version}`, { loads: r.loads, failures: r.failures });
  return { counts, refused };
}

/** The refused reports as a line for a terminal. */
export const formatRefused = (refused: number): string =>
  refused === 0
    ? 'No load report was refused.'
    : `${plural(refused, 'load report')} refused: over a client's hourly limit, not counted above.`;

/**
 * Reads every recorded load row from the backend (PostgREST) with the service-role key. REST answers at most
 * 1000 rows, so this undercounts a busy table: `status` uses `fetchLoadCounts`.
 */
export async function fetchAreaLoads(backendUrl: string, serviceKey: string): Promise<AreaLoad[]> {
  const url = new URL(
    'rest/v1/area_loads?select=area,version,outcome',
    backendUrl.endsWith('/') ? backendUrl : `${backendUrl}/`,
  );
  const res = await fetch(url, { headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` } });
  if (!res.ok) throw new Error(`The backend at ${backendUrl} answered ${res.status} for area_loads.`);
  return z.array(areaLoadSchema).parse(await res.json());
}
