// What PostgREST calls the schema cache: tables, columns, keys, foreign keys and functions of the exposed
// schemas, read from the catalog. Reloaded on `NOTIFY pgrst, 'reload schema'` and when a name is not found
// and the schema changed since the last load (the generation the bootstrap's event trigger keeps: one small
// read tells), at most ten times a second for those: an unknown name must not make every request scan the
// catalog, nor wait for a reload when nothing changed.
import type { Db } from '../contract.js';

export interface TableInfo {
  schema: string;
  name: string;
  columns: string[];
  primaryKey: string[];
  /** Primary key and unique constraints, each as its column list. */
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  mode: string;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  returnsSet: boolean;
  returnType: string;
  /** pg_type.typtype of the return type: 'c' composite (incl. table rows), 'b' base, 'p' pseudo (void, record). */
  returnTypType: string;
  defaults: number;
  args: FunctionArg[];
}

export interface SchemaSnapshot {
  tables: Map<string, TableInfo>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionInfo[]>;
  /**
   * The schema generation the snapshot was read at (in the same statement as the catalog), or null when the
   * database keeps none (no event triggers without a superuser): then every unknown name asks for a reload.
   */
  generation: number | null;
}

export const tableKey = (schema: string, name: string) => `${schema}.${name}`;

/** The schema generation, or null when no event trigger moves it (see bootstrap-sql.ts). */
const generationSql = `(select g.value from supabase_local.schema_generation g
   where exists (select 1 from pg_event_trigger t
                 where t.evtname = 'supabase_local_schema_changed' and t.evtenabled <> 'D'))`;

/** A generation as a driver returns it (node-postgres: a bigint as text; in JSON: a number), or null. */
const asGeneration = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

// One query returns everything as JSON text, so PGlite and node-postgres parse it identically.
const catalogSql = `
select json_build_object(
  'tables', coalesce((
    select json_agg(json_build_object(
      'schema', n.nspname, 'name', c.relname,
      'columns', coalesce((select json_agg(a.attname order by a.attnum) from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'::json),
      'keys', coalesce((select json_agg(json_build_object('type', k.contype, 'columns',
                  (select json_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(attnum, ord)
                   join pg_attribute a on a.attrelid = c.oid and a.attnum = u.attnum)))
                from pg_constraint k where k.conrelid = c.oid and k.contype in ('p', 'u')), '[]'::json)))
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'p', 'f')), '[]'::json),
  'fks', coalesce((
    select json_agg(json_build_object(
      'name', k.conname, 'schema', n.nspname, 'table', c.relname, 'refSchema', fn.nspname, 'refTable', fc.relname,
      'columns', (select json_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(attnum, ord)
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum),
      'refColumns', (select json_agg(a.attname order by u.ord) from unnest(k.confkey) with ordinality u(attnum, ord)
                  join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum)))
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_class fc on fc.oid = k.confrelid join pg_namespace fn on fn.oid = fc.relnamespace
    where k.contype = 'f' and n.nspname = any($1::text[])), '[]'::json),
  'functions', coalesce((
    select json_agg(json_build_object(
      'schema', n.nspname, 'name', p.proname, 'returnsSet', p.proretset,
      'returnType', format_type(p.prorettype, null), 'returnTypType', rt.typtype, 'defaults', p.pronargdefaults,
      'args', coalesce((select json_agg(json_build_object(
                  'name', coalesce(p.proargnames[a.ord], ''), 'type', format_type(a.t, null),
                  'mode', coalesce(p.proargmodes[a.ord]::text, 'i')) order by a.ord)
                from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(t, ord)), '[]'::json)))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
    where n.nspname = any($1::text[]) and p.prokind = 'f'), '[]'::json),
  'generation', ${generationSql}
)::text as catalog`;

