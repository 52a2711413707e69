// The tables of the product's schemas, one block each: columns (in their table order, which is part of the
// shape), then constraints, indexes, row level security, policies, triggers, grants and comments, each sorted
// by name.
import { aclEntries, byKey, commentLine, grantLines, groupBy } from './schema-sql.js';
import type { CatalogQuery, GrantRow } from './schema-sql.js';

interface Named {
  tbl: string;
}
interface ColumnRow extends Named {
  col: string;
  type: string;
  not_null: boolean;
  identity: string;
  generated: string;
  default_expr: string | null;
  collation: string | null;
  comment: string | null;
}
interface DefRow extends Named {
  name: string;
  def: string;
  comment: string | null;
}
interface TableRow extends Named {
  rls: boolean;
  force_rls: boolean;
  replica: string;
  comment: string | null;
}
interface PolicyRow extends DefRow {
  using_expr: string | null;
  check_expr: string | null;
}
interface TableGrantRow extends GrantRow, Named {
  col: string | null;
}

const qualified = `c.oid::regclass::text`;
const inSchemas = `c.relnamespace::regnamespace::text = any($1::text[]) and c.relkind in ('r', 'p')`;

// pg_get_* print the definitions as PostgreSQL itself would (both engines agree on them). NOT NULL is read
// from the columns: PostgreSQL 18 also lists it as a constraint (contype 'n'), 15 does not.
const QUERIES = {
  tables: `select ${qualified} as tbl, c.relrowsecurity as rls, c.relforcerowsecurity as force_rls,
      c.relreplident::text as replica, obj_description(c.oid, 'pg_class') as comment
    from pg_class c where ${inSchemas}`,
  columns: `select ${qualified} as tbl, quote_ident(a.attname) as col,
      format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null, a.attidentity::text as identity,
      a.attgenerated::text as generated, pg_get_expr(d.adbin, d.adrelid) as default_expr,
      case when a.attcollation <> t.typcollation then a.attcollation::regcollation::text end as collation,
      col_description(c.oid, a.attnum) as comment
    from pg_class c join pg_attribute a on a.attrelid = c.oid join pg_type t on t.oid = a.atttypid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where ${inSchemas} and a.attnum > 0 and not a.attisdropped order by a.attnum`,
  constraints: `select ${qualified} as tbl, quote_ident(k.conname) as name, pg_get_constraintdef(k.oid) as def,
      obj_description(k.oid, 'pg_constraint') as comment
    from pg_class c join pg_constraint k on k.conrelid = c.oid where ${inSchemas} and k.contype in ('c', 'f', 'p', 'u', 'x')`,
  indexes: `select ${qualified} as tbl, i.oid::regclass::text as name, pg_get_indexdef(i.oid) as def,
      obj_description(i.oid, 'pg_class') as comment
    from pg_class c join pg_index x on x.indrelid = c.oid join pg_class i on i.oid = x.indexrelid
    where ${inSchemas} and not exists (select 1 from pg_constraint k where k.conindid = i.oid and k.contype in ('p', 'u', 'x'))`,
  policies: `select ${qualified} as tbl, quote_ident(p.polname) as name,
      case when p.polpermissive then 'permissive' else 'restrictive' end
        || ' for ' || case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update'
          when 'd' then 'delete' else 'all' end
        || ' to ' || coalesce((select string_agg(r.name, ', ' order by r.name collate "C") from (select case g
          when 0 then 'public' else g::regrole::text end as name from unnest(p.polroles) g) r), 'public') as def,
      pg_get_expr(p.polqual, p.polrelid) as using_expr, pg_get_expr(p.polwithcheck, p.polrelid) as check_expr,
      obj_description(p.oid, 'pg_policy') as comment
    from pg_class c join pg_policy p on p.polrelid = c.oid where ${inSchemas}`,
  triggers: `select ${qualified} as tbl, quote_ident(g.tgname) as name, pg_get_triggerdef(g.oid) as def,
      obj_description(g.oid, 'pg_trigger') as comment
    from pg_class c join pg_trigger g on g.tgrelid = c.oid where ${inSchemas} and not g.tgisinternal`,
  grants: `select ${qualified} as tbl, null as col, e.*
    from pg_class c, lateral (${aclEntries(`coalesce(c.relacl, acldefault('r', c.relowner))`, 'c.relowner')}) e
    where ${inSchemas}
    union all
    select ${qualified}, quote_ident(a.attname), e.*
    from pg_class c join pg_attribute a on a.attrelid = c.oid,
      lateral (${aclEntries('a.attacl', 'c.relowner')}) e
    where ${inSchemas} and a.attacl is not null order by 2`,
};

