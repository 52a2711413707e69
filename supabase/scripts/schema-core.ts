// Prints the database's current shape (supabase/schema.sql) from the catalog of a migrated database: every
// schema the product owns with its grants and default privileges, its types, sequences, tables (with their
// constraints, indexes, policies, triggers and grants), views, functions and publication membership.
// Used by schema.ts and by the test that keeps the committed file equal to a fresh generation.
import { functionBlocks, viewBlocks } from './schema-routines.js';
import { aclEntries, byKey, commentLine, grantLines, groupBy } from './schema-sql.js';
import type { CatalogQuery, GrantRow } from './schema-sql.js';
import { tableBlocks } from './schema-tables.js';

/**
 * Schemas the platform provides, not the migrations: hosted Supabase has them, and the embedded backend's
 * bootstrap makes the same (supabase_local and supabase_migrations are its own bookkeeping). Every other
 * schema besides PostgreSQL's own is the product's, so a schema a new migration creates is printed too.
 */
const PLATFORM_SCHEMAS = ['auth', 'extensions', 'realtime', 'supabase_local', 'supabase_migrations'];

export const REGENERATE = 'node scripts/pnpm.mjs --filter @duality/supabase-db schema';

const HEADER = `-- The database's shape after every migration in supabase/migrations, read back from the catalog: what each
-- table, policy and function is TODAY, without replaying the chain. Generated, do not edit; after adding a
-- migration, run \`${REGENERATE}\` (a test fails until you do).
-- Definitions are PostgreSQL's own (pg_get_functiondef, pg_get_constraintdef, ...), every name qualified;
-- lists are sorted by name, columns stay in table order. Owners are left out: every object is owned by the
-- role that runs the migrations, whose own privileges are implied.`;

interface SchemaRow {
  name: string;
  comment: string | null;
}
interface SchemaGrantRow extends GrantRow {
  name: string;
}
interface DefaultRow extends Omit<GrantRow, 'grantee'> {
  /** Null for a row that gives nobody but its role anything. */
  grantee: string | null;
  role: string;
  /** '-' for everywhere. */
  schema: string;
  kind: string;
}

/** What PostgreSQL gives PUBLIC on new objects when no default-privileges row says otherwise. */
const BUILT_IN_PUBLIC: Record<string, string> = { functions: 'execute', types: 'usage' };
interface LineRow {
  name: string;
  line: string;
}

const QUERIES = {
  schemas: `select quote_ident(n.nspname) as name, obj_description(n.oid, 'pg_namespace') as comment
    from pg_namespace n
    where n.nspname !~ '^pg_' and n.nspname <> 'information_schema' and n.nspname <> all($1::text[])`,
  schemaGrants: `select n.oid::regnamespace::text as name, e.*
    from pg_namespace n, lateral (${aclEntries(`coalesce(n.nspacl, acldefault('n', n.nspowner))`, 'n.nspowner')}) e
    where n.oid::regnamespace::text = any($1::text[])`,
  // Default privileges the migrations' role keeps for what it creates later, everywhere (no schema) or in
  // one of the product's schemas. A row without a schema REPLACES the built-in defaults, so a privilege it
  // does not list (execute for public, say) is not given.
  defaults: `select d.defaclrole::regrole::text as role, d.defaclnamespace::regnamespace::text as schema,
      case d.defaclobjtype when 'r' then 'tables' when 'S' then 'sequences' when 'f' then 'functions'
        when 'T' then 'types' else 'schemas' end as kind, e.*
    from pg_default_acl d left join lateral (${aclEntries('d.defaclacl', 'd.defaclrole')}) e on true
    where d.defaclnamespace = 0 or d.defaclnamespace::regnamespace::text = any($1::text[])`,
  types: `select t.oid::regtype::text as name, case t.typtype
        when 'e' then 'create type ' || t.oid::regtype::text || ' as enum (' || (select string_agg(
          quote_literal(l.enumlabel), ', ' order by l.enumsortorder) from pg_enum l where l.enumtypid = t.oid) || ');'
        when 'd' then 'create domain ' || t.oid::regtype::text || ' as ' || format_type(t.typbasetype, t.typtypmod)
          || coalesce((select string_agg(' constraint ' || quote_ident(k.conname) || ' ' || pg_get_constraintdef(k.oid),
            '' order by k.conname collate "C") from pg_constraint k where k.contypid = t.oid and k.contype = 'c'), '')
          || ';'
        else '-- type ' || t.oid::regtype::text || ' (' || t.typtype::text || ')' end as line
    from pg_type t
    where t.typnamespace::regnamespace::text = any($1::text[]) and t.typtype in ('e', 'd', 'c', 'r', 'm')
      and (t.typrelid = 0 or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')`,
  // An identity column's sequence is made with its table (only its grants are printed); others in full.
  sequences: `select c.oid::regclass::text as name, case when exists (select 1 from pg_depend d
          where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'i') then null
        else 'create sequence ' || c.oid::regclass::text || coalesce(' owned by ' || (select
          d.refobjid::regclass::text || '.' || quote_ident(a.attname) from pg_depend d join pg_attribute a
            on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
          where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'a'), '') || ';' end as line
    from pg_class c where c.relnamespace::regnamespace::text = any($1::text[]) and c.relkind = 'S'`,
  sequenceGrants: `select c.oid::regclass::text as name, e.*
    from pg_class c, lateral (${aclEntries(`coalesce(c.relacl, acldefault('s', c.relowner))`, 'c.relowner')}) e
    where c.relnamespace::regnamespace::text = any($1::text[]) and c.relkind = 'S'`,
  publications: `select r.prrelid::regclass::text as name, 'alter publication ' || quote_ident(p.pubname)
        || ' add table ' || r.prrelid::regclass::text
        || coalesce(' where (' || pg_get_expr(r.prqual, r.prrelid) || ')', '') || ';' as line
    from pg_publication_rel r join pg_publication p on p.oid = r.prpubid join pg_class c on c.oid = r.prrelid
    where c.relnamespace::regnamespace::text = any($1::text[])`,
};

