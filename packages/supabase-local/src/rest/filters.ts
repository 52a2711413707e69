// Filters and ordering as SQL: every value becomes a parameter, every name a quoted identifier.
import { parseError } from './errors.js';
import type { FieldRef, Filter, OrderTerm } from './parse.js';
import { parseList } from './parse.js';
import type { Params } from './sql.js';
import { ident } from './sql.js';

export function fieldSql(alias: string, field: FieldRef, params: Params): string {
  let sql = `${alias}.${ident(field.name)}`;
  for (const step of field.path) {
    // A numeric key indexes a JSON array, as in PostgREST.
    const key = /^-?\d+$/.test(step.key)
      ? `${params.add(Number(step.key))}::int`
      : `${params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

const comparisons: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const textSearch: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function likePattern(op: string, value: string): string {
  // PostgREST lets `*` stand for `%` so patterns survive URLs.
  return op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value;
}

function conditionSql(alias: string, f: Extract<Filter, { kind: 'cond' }>, params: Params): string {
  const col = fieldSql(alias, f.field, params);
  const { op, value, modifier } = f;
  if (op === 'is') {
    const v = value.toLowerCase();
    if (v === 'null') return `${col} is null`;
    if (v === 'not_null') return `${col} is not null`;
    if (v === 'true' || v === 'false' || v === 'unknown') return `${col} is ${v}`;
    throw parseError(
      `"failed to parse filter (is.${value})" (line 1, column 4)`,
      'unexpected value, expecting null, not_null, true, false or unknown',
    );
  }
  if (op === 'isdistinct') return `${col} is distinct from ${params.add(value)}`;
  if (op === 'in') {
    const items = parseList(value);
    if (items.length === 0) return 'false';
    return `${col} in (${items.map((v) => params.add(v)).join(', ')})`;
  }
  const search = textSearch[op];
  if (search) {
    if (modifier !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(modifier)) {
      throw parseError(
        `"failed to parse filter (${op}(${modifier}).${value})"`,
        'invalid text search configuration',
      );
    }
    const query = modifier
      ? `${search}(${params.add(modifier)}::regconfig, ${params.add(value)})`
      : `${search}(${params.add(value)})`;
    return `${col} @@ ${query}`;
  }
  const sqlOp = comparisons[op] as string;
  if (modifier === 'any' || modifier === 'all') {
    // like(any).{a,b}: the list is an array literal's body.
    const list =
      value.startsWith('{') && value.endsWith('}') ? parseList(`(${value.slice(1, -1)})`) : [value];
    const elements = list.map((v) => params.add(likePattern(op, v))).join(', ');
    return `${col} ${sqlOp} ${modifier}(array[${elements}])`;
  }
  if (modifier !== undefined) {
    throw parseError(
      `"failed to parse filter (${op}(${modifier}).${value})"`,
      `unexpected modifier "${modifier}"`,
    );
  }
  // ov with a list in parentheses means an array, as in PostgREST.
  const v = op === 'ov' && value.startsWith('(') && value.endsWith(')') ? `{${value.slice(1, -1)}}` : value;
  return `${col} ${sqlOp} ${params.add(likePattern(op, v))}`;
}

export function filterSql(alias: string, filter: Filter, params: Params): string {
  if (filter.kind === 'cond') {
    const sql = conditionSql(alias, filter, params);
    return filter.negate ? `not (${sql})` : sql;
  }
  const joined =
    filter.children.map((c) => `(${filterSql(alias, c, params)})`).join(` ${filter.op} `) || 'true';
  return filter.negate ? `not (${joined})` : `(${joined})`;
}

/** ORDER BY terms; `related(term)` gives the SQL of a `rel(col)` term (a to-one embed's column). */
export function orderSql(
  alias: string,
  terms: OrderTerm[],
  params: Params,
  related: (term: OrderTerm) => string,
): string {
  return terms
    .map((t) => {
      const expr = t.related !== undefined ? related(t) : fieldSql(alias, t.field, params);
      let sql = `${expr} ${t.descending ? 'desc' : 'asc'}`;
      if (t.nulls) sql += ` nulls ${t.nulls}`;
      return sql;
    })
    .join(', ');
}
