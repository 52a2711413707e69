// /rpc/<fn>: POST with named arguments in a JSON body, GET with them in the query string. Arguments are
// converted by json_to_record to the declared types; set- and row-returning results take filters like tables.
import type { BackendResponse } from '../contract.js';
import type { RestCall } from './call.js';
import { jsonBody, jsonResponse, singleBody } from './call.js';
import { RestError } from './errors.js';
import { buildPlan } from './plan.js';
import type { FunctionArg, FunctionInfo, TableInfo } from './schema-cache.js';
import { tableKey } from './schema-cache.js';
import { SelectBuilder } from './select-builder.js';
import { Aliases, ident, Params, qualified } from './sql.js';

const inputModes = new Set(['i', 'b', 'v']);

function inputs(fn: FunctionInfo): FunctionArg[] {
  return fn.args.filter((a) => inputModes.has(a.mode));
}

/** The overload whose named inputs cover the given names, and whose required inputs are all given. */
function pickOverload(candidates: FunctionInfo[], names: string[]): FunctionInfo | undefined {
  return candidates.find((fn) => {
    const ins = inputs(fn);
    const required = ins.slice(0, ins.length - fn.defaults);
    return names.every((n) => ins.some((a) => a.name === n)) && required.every((a) => names.includes(a.name));
  });
}

export async function callFunction(call: RestCall, name: string): Promise<BackendResponse> {
  const candidates = call.snapshot.functions.get(tableKey(call.schema, name)) ?? [];
  const isGet = call.req.method === 'GET' || call.req.method === 'HEAD';
  let args: Record<string, unknown>;
  if (isGet) {
    const argNames = new Set(candidates.flatMap((fn) => inputs(fn).map((a) => a.name)));
    args = {};
    for (const [k, v] of call.req.query) if (argNames.has(k)) args[k] = v;
  } else {
    const body = jsonBody(call.req) ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new RestError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'Expected a JSON object of named arguments',
      );
    }
    args = body as Record<string, unknown>;
  }
  const names = Object.keys(args);
  // A function with one unnamed json/jsonb parameter takes the whole body (PostgREST's single-object call).
  const single = !isGet
    ? candidates.find((f) => {
        const ins = inputs(f);
        return ins.length === 1 && ins[0]?.name === '' && ['json', 'jsonb'].includes(ins[0].type);
      })
    : undefined;
  if (single && !pickOverload(candidates, names)) {
    return callSingleObject(call, single, args);
  }
  const fn = pickOverload(candidates, names);
  if (!fn) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${call.schema}.${name}(${names.join(', ')}) in the schema cache`,
      `Searched for the function ${call.schema}.${name} with parameters ${names.join(', ') || '(none)'}.`,
    );
  }

  const params = new Params();
  const given = inputs(fn).filter((a) => names.includes(a.name));
  // Types come from the catalog (format_type), never from the request, so they are safe to write into SQL.
  const argSource =
    given.length > 0
      ? `json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${given.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`
      : null;
  const callSql = `${qualified(fn.schema, fn.name)}(${given.map((a) => `${ident(a.name)} := _a.${ident(a.name)}`).join(', ')})`;
  const readOnly = isGet;

  if (fn.returnType === 'void') {
    await call.db.withClaims(
      call.claims,
      (tx) => tx.query(`select ${callSql}${argSource ? ` from ${argSource}` : ''}`, params.values),
      { readOnly, headers: call.headers },
    );
    return jsonResponse(204, undefined);
  }

  const rowLike = fn.returnTypType === 'c' || fn.returnType === 'record';
  if (!fn.returnsSet && !rowLike) {
    const res = await call.db.withClaims(
      call.claims,
      (tx) =>
        tx.query<{ body: string }>(
          `select to_json(${callSql})::text as body${argSource ? ` from ${argSource}` : ''}`,
          params.values,
        ),
      { readOnly, headers: call.headers },
    );
    return jsonResponse(200, res.rows[0]?.body ?? 'null');
  }

  // Rows: filters, order, limit and embeds apply to the result as to a table.
  const plan = buildPlan(call.req.query, new Set(isGet ? names : []));
  const table: TableInfo = call.snapshot.tables.get(
    tableKey(fn.schema, fn.returnType.replace(/^.*\./, '')),
  ) ?? {
    schema: fn.schema,
    name: fn.returnType,
    columns: [],
    primaryKey: [],
    uniques: [],
  };
  const b = new SelectBuilder(call.snapshot, plan, params, new Aliases());
  const from = `${argSource ? `${argSource}, lateral ` : ''}${callSql} t0`;
  const scalarSet = fn.returnTypType !== 'c' && fn.returnType !== 'record';
  const cols = scalarSet ? 't0' : b.columns(table, 't0', plan.select, '');
  const where = scalarSet ? [] : b.conditions(table, 't0', plan.select, '');
  const inner = `select ${cols} from ${from}${where.length > 0 ? ` where ${where.join(' and ')}` : ''}${b.orderBy(table, 't0', '', plan.select)}${b.limitOffset('')}`;
  const agg = scalarSet ? `json_agg(_r.t0)` : `json_agg(_r)`;
  const sql = `select coalesce(${agg}, '[]'::json)::text as body, count(*)::int as n from (${inner}) _r`;
  const row = await call.db.withClaims(
    call.claims,
    async (tx) => (await tx.query<{ body: string; n: number }>(sql, params.values)).rows[0],
    { readOnly, headers: call.headers },
  );
  const body = row?.body ?? '[]';
  const n = Number(row?.n ?? 0);
  if (call.single) return jsonResponse(200, singleBody(body, n));
  // A function returning one row (not SETOF) answers with that row as an object, or null.
  if (!fn.returnsSet) return jsonResponse(200, n === 0 ? 'null' : singleBody(body, 1));
  return jsonResponse(200, body);
}

/** `f(jsonb)`: the body is the one argument; the result is returned like any scalar or set. */
async function callSingleObject(
  call: RestCall,
  fn: FunctionInfo,
  body: Record<string, unknown>,
): Promise<BackendResponse> {
  const params = new Params();
  const type = fn.args.find((a) => inputModes.has(a.mode))?.type === 'json' ? 'json' : 'jsonb';
  const callSql = `${qualified(fn.schema, fn.name)}(${params.add(JSON.stringify(body))}::${type})`;
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(_r), '[]'::json)::text as body from ${callSql} _r`
    : `select to_json(${callSql})::text as body`;
  const res = await call.db.withClaims(
    call.claims,
    (tx) => tx.query<{ body: string | null }>(sql, params.values),
    { headers: call.headers },
  );
  if (fn.returnType === 'void') return jsonResponse(204, undefined);
  return jsonResponse(200, res.rows[0]?.body ?? 'null');
}
