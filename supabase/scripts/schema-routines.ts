// The functions and views of the product's schemas, each with its grants and comment, in name order
// (functions by name, then by argument types, so overloads stay apart).
import { aclEntries, byKey, commentLine, grantLines, groupBy } from './schema-sql.js';
import type { CatalogQuery, GrantRow } from './schema-sql.js';
import { unqualifiedViewDef } from './schema-views.js';

interface RoutineRow {
  signature: string;
  def: string;
  comment: string | null;
}
interface RoutineGrantRow extends GrantRow {
  signature: string;
}

// Functions that belong to an extension are the extension's, not the product's.
const functions = `from pg_proc p
  where p.pronamespace::regnamespace::text = any($1::text[]) and p.prokind in ('f', 'p')
    and not exists (select 1 from pg_depend d
      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;
const signature = `p.oid::regprocedure::text`;
const views = `from pg_class c
  where c.relnamespace::regnamespace::text = any($1::text[]) and c.relkind in ('v', 'm')`;

const QUERIES = {
  functions: `select ${signature} as signature, pg_get_functiondef(p.oid) as def,
      obj_description(p.oid, 'pg_proc') as comment ${functions}`,
  // A function without an ACL can be executed by PUBLIC (acldefault says so): printed like any grant.
  functionGrants: `select ${signature} as signature, e.*
    from pg_proc p, lateral (${aclEntries(`coalesce(p.proacl, acldefault('f', p.proowner))`, 'p.proowner')}) e
    where p.oid in (select p.oid ${functions})`,
  views: `select c.oid::regclass::text as signature,
      'create ' || case c.relkind when 'm' then 'materialized view ' else 'view ' end || c.oid::regclass::text
        || coalesce(' with (' || array_to_string(c.reloptions, ', ') || ')', '') || ' as\n'
        || pg_get_viewdef(c.oid, true) as def,
      obj_description(c.oid, 'pg_class') as comment ${views}`,
  viewGrants: `select c.oid::regclass::text as signature, e.*
    from pg_class c, lateral (${aclEntries(`coalesce(c.relacl, acldefault('r', c.relowner))`, 'c.relowner')}) e
    where c.oid in (select c.oid ${views})`,
};

async function blocks(
  query: CatalogQuery,
  schemas: string[],
  sql: { objects: string; grants: string },
  kind: 'function' | 'table',
  normalise: (def: string) => string = (def) => def,
): Promise<string[]> {
  const objects = (await query<RoutineRow>(sql.objects, [schemas])).map((o) => ({
    ...o,
    def: normalise(o.def),
  }));
  const grants = await query<RoutineGrantRow>(sql.grants, [schemas]);
  const grantsOf = groupBy(grants, (g) => g.signature);
  return byKey(objects, (o) => o.signature).map((o) =>
    [
      // pg_get_functiondef ends with a newline and no semicolon; a view's definition ends with one.
      o.def.replace(/\s+$/, '').replace(/;?$/, ';'),
      ...grantLines(`${kind} ${o.signature}`, grantsOf.get(o.signature) ?? []),
      ...commentLine(`${kind === 'table' ? 'view' : kind} ${o.signature}`, o.comment),
    ].join('\n'),
  );
}

/** Every function's block: its whole definition as PostgreSQL prints it, then its grants and comment. */
export function functionBlocks(query: CatalogQuery, schemas: string[]): Promise<string[]> {
  return blocks(query, schemas, { objects: QUERIES.functions, grants: QUERIES.functionGrants }, 'function');
}

/** Every view's block, its options (security_invoker, say) with it, in the form 16 and later print. */
export function viewBlocks(query: CatalogQuery, schemas: string[]): Promise<string[]> {
  return blocks(
    query,
    schemas,
    { objects: QUERIES.views, grants: QUERIES.viewGrants },
    'table',
    unqualifiedViewDef,
  );
}
