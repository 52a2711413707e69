// GET/HEAD on a table: select with embeds, filters, order, limit/offset or Range, counts, single objects.
import type { BackendResponse } from '../contract.js';
import type { RestCall } from './call.js';
import { contentRange, jsonResponse, singleBody } from './call.js';
import { parseError, RestError } from './errors.js';
import { buildPlan } from './plan.js';
import type { TableInfo } from './schema-cache.js';
import { SelectBuilder } from './select-builder.js';
import { Aliases, Params, qualified } from './sql.js';

/** `Range: 0-9` (items) → offset and limit; the query string's limit and offset win. */
function rangeHeader(value: string | undefined): { offset?: number; limit?: number } {
  const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(value ?? '');
  if (!m) return {};
  const from = Number(m[1]);
  return m[2] ? { offset: from, limit: Math.max(0, Number(m[2]) - from + 1) } : { offset: from };
}

/**
 * The most rows one read returns, as `max_rows` in supabase/config.toml promises for hosted PostgREST: a larger
 * or missing limit is cut to it, so one request cannot make the database build an unbounded response.
 */
export const MAX_ROWS = 1000;

export async function readTable(call: RestCall, table: TableInfo): Promise<BackendResponse> {
  const plan = buildPlan(call.req.query);
  if (!plan.limits.has('') && !plan.offsets.has('')) {
    const range = rangeHeader(call.req.headers['range']);
    if (range.limit !== undefined) plan.limits.set('', range.limit);
    if (range.offset !== undefined) plan.offsets.set('', range.offset);
  }
  plan.limits.set('', Math.min(plan.limits.get('') ?? MAX_ROWS, MAX_ROWS));
  const from = `${qualified(table.schema, table.name)} t0`;

  const params = new Params();
  const b = new SelectBuilder(call.snapshot, plan, params, new Aliases());
  const cols = b.columns(table, 't0', plan.select, '');
  const where = b.conditions(table, 't0', plan.select, '');
  const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : '';
  const inner = `select ${cols} from ${from}${whereSql}${b.orderBy(table, 't0', '', plan.select)}${b.limitOffset('')}`;
  const sql = `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (${inner}) _r`;

  let countSql: { sql: string; params: unknown[] } | null = null;
  if (call.prefer.count) {
    if (!['exact', 'planned', 'estimated'].includes(call.prefer.count)) {
      throw parseError(`Invalid Prefer count value "${call.prefer.count}"`);
    }
    // planned/estimated are answered exactly: the tables here are small, and exact is always a valid estimate.
    const cp = new Params();
    const cb = new SelectBuilder(call.snapshot, plan, cp, new Aliases());
    const cw = cb.conditions(table, 't0', plan.select, '');
    countSql = {
      sql: `select count(*)::int as total from ${from}${cw.length > 0 ? ` where ${cw.join(' and ')}` : ''}`,
      params: cp.values,
    };
  }

  const { body, n, total } = await call.db.withClaims(
    call.claims,
    async (tx) => {
      const res = await tx.query<{ body: string; n: number }>(sql, params.values);
      const row = res.rows[0] ?? { body: '[]', n: 0 };
      const totalRow = countSql
        ? (await tx.query<{ total: number }>(countSql.sql, countSql.params)).rows[0]
        : null;
      return { body: row.body, n: Number(row.n), total: totalRow ? Number(totalRow.total) : null };
    },
    { readOnly: true, headers: call.headers },
  );
  const offset = plan.offsets.get('') ?? 0;
  const headers = { 'content-range': contentRange(offset, n, total) };
  if (total !== null && offset > total) {
    // PostgREST: with an exact count, an offset past the end is 416 PGRST103 (an offset equal to it is not).
    const err = new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    ).toResponse();
    return { ...err, headers: { ...err.headers, ...headers } };
  }
  const text = call.single ? singleBody(body, n) : body;
  // With a known total, a response holding only part of it is 206 Partial Content, as PostgREST answers.
  const status = total !== null && n < total && !call.single ? 206 : 200;
  return jsonResponse(status, call.req.method === 'HEAD' ? undefined : text, headers);
}