function columnLine(c: ColumnRow): string {
  const parts = [c.col, c.type];
  if (c.collation) parts.push(`collate ${c.collation}`);
  if (c.identity) parts.push(`generated ${c.identity === 'a' ? 'always' : 'by default'} as identity`);
  else if (c.generated === 's') parts.push(`generated always as (${c.default_expr}) stored`);
  else if (c.generated) parts.push(`generated always as (${c.default_expr}) virtual`);
  else if (c.default_expr !== null) parts.push(`default ${c.default_expr}`);
  if (c.not_null) parts.push('not null');
  return `  ${parts.join(' ')}`;
}

function policyLine(p: PolicyRow, tbl: string): string {
  const using = p.using_expr === null ? '' : `\n  using (${p.using_expr})`;
  const check = p.check_expr === null ? '' : `\n  with check (${p.check_expr})`;
  return `create policy ${p.name} on ${tbl} as ${p.def}${using}${check};`;
}

/** Column grants, one line per grantee and privilege, the columns in name order. */
function columnGrantLines(tbl: string, grants: TableGrantRow[]): string[] {
  const onColumns = grants.filter((g) => g.col !== null);
  const groups = groupBy(onColumns, (g) => `${g.grantee} ${g.privilege} ${g.grantable}`);
  return byKey([...groups.values()], (rows) => `${rows[0]?.grantee} ${rows[0]?.privilege}`).flatMap(
    (rows) => {
      const columns = byKey(rows, (g) => g.col ?? '').map((g) => g.col);
      const first = rows[0];
      return first ? grantLines(`table ${tbl}`, [first], ` (${columns.join(', ')})`) : [];
    },
  );
}

/** Every table's block, in name order. */
export async function tableBlocks(query: CatalogQuery, schemas: string[]): Promise<string[]> {
  // One query at a time: they share one transaction, and a pg client runs one query at a time anyway.
  const read = async <T extends Named>(sql: string) => groupBy(await query<T>(sql, [schemas]), (r) => r.tbl);
  const tables = await query<TableRow>(QUERIES.tables, [schemas]);
  const cols = await read<ColumnRow>(QUERIES.columns);
  const cons = await read<DefRow>(QUERIES.constraints);
  const idx = await read<DefRow>(QUERIES.indexes);
  const pols = await read<PolicyRow>(QUERIES.policies);
  const trgs = await read<DefRow>(QUERIES.triggers);
  const grantsOf = await read<TableGrantRow>(QUERIES.grants);
  return byKey(tables, (t) => t.tbl).map((t) => {
    const tbl = t.tbl;
    const named = <T extends { name: string }>(rows?: T[]) => byKey(rows ?? [], (r) => r.name);
    const tableGrants = grantsOf.get(tbl) ?? [];
    const lines = [
      `create table ${tbl} (\n${(cols.get(tbl) ?? []).map(columnLine).join(',\n')}\n);`,
      ...named(cons.get(tbl)).map((k) => `alter table ${tbl} add constraint ${k.name} ${k.def};`),
      ...named(idx.get(tbl)).map((i) => `${i.def};`),
      ...(t.rls ? [`alter table ${tbl} enable row level security;`] : []),
      ...(t.force_rls ? [`alter table ${tbl} force row level security;`] : []),
      // 'd' (the primary key) is the default; README's realtime notes depend on it staying so.
      ...(t.replica === 'd' ? [] : [`-- replica identity: ${t.replica}`]),
      ...named(pols.get(tbl)).map((p) => policyLine(p, tbl)),
      ...named(trgs.get(tbl)).map((g) => `${g.def};`),
      ...grantLines(
        `table ${tbl}`,
        tableGrants.filter((g) => g.col === null),
      ),
      ...columnGrantLines(tbl, tableGrants),
      ...commentLine(`table ${tbl}`, t.comment),
      ...(cols.get(tbl) ?? []).flatMap((c) => commentLine(`column ${tbl}.${c.col}`, c.comment)),
      ...named(cons.get(tbl)).flatMap((k) => commentLine(`constraint ${k.name} on ${tbl}`, k.comment)),
      ...named(idx.get(tbl)).flatMap((i) => commentLine(`index ${i.name}`, i.comment)),
      ...named(pols.get(tbl)).flatMap((p) => commentLine(`policy ${p.name} on ${tbl}`, p.comment)),
      ...named(trgs.get(tbl)).flatMap((g) => commentLine(`trigger ${g.name} on ${tbl}`, g.comment)),
    ];
    return lines.join('\n');
  });
}