async function schemaBlocks(query: CatalogQuery, schemas: string[]): Promise<string[]> {
  const rows = await query<SchemaRow>(QUERIES.schemas, [PLATFORM_SCHEMAS]);
  const grants = await query<SchemaGrantRow>(QUERIES.schemaGrants, [schemas]);
  const defaults = await query<DefaultRow>(QUERIES.defaults, [schemas]);
  const grantsOf = groupBy(grants, (g) => g.name);
  const defaultsOf = groupBy(defaults, (d) => `${d.role} ${d.schema} ${d.kind}`);
  const defaultLines = byKey([...defaultsOf], ([key]) => key).flatMap(([, ds]) => {
    const d = ds[0];
    if (!d) return [];
    const everywhere = d.schema === '-';
    const scope = `alter default privileges for role ${d.role}${everywhere ? '' : ` in schema ${d.schema}`}`;
    const builtIn = BUILT_IN_PUBLIC[d.kind];
    const revoked =
      everywhere && builtIn && !ds.some((g) => g.grantee === 'public' && g.privilege === builtIn);
    return [
      ...(revoked ? [`${scope} revoke ${builtIn} on ${d.kind} from public;`] : []),
      ...grantLines(
        d.kind,
        ds.filter((g): g is DefaultRow & GrantRow => g.grantee !== null),
      ).map((line) => `${scope} ${line}`),
    ];
  });
  return [
    ...byKey(rows, (s) => s.name).map((s) =>
      [
        // public is in every database; the others are created by the migrations.
        s.name === 'public' ? '-- schema public' : `create schema ${s.name};`,
        ...grantLines(`schema ${s.name}`, grantsOf.get(s.name) ?? []),
        ...commentLine(`schema ${s.name}`, s.comment),
      ].join('\n'),
    ),
    ...(defaultLines.length ? [defaultLines.join('\n')] : []),
  ];
}

async function sequenceLines(query: CatalogQuery, schemas: string[]): Promise<string[]> {
  const rows = await query<{ name: string; line: string | null }>(QUERIES.sequences, [schemas]);
  const grantsOf = groupBy(await query<SchemaGrantRow>(QUERIES.sequenceGrants, [schemas]), (g) => g.name);
  const text = byKey(rows, (r) => r.name).flatMap((r) => [
    ...(r.line === null ? [] : [r.line]),
    ...grantLines(`sequence ${r.name}`, grantsOf.get(r.name) ?? []),
  ]);
  return text.length ? [text.join('\n')] : [];
}

async function lines(query: CatalogQuery, sql: string, schemas: string[]): Promise<string[]> {
  const rows = await query<LineRow>(sql, [schemas]);
  return rows.length
    ? [
        byKey(rows, (r) => `${r.name} ${r.line}`)
          .map((r) => r.line)
          .join('\n'),
      ]
    : [];
}

/** The product's schemas: every schema but PostgreSQL's own and the platform's. */
export async function productSchemas(query: CatalogQuery): Promise<string[]> {
  const rows = await query<SchemaRow>(QUERIES.schemas, [PLATFORM_SCHEMAS]);
  return byKey(rows, (s) => s.name).map((s) => s.name);
}

/**
 * The whole file. Run it in one transaction: it sets search_path to '' there, so PostgreSQL qualifies
 * every name it prints (the same text whatever search_path the caller had).
 */
export async function generateSchema(query: CatalogQuery): Promise<string> {
  await query(`set local search_path = ''`);
  const schemas = await productSchemas(query);
  const sections: [string, string[]][] = [
    ['schemas', await schemaBlocks(query, schemas)],
    ['types', await lines(query, QUERIES.types, schemas)],
    ['sequences (an identity column makes its own with its table)', await sequenceLines(query, schemas)],
    ['tables', await tableBlocks(query, schemas)],
    ['views', await viewBlocks(query, schemas)],
    ['functions', await functionBlocks(query, schemas)],
    ['publications (realtime)', await lines(query, QUERIES.publications, schemas)],
  ];
  const body = sections
    .filter(([, blocks]) => blocks.length > 0)
    .map(([title, blocks]) => [`-- ${'='.repeat(8)} ${title} ${'='.repeat(8)}`, ...blocks].join('\n\n'));
  return `${[HEADER, ...body].join('\n\n')}\n`;
}
