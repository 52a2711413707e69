// Builds the SELECT for a plan: the root table (or a CTE of written rows) with its columns, embedded resources
// as correlated subqueries producing JSON, `!inner` embeds as EXISTS conditions.
import { parseError, RestError } from './errors.js';
import { fieldSql, filterSql, orderSql } from './filters.js';
import type { Filter, OrderTerm, SelectItem } from './parse.js';
import type { Plan } from './plan.js';
import { resolveRelationship } from './relations.js';
import type { Relationship } from './relations.js';
import type { SchemaSnapshot, TableInfo } from './schema-cache.js';
import type { Aliases, Params } from './sql.js';
import { ident, qualified, safeTypeName } from './sql.js';

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

export class SelectBuilder {
  constructor(
    private readonly snapshot: SchemaSnapshot,
    private readonly plan: Plan,
    private readonly params: Params,
    private readonly aliases: Aliases,
  ) {
    this.checkPaths();
  }

  /** Filters may only name embeds that the select list contains (PostgREST's PGRST108). */
  private checkPaths() {
    const known = new Set<string>(['']);
    const walk = (items: SelectItem[], prefix: string) => {
      for (const item of items) {
        if (item.kind !== 'embed') continue;
        const path = prefix ? `${prefix}.${item.alias ?? item.name}` : (item.alias ?? item.name);
        known.add(path);
        walk(item.items, path);
      }
    };
    walk(this.plan.select, '');
    for (const map of [this.plan.filters, this.plan.orders, this.plan.limits, this.plan.offsets]) {
      for (const path of map.keys()) {
        if (!known.has(path)) {
          throw parseError(
            `'${path}' is not an embedded resource in this request`,
            `Verify that '${path}' is included in the 'select' query parameter.`,
          ).withCode('PGRST108');
        }
      }
    }
  }

  /** The column list for `items` read from `alias`, a row of `table`. */
  columns(table: TableInfo, alias: string, items: SelectItem[], path: string): string {
    return (
      this.entries(table, alias, items, path)
        .map((e) => (e.name === null ? e.expr : `${e.expr} as ${ident(e.name)}`))
        .join(', ') || `${alias}.*`
    );
  }

  /** Each selected expression with its output name (null for `alias.*`). */
  private entries(
    table: TableInfo,
    alias: string,
    items: SelectItem[],
    path: string,
  ): { expr: string; name: string | null }[] {
    const out: { expr: string; name: string | null }[] = [];
    for (const item of items) {
      if (item.kind === 'star') out.push({ expr: `${alias}.*`, name: null });
      else if (item.kind === 'field') {
        let sql = fieldSql(alias, item.field, this.params);
        if (item.cast !== undefined) {
          const type = safeTypeName(item.cast);
          if (!type) throw parseError(`"failed to parse select parameter"`, `invalid cast "${item.cast}"`);
          sql = `(${sql})::${type}`;
        }
        out.push({ expr: sql, name: item.alias ?? item.field.path.at(-1)?.key ?? item.field.name });
      } else if (item.spread) out.push(...this.spread(table, alias, item, path));
      else out.push({ expr: this.embed(table, alias, item, path), name: item.alias ?? item.name });
    }
    return out;
  }

  /** `...rel(cols)`: each column of a to-one embed becomes a column of the parent (PostgREST spread). */
  private spread(parent: TableInfo, parentAlias: string, embed: EmbedItem, path: string) {
    const rel = this.relation(parent, embed);
    if (!rel.toOne) {
      throw new RestError(
        400,
        'PGRST119',
        `A spread operation on '${embed.name}' is only supported on to-one relationships`,
      );
    }
    const a = this.aliases.fresh();
    const childPath = this.childPath(path, embed);
    const from = `${qualified(rel.target.schema, rel.target.name)} ${a}`;
    const where = [rel.join(parentAlias, a), ...this.conditions(rel.target, a, embed.items, childPath)].join(
      ' and ',
    );
    return this.entries(rel.target, a, embed.items, childPath).flatMap((e) =>
      e.name === null
        ? rel.target.columns.map((c) => ({
            expr: `(select ${a}.${ident(c)} from ${from} where ${where} limit 1)`,
            name: c,
          }))
        : [{ expr: `(select ${e.expr} from ${from} where ${where} limit 1)`, name: e.name }],
    );
  }

