// Change capture without logical decoding (PGlite has none): a row trigger on every table of the
// supabase_realtime publication writes the change into a queue table and NOTIFYs only its id, since NOTIFY
// payloads are capped at 8000 bytes. NOTIFY is transactional, so a rolled-back write never produces an event.
import type { Db, Tx } from '../contract';
import { VISIBILITY_SETUP } from './visibility';

export const NOTIFY_CHANNEL = 'supabase_local_realtime';
const TRIGGER = 'supabase_local_realtime_capture';
// Two backends starting on one PostgreSQL database at once would race on CREATE OR REPLACE ("tuple concurrently
// updated"): the setup and the trigger sync take this transaction-scoped lock first.
const LOCK = `select pg_advisory_xact_lock(7346001)`;

const SETUP = [
  `create schema if not exists realtime`,
  `create table if not exists realtime.local_changes (
     id bigserial primary key,
     schema_name text not null,
     table_name text not null,
     type text not null,
     record jsonb,
     old_record jsonb,
     commit_timestamp timestamptz not null default clock_timestamp()
   )`,
  // Only the owner reads the queue: rows are delivered after the subscriber's own RLS check.
  `revoke all on realtime.local_changes from public`,
  `create or replace function realtime.local_capture_change() returns trigger
     language plpgsql security definer set search_path = '' as $fn$
   declare
     change_id bigint;
   begin
     insert into realtime.local_changes (schema_name, table_name, type, record, old_record)
     values (tg_table_schema, tg_table_name, tg_op,
             case when tg_op <> 'DELETE' then to_jsonb(new) end,
             case when tg_op <> 'INSERT' then to_jsonb(old) end)
     returning id into change_id;
     perform pg_notify('${NOTIFY_CHANNEL}', change_id::text);
     return null;
   end
   $fn$`,
  `revoke all on function realtime.local_capture_change() from public`,
  ...VISIBILITY_SETUP,
];

export async function installCapture(db: Db): Promise<void> {
  await db.admin(async (tx) => {
    await tx.query(LOCK);
    for (const sql of SETUP) await tx.query(sql);
    // Changes queued while no server listened are stale: hosted Realtime does not replay them either.
    await tx.query(`delete from realtime.local_changes`);
  });
  await syncTriggers(db);
}

async function publishedTables(tx: Tx): Promise<Set<string>> {
  const emulated = await tx.query<{ present: boolean }>(
    `select to_regclass('realtime.emulated_publication_tables') is not null as present`,
  );
  const union = emulated.rows[0]?.present
    ? `union select schemaname::text, tablename::text from realtime.emulated_publication_tables`
    : '';
  const r = await tx.query<{ schemaname: string; tablename: string }>(
    `select schemaname::text as schemaname, tablename::text as tablename
       from pg_publication_tables where pubname = 'supabase_realtime' ${union}`,
  );
  // The queue itself is never captured (a FOR ALL TABLES publication would otherwise make the trigger recurse).
  const rows = r.rows.filter((x) => !(x.schemaname === 'realtime' && x.tablename === 'local_changes'));
  return new Set(rows.map((x) => JSON.stringify([x.schemaname, x.tablename])));
}

const quoteIdent = (s: string): string => `"${s.replace(/"/g, '""')}"`;

const syncing = new WeakMap<Db, Promise<boolean>>();

/**
 * Puts the trigger on every published table and removes it from tables no longer published. Runs at start and
 * before each join, so a table added to the publication at runtime is captured by the next subscription.
 * Returns whether anything changed (so cached table metadata can be refreshed).
 */
