// POST (insert, upsert), PATCH (update) and DELETE on a table. Values travel as one JSON parameter that
// json_populate_record(set) converts to the table's own column types, as PostgREST does.
import type { BackendResponse } from '../contract.js';
import type { RestCall } from './call.js';
import { columnCheck, contentRange, jsonBody, jsonResponse, singleBody } from './call.js';
import { parseError, RestError } from './errors.js';
import { splitTopLevel } from './parse.js';
import { buildPlan } from './plan.js';
import type { TableInfo } from './schema-cache.js';
import { SelectBuilder } from './select-builder.js';
import { Aliases, ident, Params, qualified } from './sql.js';

type Row = Record<string, unknown>;

function isRow(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function columnList(value: string): string[] {
  return splitTopLevel(value)
    .map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);
}

/** Runs a write; with return=representation the written rows are selected back through the select list. */
async function runWrite(
  call: RestCall,
  table: TableInfo,
  build: (params: Params, where: string) => string,
  okStatus: number,
): Promise<BackendResponse> {
  const plan = buildPlan(call.req.query);
  const params = new Params();
  const b = new SelectBuilder(call.snapshot, plan, params, new Aliases());
  const where = b.conditions(table, 't0', [], '');
  if (okStatus !== 201 && where.length === 0) {
    // Hosted Supabase preloads pg-safeupdate for API requests: an unfiltered UPDATE or DELETE is refused.
    const verb = call.req.method === 'PATCH' ? 'UPDATE' : 'DELETE';
    throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  }
  const write = build(params, where.length > 0 ? ` where ${where.join(' and ')}` : '');
  const representation = call.prefer.return === 'representation';
  const result = await call.db.withClaims(
    call.claims,
    async (tx) => {
      if (!representation) {
        const res = await tx.query(write, params.values);
        return { body: undefined, n: res.affectedRows ?? 0 };
      }
      const cols = b.columns(table, 't0', plan.select, '');
      const sql = `with _w as (${write} returning t0.*)
      select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (select ${cols} from _w t0) _r`;
      const row = (await tx.query<{ body: string; n: number }>(sql, params.values)).rows[0] ?? {
        body: '[]',
        n: 0,
      };
      const n = Number(row.n);
      // Throwing here rolls the write back, as PostgREST does when a single object was asked for.
      return { body: call.single ? singleBody(row.body, n) : row.body, n };
    },
    { headers: call.headers },
  );
  const headers: Record<string, string> = {};
  if (call.prefer.count) headers['content-range'] = contentRange(0, result.n, result.n);
  if (representation) return jsonResponse(okStatus === 201 ? 201 : 200, result.body, headers);
  return jsonResponse(okStatus === 201 ? 201 : 204, undefined, headers);
}

export async function insertRows(call: RestCall, table: TableInfo): Promise<BackendResponse> {
  const body = jsonBody(call.req);
  const rows = Array.isArray(body) ? body : [body];
  if (body === undefined || !rows.every(isRow)) {
    throw new RestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      'Expected a JSON object or an array of objects',
    );
  }
  const explicit = call.req.query.get('columns');
  const columns = explicit ? columnList(explicit) : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  columnCheck(table, columns);
  const onConflictParam = call.req.query.get('on_conflict');
  const resolution = call.prefer.resolution;
  const upsert = resolution === 'merge-duplicates' || resolution === 'ignore-duplicates';
  const conflict = onConflictParam ? columnList(onConflictParam) : upsert ? table.primaryKey : [];
  columnCheck(table, conflict);
  if (upsert && conflict.length === 0) {
    throw parseError(`Upsert on '${table.name}' needs on_conflict columns or a primary key`);
  }
  return runWrite(
    call,
    table,
    (params) => {
      const qt = qualified(table.schema, table.name);
      const payload = params.add(JSON.stringify(rows));
      const cols = columns.map(ident).join(', ');
      let source: string;
      if (columns.length === 0) source = `select from json_array_elements(${payload}::json)`;
      else if (call.prefer.missing === 'default') {
        // Prefer: missing=default (supabase-js defaultToNull: false): a key a row lacks takes the column default.
        source = `(${cols}) values ${rows
          .map((row, i) => {
            const record = `json_populate_record(null::${qt}, (${payload}::json)->${params.add(i)}::int)`;
            return `(${columns.map((c) => (c in row ? `(${record}).${ident(c)}` : 'default')).join(', ')})`;
          })
          .join(', ')}`;
      } else source = `(${cols}) select ${cols} from json_populate_recordset(null::${qt}, ${payload}::json)`;
      let sql = `insert into ${qt} as t0 ${source}`;
      if (upsert) {
        const target = conflict.map(ident).join(', ');
        const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ');
        sql +=
          resolution === 'ignore-duplicates' || updates === ''
            ? ` on conflict (${target}) do nothing`
            : ` on conflict (${target}) do update set ${updates}`;
      }
      return sql;
    },
    201,
  );
}

export async function updateRows(call: RestCall, table: TableInfo): Promise<BackendResponse> {
  const body = jsonBody(call.req);
  if (!isRow(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
  const columns = Object.keys(body);
  columnCheck(table, columns);
  if (columns.length === 0) {
    // Nothing to set: PostgREST answers without touching a row.
    return call.prefer.return === 'representation' ? jsonResponse(200, '[]') : jsonResponse(204, undefined);
  }
  return runWrite(
    call,
    table,
    (params, where) => {
      const qt = qualified(table.schema, table.name);
      const cols = columns.map(ident).join(', ');
      const payload = params.add(JSON.stringify(body));
      return `update ${qt} as t0 set (${cols}) = (select ${cols} from json_populate_record(null::${qt}, ${payload}::json))${where}`;
    },
    200,
  );
}

export async function deleteRows(call: RestCall, table: TableInfo): Promise<BackendResponse> {
  return runWrite(
    call,
    table,
    (_params, where) => `delete from ${qualified(table.schema, table.name)} as t0${where}`,
    200,
  );
}
