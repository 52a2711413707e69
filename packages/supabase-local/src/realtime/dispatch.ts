// Fan-out of captured changes to the subscribers whose bindings match, applying hosted Realtime's rules
// (its realtime.apply_rls): columns a role cannot SELECT are dropped; a subscriber's filters run on the columns
// it may read; inserts and updates on an RLS table are then delivered only if the subscriber can SELECT the row
// (checked as that subscriber, for a whole batch in one statement: visibility.ts); deletes are not RLS-checked
// and carry only the primary key unless the table has REPLICA IDENTITY FULL.
import type { Db } from '../contract';
import type { Change, Column, TableMeta } from './capture';
import type { Binding, Channel, Connection } from './connection';
import { matches } from './filters';
import { secondsLeft } from './tokens';
import { keyOf, visibleRows, type Check } from './visibility';

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

/** One change and the channels that asked for its table. */
export interface Pending {
  change: Change;
  meta: TableMeta;
  cands: { conn: Connection; ch: Channel }[];
}

/** A message ready for one channel, waiting only for its RLS answer when `check` is set. */
interface Delivery {
  conn: Connection;
  ch: Channel;
  ids: number[];
  visibleCols: Column[];
  errors: string[];
  /** The subscriber's check and the position of this change's row in it. */
  check?: { claimsKey: string; position: number };
}

function plan({ change, meta, cands }: Pending, checks: Map<string, Check>): Delivery[] {
  const types = new Map(meta.columns.map((c) => [c.name, c.type]));
  const pkNames = meta.columns.filter((c) => c.pk).map((c) => c.name);
  // Filters see what the event carries: the new row, or for a delete the old row as far as it is replicated.
  const filterRecord = (change.type === 'DELETE' ? oldCarried(change, meta) : change.record) ?? {};
  const needsCheck = change.type !== 'DELETE' && meta.rls && pkNames.length > 0;
  const out: Delivery[] = [];
  for (const { conn, ch } of cands) {
    if (secondsLeft(ch.claims) <= 0) {
      conn.closeChannel(ch, 'Token has expired');
      continue;
    }
    const visibleCols = meta.columns.filter((c) => c.selectable[ch.claims.role] ?? false);
    const errors: string[] = [];
    if (pkNames.length === 0) errors.push('Error 400: Bad Request, no primary key');
    else if (!pkNames.every((n) => visibleCols.some((c) => c.name === n)))
      errors.push('Error 401: Unauthorized');
    // A filter sees only the columns the subscriber may read, so it cannot test a hidden one.
    const visibleRecord = pick(
      filterRecord,
      visibleCols.map((c) => c.name),
    );
    const ids = ch.bindings
      .filter((b) => bindingTargets(b, change) && matches(b.conds, visibleRecord, types))
      .map((b) => b.id);
    if (ids.length === 0) continue;
    const delivery: Delivery = { conn, ch, ids, visibleCols, errors };
    if (needsCheck && errors.length === 0) {
      // One check per distinct set of claims (several tabs of one user share a token).
      const claimsKey = JSON.stringify(ch.claims);
      let check = checks.get(claimsKey);
      if (!check) checks.set(claimsKey, (check = { claims: ch.claims, keys: [] }));
      const position = check.keys.length;
      check.keys.push(keyOf(meta, change.record));
      delivery.check = { claimsKey, position };
    }
    out.push(delivery);
  }
  return out;
}

// Deletes are not RLS-checked, so on a table with RLS hosted Realtime sends only the primary key even under
// REPLICA IDENTITY FULL (Supabase docs, "Postgres Changes"): anything more would leak a row to strangers.
function oldCarried(change: Change, meta: TableMeta): Record<string, unknown> | null {
  const fullOld = meta.replicaFull && !(change.type === 'DELETE' && meta.rls);
  const pkNames = meta.columns.filter((c) => c.pk).map((c) => c.name);
  return fullOld ? change.oldRecord : pick(change.oldRecord, pkNames);
}

function send(change: Change, meta: TableMeta, d: Delivery): void {
  const names = d.visibleCols.map((c) => c.name);
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: d.visibleCols.map((c) => ({ name: c.name, type: c.type })),
    errors: d.errors.length > 0 ? d.errors : null,
  };
  if (d.errors.length === 0) {
    if (change.type !== 'DELETE') data.record = pick(change.record, names);
    if (change.type !== 'INSERT') data.old_record = pick(oldCarried(change, meta), names);
  }
  d.conn.send({
    joinRef: null,
    ref: null,
    topic: d.ch.topic,
    event: 'postgres_changes',
    payload: { ids: d.ids, data },
  });
}

/**
 * Delivers a batch of changes in commit order. The RLS checks of each table's changes are made first, all
 * subscribers at once (one statement per table), and only for subscribers whose filters matched.
 */
export async function dispatch(db: Db, batch: Pending[]): Promise<void> {
  const byTable = new Map<
    string,
    { schema: string; table: string; meta: TableMeta; checks: Map<string, Check> }
  >();
  const planned = batch.map((p) => {
    const key = JSON.stringify([p.change.schema, p.change.table]);
    let group = byTable.get(key);
    if (!group) {
      group = { schema: p.change.schema, table: p.change.table, meta: p.meta, checks: new Map() };
      byTable.set(key, group);
    }
    return { pending: p, group, deliveries: plan(p, group.checks) };
  });
  const answers = new Map<Map<string, Check>, Map<string, Set<number>>>();
  for (const group of byTable.values()) {
    const keys = [...group.checks.keys()];
    const seen = await visibleRows(db, group.schema, group.table, group.meta, [...group.checks.values()]);
    answers.set(group.checks, new Map(keys.map((k, i) => [k, seen[i]!])));
  }
  for (const { pending, group, deliveries } of planned) {
    const seen = answers.get(group.checks)!;
    for (const d of deliveries) {
      if (d.check && !seen.get(d.check.claimsKey)?.has(d.check.position)) continue;
      send(pending.change, pending.meta, d);
    }
  }
}
