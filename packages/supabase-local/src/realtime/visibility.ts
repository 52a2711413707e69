// Which subscribers may SELECT which changed rows (hosted Realtime's apply_rls), for a whole batch of changes
// of one table in one statement: a function in the database takes every subscriber's claims with the rows
// that passed its filters, and for each one sets the role and claims as PostgREST does, looks the rows up
// under row level security, and puts the owner's role back. One round trip through the single database
// queue, however many subscribers, instead of a transaction per subscriber per change.
import type { Claims, Db } from '../contract';
import { claimSettings } from '../db/types';
import type { TableMeta } from './capture';

export const VISIBILITY_SETUP = [
  `create or replace function realtime.local_visible_rows(p_sql text, p_checks jsonb) returns jsonb
     language plpgsql as $fn$
   declare
     c jsonb;
     seen jsonb;
     answer jsonb := '[]'::jsonb;
     owner_role text := current_setting('role');
   begin
     -- As PostgREST's GET: a policy or function that writes fails, and the row counts as not visible.
     perform set_config('transaction_read_only', 'on', true);
     for c in select value from jsonb_array_elements(p_checks) loop
       begin
         perform set_config('role', c->>'role', true), set_config('request.jwt.claims', c->>'claims', true),
                 set_config('request.jwt.claim.sub', c->>'sub', true),
                 set_config('request.jwt.claim.role', c->>'role', true),
                 set_config('request.jwt.claim.email', c->>'email', true);
         execute p_sql into seen using c->'keys';
         perform set_config('role', owner_role, true);
       exception when others then
         -- No privilege on the table, a policy that raises, ...: this subscriber sees none of the rows (the
         -- block's settings, its role included, are undone with it).
         seen := '[]'::jsonb;
       end;
       answer := answer || jsonb_build_array(coalesce(seen, '[]'::jsonb));
     end loop;
     return answer;
   end
   $fn$`,
  `revoke all on function realtime.local_visible_rows(text, jsonb) from public`,
];

const quoteIdent = (s: string): string => `"${s.replace(/"/g, '""')}"`;

/** One subscriber's claims and the rows (primary key values, in the table's key order) to look up for it. */
export interface Check {
  claims: Claims;
  keys: unknown[][];
}

/** The primary key of a captured row, as text for the casts in SQL. */
export function keyOf(meta: TableMeta, record: Record<string, unknown> | null): unknown[] {
  return meta.columns
    .filter((c) => c.pk)
    .map((c) => {
      const v = record?.[c.name];
      return v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);
    });
}

/** The positions (into each check's keys) of the rows each subscriber can SELECT, in the checks' order. */
export async function visibleRows(
  db: Db,
  schema: string,
  table: string,
  meta: TableMeta,
  checks: Check[],
): Promise<Set<number>[]> {
  if (checks.length === 0) return [];
  const pk = meta.columns.filter((c) => c.pk);
  const match = pk.map((c, i) => `r.${quoteIdent(c.name)} = (k.v->>${i})::${c.sqlType}`).join(' and ');
  const sql = `select coalesce(jsonb_agg(k.i - 1), '[]'::jsonb) from jsonb_array_elements($1) with ordinality as k(v, i)
      where exists (select 1 from ${quoteIdent(schema)}.${quoteIdent(table)} r where ${match})`;
  const payload = checks.map(({ claims, keys }) => ({ ...claimSettings(claims), keys }));
  const r = await db.admin((tx) =>
    tx.query<{ seen: number[][] | string }>(`select realtime.local_visible_rows($1, $2::jsonb) as seen`, [
      sql,
      JSON.stringify(payload),
    ]),
  );
  const raw = r.rows[0]?.seen ?? [];
  const seen = (typeof raw === 'string' ? JSON.parse(raw) : raw) as number[][];
  return checks.map((_, i) => new Set(seen[i] ?? []));
}
