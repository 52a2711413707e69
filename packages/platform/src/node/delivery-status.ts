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
  const counts = countLoads(rows);
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

/**
 * Reads the recorded loads from the backend (PostgREST) with the service-role key: visitors may add rows,
 * only the operator reads them.
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
