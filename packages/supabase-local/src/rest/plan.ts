// Turns a request's query string into a plan: the select tree plus filters, order, limit and offset per
// embedded path ('' is the root table; 'author' or 'author.posts' an embed, by alias or name).
import type { Filter, OrderTerm, SelectItem } from './parse.js';
import { parseCondition, parseCount, parseField, parseLogic, parseOrder, parseSelect } from './parse.js';

export interface Plan {
  select: SelectItem[];
  filters: Map<string, Filter[]>;
  orders: Map<string, OrderTerm[]>;
  limits: Map<string, number>;
  offsets: Map<string, number>;
}

/** Query parameters that are not filters. */
const reserved = new Set(['select', 'columns', 'on_conflict']);

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  map.set(key, [...(map.get(key) ?? []), value]);
}

/** `ignore` names parameters already used for something else (rpc arguments on GET). */
export function buildPlan(query: URLSearchParams, ignore: ReadonlySet<string> = new Set()): Plan {
  const plan: Plan = {
    select: parseSelect(query.get('select') ?? '*'),
    filters: new Map(),
    orders: new Map(),
    limits: new Map(),
    offsets: new Map(),
  };
  for (const [key, value] of query) {
    if (reserved.has(key) || ignore.has(key)) continue;
    const parts = key.split('.');
    const last = parts[parts.length - 1] as string;
    if (last === 'order' || last === 'limit' || last === 'offset') {
      const path = parts.slice(0, -1).join('.');
      if (last === 'order') plan.orders.set(path, [...(plan.orders.get(path) ?? []), ...parseOrder(value)]);
      else if (last === 'limit') plan.limits.set(path, parseCount('limit', value));
      else plan.offsets.set(path, parseCount('offset', value));
      continue;
    }
    if (last === 'or' || last === 'and') {
      const negate = parts[parts.length - 2] === 'not';
      const path = parts.slice(0, negate ? -2 : -1).join('.');
      push(plan.filters, path, parseLogic(last, negate, value));
      continue;
    }
    // `rel.col=eq.x` filters inside an embed; a JSON path may itself not contain dots.
    const path = parts.slice(0, -1).join('.');
    push(plan.filters, path, parseCondition(parseField(last), value));
  }
  return plan;
}
