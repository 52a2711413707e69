// Parsers for PostgREST's query-string grammar (its tables_views.rst): select lists, filters, logic trees,
// order.
import { parseError, RestError } from './errors.js';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column, optionally followed by a JSON path: `data->a->>b`. */
export interface FieldRef {
  name: string;
  path: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: FieldRef; alias?: string; cast?: string }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      spread?: boolean;
      items: SelectItem[];
    };

export type Filter =
  | { kind: 'cond'; field: FieldRef; negate: boolean; op: string; modifier?: string; value: string }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

export interface OrderTerm {
  field: FieldRef;
  /** `rel(col)`: order by a column of a to-one embed. */
  related?: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** Splits on commas outside parentheses and double quotes. */
export function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (ch === '\\' && quoted && i + 1 < input.length) {
      current += ch + (input[++i] as string);
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (depth < 0) throw parseError(`"failed to parse" unbalanced parentheses in "${input}"`);
    if (ch === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (depth !== 0 || quoted)
    throw parseError(`"failed to parse" unbalanced parentheses or quotes in "${input}"`);
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

/** `data->a->>b` → {name: data, path: [-> a, ->> b]}. */
export function parseField(raw: string): FieldRef {
  const text = raw.trim();
  const parts = text.split(/(->>|->)/);
  const name = unquote(parts[0] ?? '');
  if (!name) throw parseError(`"failed to parse" empty column name in "${raw}"`);
  const path: JsonStep[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const key = unquote(parts[i + 1] ?? '');
    if (!key) throw parseError(`"failed to parse" empty JSON key in "${raw}"`);
    path.push({ arrow: parts[i] as '->' | '->>', key });
  }
  return { name, path };
}

/** The select grammar: `*`, `col`, `alias:col`, `col::type`, `json->a->>b`, `rel!hint!inner(cols)`. */
export function parseSelect(input: string): SelectItem[] {
  if (input.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(input).map((raw) => parseSelectItem(raw.trim(), input));
}

function parseSelectItem(item: string, whole: string): SelectItem {
  let raw = item;
  if (raw === '*') return { kind: 'star' };
  if (raw === '') throw parseError(`"failed to parse select parameter (${whole})"`, 'empty select item');
  // `...rel(cols)`: a to-one embed whose columns are lifted into the parent row.
  const spread = raw.startsWith('...');
  if (spread) raw = raw.slice(3);
  const open = raw.indexOf('(');
  if (open >= 0) {
    if (!raw.endsWith(')')) throw parseError(`"failed to parse select parameter (${whole})"`, raw);
    let head = raw.slice(0, open);
    const inside = raw.slice(open + 1, -1);
    if (head === '' || /\.\w+$/.test(head) || head === 'count') {
      // Aggregates are off in PostgREST's default configuration (db-aggregates-enabled = false), and so here.
      throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    let alias: string | undefined;
    const colon = head.indexOf(':');
    if (colon >= 0) {
      alias = head.slice(0, colon).trim();
      head = head.slice(colon + 1);
    }
    const [name = '', ...hints] = head.split('!').map((s) => s.trim());
    let inner = false;
    let hint: string | undefined;
    for (const h of hints) {
      if (h === 'inner') inner = true;
      else if (h === 'left') inner = false;
      else if (!hint) hint = h;
      else throw parseError(`"failed to parse select parameter (${whole})"`, `too many hints in "${head}"`);
    }
    if (spread && alias) {
      throw parseError(`"failed to parse select parameter (${whole})"`, 'a spread embed takes no alias');
    }
    return { kind: 'embed', name: unquote(name), alias, hint, inner, spread, items: parseSelect(inside) };
  }
  if (spread) throw parseError(`"failed to parse select parameter (${whole})"`, 'only embeds can be spread');
  let body = raw;
  let alias: string | undefined;
  // alias:col, but not the :: of a cast
  const colon = body.search(/(?<!:):(?!:)/);
  if (colon >= 0) {
    alias = unquote(body.slice(0, colon));
    body = body.slice(colon + 1);
  }
  let cast: string | undefined;
  const castAt = body.indexOf('::');
  if (castAt >= 0) {
    cast = body.slice(castAt + 2).trim();
    body = body.slice(0, castAt);
  }
  return { kind: 'field', field: parseField(body), alias, cast };
}

const operators = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);

/** `[not.]op[(modifier)].value` for a field, as found in a query parameter's value. */
export function parseCondition(field: FieldRef, expression: string): Filter {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest);
  if (!m || !operators.has(m[1] as string)) {
    throw parseError(
      `"failed to parse filter (${expression})" (line 1, column 1)`,
      `unexpected "${rest.split('.')[0] ?? ''}" expecting an operator (eq, neq, gt, gte, lt, lte, like, ilike, is, in, cs, cd, ...)`,
    );
  }
  return { kind: 'cond', field, negate, op: m[1] as string, modifier: m[2], value: m[3] as string };
}

/** A logic tree value: `(a.eq.1,b.gt.2,and(c.lt.3,d.is.null))`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, value: string): Filter {
  const v = value.trim();
  if (!v.startsWith('(') || !v.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${value})" (line 1, column 1)`, 'expecting "("');
  }
  const children = splitTopLevel(v.slice(1, -1)).map((part) => parseLogicChild(part.trim(), value));
  return { kind: 'logic', op, negate, children };
}

function parseLogicChild(part: string, whole: string): Filter {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
  if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] as string);
  const dot = part.indexOf('.');
  if (dot <= 0)
    throw parseError(`"failed to parse logic tree (${whole})" (line 1, column 1)`, `at "${part}"`);
  const cond = parseCondition(parseField(part.slice(0, dot)), part.slice(dot + 1));
  // Inside a logic tree a value with reserved characters is double-quoted: `title.eq."a,b"`.
  if (cond.kind === 'cond' && cond.op !== 'in') cond.value = unquote(cond.value);
  return cond;
}

/** `order=a.desc.nullslast,b` */
export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value).map((term) => {
    const parts = term.trim().split('.');
    const modifiers = parts.splice(1);
    const head = parts[0] ?? '';
    const related = /^([^()]+)\(([^()]+)\)$/.exec(head);
    const field = parseField(related ? (related[2] as string) : head);
    const out: OrderTerm = related
      ? { field, related: related[1] as string, descending: false }
      : { field, descending: false };
    for (const mod of modifiers) {
      if (mod === 'asc') out.descending = false;
      else if (mod === 'desc') out.descending = true;
      else if (mod === 'nullsfirst') out.nulls = 'first';
      else if (mod === 'nullslast') out.nulls = 'last';
      else throw parseError(`"failed to parse order (${value})" (line 1, column 1)`, `unexpected "${mod}"`);
    }
    return out;
  });
}

/** The list of an `in.(a,b,"c,d")` filter. */
export function parseList(value: string): string[] {
  const v = value.trim();
  if (!v.startsWith('(') || !v.endsWith(')')) {
    throw parseError(`"failed to parse filter (in.${value})" (line 1, column 4)`, 'expecting "(" and ")"');
  }
  const inner = v.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map(unquote);
}

/** A non-negative integer parameter such as limit or offset. */
export function parseCount(name: string, value: string): number {
  if (!/^\d+$/.test(value))
    throw parseError(`"failed to parse ${name} (${value})"`, `${name} must be a whole number`);
  return Number(value);
}
