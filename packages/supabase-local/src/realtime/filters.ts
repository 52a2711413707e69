// postgres_changes filters: `col=op.value`, several joined by `,` (AND), `not.` negates.
// Only the operators hosted Realtime accepts (eq, neq, lt, lte, gt, gte, in): they compare, they never run a
// pattern, so no filter can cost more than its length. Hosted evaluates them in SQL with the column's type;
// here they are evaluated on the JSON record with the same type awareness (numbers as numbers, booleans as
// booleans, everything else as text).
import { LIMITS } from './limits';

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

const OPS = new Set<string>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

export interface Condition {
  column: string;
  op: FilterOp;
  negate: boolean;
  /** One value, or several for `in`. */
  values: string[];
}

export class FilterError extends Error {}

/** Splits on commas outside parentheses and double quotes. */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '\\' && quoted && i + 1 < s.length) {
      cur += c + s[++i]!;
      continue;
    }
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')') depth--;
    if (c === ',' && depth === 0 && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

function unquote(v: string): string {
  const t = v.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) return t.slice(1, -1).replace(/\\(.)/g, '$1');
  return t;
}

export function parseFilter(filter: string | undefined | null): Condition[] {
  if (!filter) return [];
  return splitTop(filter).map((part) => {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new FilterError(`Error parsing \`filter\` params: ${part}`);
    const column = part.slice(0, eq).trim();
    let rest = part.slice(eq + 1);
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    const op = dot < 0 ? rest : rest.slice(0, dot);
    const raw = dot < 0 ? '' : rest.slice(dot + 1);
    // Hosted Realtime's answer to any other operator: the parse result it could not match, printed.
    if (!OPS.has(op)) throw new FilterError(`Error parsing \`filter\` params: ${JSON.stringify([op, raw])}`);
    let values: string[];
    if (op === 'in') {
      const inner = raw.trim().replace(/^\(/, '').replace(/\)$/, '');
      values = splitTop(inner).map(unquote);
      if (values.length > LIMITS.inValues) {
        throw new FilterError(`Error parsing \`filter\` params: more than ${LIMITS.inValues} values in in`);
      }
    } else values = [unquote(raw)];
    return { column, op: op as FilterOp, negate, values };
  });
}

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);

function textOf(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function compare(value: unknown, literal: string, type: string | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (type && NUMERIC.has(type)) {
    const a = Number(value);
    const b = Number(literal);
    if (Number.isNaN(a) || Number.isNaN(b)) return null;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  if (type === 'bool') {
    const b = ['t', 'true', '1', 'yes', 'on'].includes(literal.toLowerCase());
    return value === b ? 0 : value ? 1 : -1;
  }
  const a = textOf(value)!;
  const l = type === 'uuid' ? literal.toLowerCase() : literal;
  return a === l ? 0 : a < l ? -1 : 1;
}

function test(c: Condition, record: Record<string, unknown>, types: Map<string, string>): boolean {
  const value = record[c.column];
  const type = types.get(c.column);
  const lit = c.values[0] ?? '';
  switch (c.op) {
    case 'eq':
      return compare(value, lit, type) === 0;
    case 'neq': {
      const r = compare(value, lit, type);
      return r !== null && r !== 0;
    }
    case 'lt':
      return (compare(value, lit, type) ?? 0) < 0;
    case 'lte': {
      const r = compare(value, lit, type);
      return r !== null && r <= 0;
    }
    case 'gt':
      return (compare(value, lit, type) ?? 0) > 0;
    case 'gte': {
      const r = compare(value, lit, type);
      return r !== null && r >= 0;
    }
    case 'in':
      return c.values.some((v) => compare(value, v, type) === 0);
  }
}

/** Whether every condition holds; a column the record lacks (a trimmed old_record) never matches. */
export function matches(
  conds: Condition[],
  record: Record<string, unknown>,
  types: Map<string, string>,
): boolean {
  return conds.every((c) => {
    if (!(c.column in record)) return false;
    // NOT of an unknown is still unknown: a null satisfies no comparison, negated or not.
    if (record[c.column] === null) return false;
    return test(c, record, types) !== c.negate;
  });
}