export function syncTriggers(db: Db): Promise<boolean> {
  // Concurrent joins share one pass.
  let pass = syncing.get(db);
  if (!pass) {
    pass = db
      .admin(async (tx) => {
        await tx.query(LOCK);
        const wanted = await publishedTables(tx);
        const r = await tx.query<{ nspname: string; relname: string }>(
          `select n.nspname::text as nspname, c.relname::text as relname from pg_trigger t
             join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
            where t.tgname = $1`,
          [TRIGGER],
        );
        const have = new Set(r.rows.map((x) => JSON.stringify([x.nspname, x.relname])));
        let changed = false;
        for (const key of wanted) {
          if (have.has(key)) continue;
          const [schema, table] = JSON.parse(key) as [string, string];
          await tx.query(
            `create or replace trigger ${TRIGGER} after insert or update or delete on ${quoteIdent(schema)}.${quoteIdent(table)}
               for each row execute function realtime.local_capture_change()`,
          );
          changed = true;
        }
        for (const key of have) {
          if (wanted.has(key)) continue;
          const [schema, table] = JSON.parse(key) as [string, string];
          await tx.query(`drop trigger if exists ${TRIGGER} on ${quoteIdent(schema)}.${quoteIdent(table)}`);
          changed = true;
        }
        return changed;
      })
      .finally(() => syncing.delete(db));
    syncing.set(db, pass);
  }
  return pass;
}

export interface Change {
  id: number;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
}

/** Takes queued changes off the queue, in the order of `ids` (the notifications' order: commit order); ids
 * already taken are left out. */
export async function takeChanges(db: Db, ids: number[]): Promise<Change[]> {
  const r = await db.admin((tx) =>
    tx.query<{
      id: string | number;
      schema_name: string;
      table_name: string;
      type: Change['type'];
      record: Record<string, unknown> | null;
      old_record: Record<string, unknown> | null;
      ts: string | Date;
    }>(
      `delete from realtime.local_changes where id = any($1::bigint[])
       returning id, schema_name, table_name, type, record, old_record, commit_timestamp as ts`,
      [`{${ids.join(',')}}`],
    ),
  );
  const order = new Map(ids.map((id, i) => [id, i]));
  return r.rows
    .map((row) => ({
      id: Number(row.id),
      schema: row.schema_name,
      table: row.table_name,
      type: row.type,
      record: row.record,
      oldRecord: row.old_record,
      commitTimestamp: new Date(row.ts).toISOString(),
    }))
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

export interface Column {
  name: string;
  /** pg_type.typname, as Realtime reports it (int8, bool, _text, ...). */
  type: string;
  /** format_type, for casts in SQL. */
  sqlType: string;
  pk: boolean;
  /** Which API roles may SELECT the column (Realtime drops the others). */
  selectable: Record<string, boolean>;
}

export interface TableMeta {
  columns: Column[];
  rls: boolean;
  replicaFull: boolean;
}

export async function tableMeta(db: Db, schema: string, table: string): Promise<TableMeta | undefined> {
  return db.admin(async (tx) => {
    const rel = `${quoteIdent(schema)}.${quoteIdent(table)}`;
    const c = await tx.query<{ relrowsecurity: boolean; relreplident: string }>(
      `select relrowsecurity, relreplident::text as relreplident from pg_class where oid = to_regclass($1)`,
      [rel],
    );
    const cls = c.rows[0];
    if (!cls) return undefined;
    const cols = await tx.query<{
      name: string;
      type: string;
      sql_type: string;
      pk: boolean;
      anon: boolean;
      authenticated: boolean;
      service_role: boolean;
    }>(
      `select a.attname::text as name, t.typname::text as type, format_type(a.atttypid, a.atttypmod) as sql_type,
              exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary
                        and a.attnum = any(i.indkey)) as pk,
              has_column_privilege('anon', a.attrelid, a.attnum, 'SELECT') as anon,
              has_column_privilege('authenticated', a.attrelid, a.attnum, 'SELECT') as authenticated,
              has_column_privilege('service_role', a.attrelid, a.attnum, 'SELECT') as service_role
         from pg_attribute a join pg_type t on t.oid = a.atttypid
        where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
      [rel],
    );
    return {
      rls: cls.relrowsecurity,
      replicaFull: cls.relreplident === 'f',
      columns: cols.rows.map((x) => ({
        name: x.name,
        type: x.type,
        sqlType: x.sql_type,
        pk: x.pk,
        selectable: { anon: x.anon, authenticated: x.authenticated, service_role: x.service_role },
      })),
    };
  });
}