  /** WHERE conditions for the rows of `table` at `path`: filters, `!inner` embeds, `rel=is.null` anti-joins. */
  conditions(table: TableInfo, alias: string, items: SelectItem[], path: string): string[] {
    const out: string[] = [];
    const embeds = new Map<string, EmbedItem>();
    for (const item of items) if (item.kind === 'embed') embeds.set(item.alias ?? item.name, item);
    for (const f of this.plan.filters.get(path) ?? []) {
      const embed =
        f.kind === 'cond' && f.op === 'is' && f.field.path.length === 0 ? embeds.get(f.field.name) : null;
      if (embed && f.kind === 'cond' && f.value.toLowerCase() === 'null') {
        const exists = this.exists(table, alias, embed, path);
        out.push(f.negate ? exists : `not ${exists}`);
      } else out.push(filterSql(alias, f as Filter, this.params));
    }
    for (const embed of embeds.values()) if (embed.inner) out.push(this.exists(table, alias, embed, path));
    return out;
  }

  orderBy(table: TableInfo, alias: string, path: string, items: SelectItem[]): string {
    const terms = this.plan.orders.get(path);
    if (!terms || terms.length === 0) return '';
    return ` order by ${orderSql(alias, terms, this.params, (t) => this.relatedOrder(table, alias, t, items))}`;
  }

  /** `order=rel(col).desc`: a column of a to-one embed, as a scalar subquery (PostgREST related ordering). */
  private relatedOrder(table: TableInfo, alias: string, term: OrderTerm, items: SelectItem[]): string {
    const name = term.related as string;
    // The name is the embed's alias or name in the select list, which also carries its hint.
    const embed = items.find((i): i is EmbedItem => i.kind === 'embed' && (i.alias ?? i.name) === name);
    const rel = resolveRelationship(this.snapshot, table, embed?.name ?? name, embed?.hint);
    if (!rel.toOne) {
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${name}' is not possible`,
        `'${table.name}' and '${name}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    const a = this.aliases.fresh();
    const col = fieldSql(a, term.field, this.params);
    return `(select ${col} from ${qualified(rel.target.schema, rel.target.name)} ${a} where ${rel.join(alias, a)} limit 1)`;
  }

  limitOffset(path: string, extra?: { limit?: number; offset?: number }): string {
    const limit = extra?.limit ?? this.plan.limits.get(path);
    const offset = extra?.offset ?? this.plan.offsets.get(path);
    let sql = '';
    if (limit !== undefined) sql += ` limit ${this.params.add(limit)}`;
    if (offset !== undefined) sql += ` offset ${this.params.add(offset)}`;
    return sql;
  }

  private relation(parent: TableInfo, embed: EmbedItem): Relationship {
    return resolveRelationship(this.snapshot, parent, embed.name, embed.hint);
  }

  private childPath(path: string, embed: EmbedItem): string {
    const name = embed.alias ?? embed.name;
    return path ? `${path}.${name}` : name;
  }

  private exists(parent: TableInfo, parentAlias: string, embed: EmbedItem, path: string): string {
    const rel = this.relation(parent, embed);
    const a = this.aliases.fresh();
    const childPath = this.childPath(path, embed);
    const where = [rel.join(parentAlias, a), ...this.conditions(rel.target, a, embed.items, childPath)];
    return `exists (select 1 from ${qualified(rel.target.schema, rel.target.name)} ${a} where ${where.join(' and ')})`;
  }

  private embed(parent: TableInfo, parentAlias: string, embed: EmbedItem, path: string): string {
    const rel = this.relation(parent, embed);
    const a = this.aliases.fresh();
    const childPath = this.childPath(path, embed);
    const from = `${qualified(rel.target.schema, rel.target.name)} ${a}`;
    const where = [rel.join(parentAlias, a), ...this.conditions(rel.target, a, embed.items, childPath)].join(
      ' and ',
    );
    const cols = this.columns(rel.target, a, embed.items, childPath);
    if (rel.toOne) {
      return `(select row_to_json(${a}_r) from (select ${cols} from ${from} where ${where} limit 1) ${a}_r)`;
    }
    const inner = `select ${cols} from ${from} where ${where}${this.orderBy(rel.target, a, childPath, embed.items)}${this.limitOffset(childPath)}`;
    return `coalesce((select json_agg(${a}_r) from (${inner}) ${a}_r), '[]'::json)`;
  }
}