interface RawCatalog {
  tables: { schema: string; name: string; columns: string[]; keys: { type: string; columns: string[] }[] }[];
  fks: ForeignKey[];
  functions: FunctionInfo[];
  /** bigint as JSON: a number, or null; absent from a catalog read without it. */
  generation?: number | null;
}

/** Clock and timer of the cache: tests pass their own. */
export interface SchemaCacheTiming {
  /**
   * Milliseconds between two reloads asked for by a name that was not found (a reload costs a catalog scan).
   * 100 by default: ten scans a second at most, and a request for an unknown name waits at most that long (at
   * 1000, each of a client's hostile requests stalled up to a second, and the fuzz suites took 25 minutes).
   */
  minReloadMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export class SchemaCache {
  private snapshot: Promise<SchemaSnapshot> | null = null;
  /** When the current snapshot's load began. */
  private loadedAt = Number.NEGATIVE_INFINITY;
  /** The reload that requests for unknown names share. */
  private pending: Promise<SchemaSnapshot> | null = null;
  private readonly minReloadMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly db: Db,
    readonly schemas: readonly string[],
    timing: SchemaCacheTiming = {},
  ) {
    this.minReloadMs = timing.minReloadMs ?? 100;
    this.now = timing.now ?? Date.now;
    this.sleep = timing.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  get(): Promise<SchemaSnapshot> {
    if (!this.snapshot) {
      this.loadedAt = this.now();
      this.snapshot = this.load();
      this.snapshot.catch(() => {
        this.snapshot = null;
      });
    }
    return this.snapshot;
  }

  /** Drops the snapshot at once (`NOTIFY pgrst, 'reload schema'`, which only the database can send). */
  invalidate(): void {
    this.snapshot = null;
  }

  /**
   * The snapshot to look again in, for a name the last one did not have: the same snapshot when the schema has
   * not changed since it was read (one small read of the generation: the name does not exist, and the request
   * is answered at once), else a reload, for names created after the last load (by a migration or a test).
   * Anyone can ask for a name that does not exist, so these reloads are shared and spaced: at most one per
   * `minReloadMs` (a request that comes sooner waits for the next one, so a name made just now is still
   * found), and every request waiting meanwhile gets that one reload.
   */
  async refreshed(): Promise<SchemaSnapshot> {
    if (!this.pending) {
      const current = await this.get();
      if (current.generation !== null && (await this.generation()) === current.generation) return current;
    }
    return this.reloaded();
  }

  private async generation(): Promise<number | null> {
    const res = await this.db.admin((tx) =>
      tx.query<{ generation: string | number | null }>(`select ${generationSql} as generation`),
    );
    return asGeneration(res.rows[0]?.generation);
  }

  private reloaded(): Promise<SchemaSnapshot> {
    if (this.pending) return this.pending;
    const wait = this.loadedAt + this.minReloadMs - this.now();
    this.pending = (async () => {
      try {
        if (wait > 0) await this.sleep(wait);
        this.invalidate();
        return await this.get();
      } finally {
        this.pending = null;
      }
    })();
    return this.pending;
  }

  private async load(): Promise<SchemaSnapshot> {
    const res = await this.db.admin((tx) => tx.query<{ catalog: string }>(catalogSql, [this.schemas]));
    const raw = JSON.parse(res.rows[0]?.catalog ?? '{}') as RawCatalog;
    const tables = new Map<string, TableInfo>();
    for (const t of raw.tables) {
      tables.set(tableKey(t.schema, t.name), {
        schema: t.schema,
        name: t.name,
        columns: t.columns,
        primaryKey: t.keys.find((k) => k.type === 'p')?.columns ?? [],
        uniques: t.keys.map((k) => k.columns),
      });
    }
    const functions = new Map<string, FunctionInfo[]>();
    for (const f of raw.functions) {
      const key = tableKey(f.schema, f.name);
      functions.set(key, [...(functions.get(key) ?? []), f]);
    }
    return { tables, foreignKeys: raw.fks, functions, generation: asGeneration(raw.generation) };
  }
}
