// Fan-out of one captured change to the subscribers whose bindings match, applying hosted Realtime's rules
// (its realtime.apply_rls): columns a role cannot SELECT are dropped; inserts and updates on an RLS table
// are delivered only if the subscriber can SELECT the row (checked as that subscriber); deletes are not
// RLS-checked and carry only the primary key unless the table has REPLICA IDENTITY FULL.
import type { Claims, Db } from '../contract';
import type { Change, TableMeta } from './capture';
import type { Binding, Channel, Connection } from './connection';
import { matches } from './filters';
import { secondsLeft } from './tokens';

interface Target {
  conn: Connection;
  ch: Channel;
  bindings: Binding[];
}

const quoteIdent = (s: string): string => `"${s.replace(/"/g, '""')}"`;

function bindingTargets(b: Binding, change: Change): boolean {
  return (
    b.schema === change.schema &&
    (b.table === undefined || b.table === change.table) &&
    (b.event === '*' || b.event === change.type)
  );
}

/** The channels that subscribe to this schema/table/event, before filters (no metadata needed yet). */
export function candidates(conns: Iterable<Connection>, change: Change): { conn: Connection; ch: Channel }[] {
  const out: { conn: Connection; ch: Channel }[] = [];
  for (const conn of conns) {
    for (const ch of conn.channels.values()) {
      if (ch.bindings.some((b) => bindingTargets(b, change))) out.push({ conn, ch });
    }
  }
  return out;
}

function pick(record: Record<string, unknown> | null, names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!record) return out;
  for (const n of names) if (n in record) out[n] = record[n];
  return out;
}

/** Runs the subscriber's own SELECT of the row, under its role and claims (Realtime's apply_rls). */
async function visibleTo(db: Db, claims: Claims, change: Change, meta: TableMeta): Promise<boolean> {
  const pk = meta.columns.filter((c) => c.pk);
  const record = change.record ?? {};
  const where = pk.map((c, i) => `${quoteIdent(c.name)} = $${i + 1}::${c.sqlType}`).join(' and ');
  const params = pk.map((c) => {
    const v = record[c.name];
    return v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
  });
  try {
    const r = await db.withClaims(
      claims,
      (tx) =>
        tx.query(
          `select 1 from ${quoteIdent(change.schema)}.${quoteIdent(change.table)} where ${where}`,
          params,
        ),
      { readOnly: true },
    );
    return r.rows.length > 0;
  } catch {
    // No privilege on the table, a policy that raises, ...: the subscriber cannot select the row.
    return false;
  }
}

export async function dispatch(
  db: Db,
  change: Change,
  cands: { conn: Connection; ch: Channel }[],
  meta: TableMeta,
): Promise<void> {
  const types = new Map(meta.columns.map((c) => [c.name, c.type]));
  const pkNames = meta.columns.filter((c) => c.pk).map((c) => c.name);
  // Filters see what the event carries: the new row, or for a delete the old row as far as it is replicated.
  // Deletes are not RLS-checked, so on a table with RLS hosted Realtime sends only the primary key even under
  // REPLICA IDENTITY FULL (Supabase docs, "Postgres Changes"): anything more would leak a row to strangers.
  const fullOld = meta.replicaFull && !(change.type === 'DELETE' && meta.rls);
  const oldCarried = fullOld ? change.oldRecord : pick(change.oldRecord, pkNames);
  const filterRecord = (change.type === 'DELETE' ? oldCarried : change.record) ?? {};

  // The subscriber's filters run only after its RLS check, and only on the columns it may read: a filter on a
  // row or column it cannot see must not tell it anything, not even by timing.
  const targets: Target[] = [];
  for (const { conn, ch } of cands) {
    const bindings = ch.bindings.filter((b) => bindingTargets(b, change));
    if (bindings.length > 0) targets.push({ conn, ch, bindings });
  }
  if (targets.length === 0) return;

  // One RLS check per distinct set of claims (several tabs of one user share a token).
  const checks = new Map<string, Promise<boolean>>();
  const needsCheck = change.type !== 'DELETE' && meta.rls && pkNames.length > 0;

  await Promise.all(
    targets.map(async ({ conn, ch, bindings }) => {
      if (secondsLeft(ch.claims) <= 0) {
        conn.closeChannel(ch, 'Token has expired');
        return;
      }
      const role = ch.claims.role;
      const visibleCols = meta.columns.filter((c) => c.selectable[role] ?? false);
      const errors: string[] = [];
      if (pkNames.length === 0) errors.push('Error 400: Bad Request, no primary key');
      else if (!pkNames.every((n) => visibleCols.some((c) => c.name === n)))
        errors.push('Error 401: Unauthorized');
      if (needsCheck && errors.length === 0) {
        const key = JSON.stringify(ch.claims);
        let p = checks.get(key);
        if (!p) {
          p = visibleTo(db, ch.claims, change, meta);
          checks.set(key, p);
        }
        if (!(await p)) return;
      }
      const names = visibleCols.map((c) => c.name);
      const visibleRecord = pick(filterRecord, names);
      const ids = bindings.filter((b) => matches(b.conds, visibleRecord, types)).map((b) => b.id);
      if (ids.length === 0) return;
      const data: Record<string, unknown> = {
        schema: change.schema,
        table: change.table,
        commit_timestamp: change.commitTimestamp,
        type: change.type,
        columns: visibleCols.map((c) => ({ name: c.name, type: c.type })),
        errors: errors.length > 0 ? errors : null,
      };
      if (errors.length === 0) {
        if (change.type !== 'DELETE') data.record = pick(change.record, names);
        if (change.type !== 'INSERT') data.old_record = pick(oldCarried, names);
      }
      conn.send({
        joinRef: null,
        ref: null,
        topic: ch.topic,
        event: 'postgres_changes',
        payload: { ids, data },
      });
    }),
  );
}
