// /realtime/v1/websocket: Phoenix channels with postgres_changes over `ws`, fed by trigger-based capture.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { BackendContext, CreateRealtime } from '../contract';
import { installCapture, NOTIFY_CHANNEL, tableMeta, takeChanges, type TableMeta } from './capture';
import { Connection, type Channel, type Hub, type Usage } from './connection';
import { LIMITS } from './limits';
import { candidates, dispatch, type Pending } from './dispatch';
import { Bucket } from './rate';
import { PresenceRegistry, type Diff } from './presence';
import type { Vsn } from './serializer';
import { hostAllowed, originAllowed } from '../origins';
import { claimsOf } from './tokens';

const PATHS = new Set(['/realtime/v1/websocket', '/realtime/v1/websocket/']);
/** Like Phoenix's server-side timeout: a socket silent this long (no heartbeat) is gone, e.g. a lost laptop. */
export const IDLE_TIMEOUT_MS = 60_000;
/**
 * How often the queue is read for changes whose notification never arrived (e.g. the LISTEN connection to
 * PostgreSQL dropped): a change is then late, never lost. Only changes older than a second are picked up, so
 * the ordinary NOTIFY path is not raced.
 */
const SWEEP_MS = 2000;
/**
 * Changes taken off the queue and delivered together: their RLS checks are one statement per table, so a
 * flood of writes costs the queue a few statements per batch rather than several per change.
 */
const BATCH = 200;

function pathOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://localhost').pathname;
}

function reject(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 429 ? 'Too Many Requests' : 'Forbidden'}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

class RealtimeServer implements Hub {
  readonly conns = new Set<Connection>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: LIMITS.frameSize });
  private metaCache = new Map<string, Promise<TableMeta | undefined>>();
  private chain: Promise<void> = Promise.resolve();
  /** Ids notified and not yet delivered; one drain at a time takes them in commit order. */
  private readonly pending = new Set<number>();
  private draining = false;
  private readonly relayBuckets = new Map<string, { count: Bucket; bytes: Bucket }>();
  private readonly upgradeBuckets = new Map<string, Bucket>();
  private readonly presenceRegistry = new PresenceRegistry();

  private readonly sweeper: NodeJS.Timeout;
  private readonly missed: NodeJS.Timeout;
  private sweeping = false;

  constructor(readonly ctx: BackendContext) {
    this.sweeper = setInterval(() => {
      const cutoff = Date.now() - IDLE_TIMEOUT_MS;
      for (const conn of this.conns) if (conn.lastSeen < cutoff) conn.close();
      for (const [user, b] of this.relayBuckets)
        if (b.count.full() && b.bytes.full()) this.relayBuckets.delete(user);
      for (const [address, b] of this.upgradeBuckets) if (b.full()) this.upgradeBuckets.delete(address);
    }, IDLE_TIMEOUT_MS / 2);
    this.sweeper.unref();
    this.missed = setInterval(() => void this.sweepQueue(), SWEEP_MS);
    this.missed.unref();
  }

  private async sweepQueue(): Promise<void> {
    if (this.sweeping || this.conns.size === 0) return;
    this.sweeping = true;
    try {
      const r = await this.ctx.db.admin((tx) =>
        tx.query<{ id: string | number }>(
          `select id from realtime.local_changes where commit_timestamp < clock_timestamp() - interval '1 second'
            order by id limit 500`,
        ),
      );
      for (const row of r.rows) this.onNotify(String(row.id));
    } catch {
      // The database is away (restarting): the next sweep tries again.
    } finally {
      this.sweeping = false;
    }
  }

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // Websockets are not covered by CORS: without this check any page the user visits could subscribe.
    const origin = req.headers.origin;
    if (
      !hostAllowed(req.headers.host, this.ctx.config) ||
      (origin !== undefined && !originAllowed(origin, this.ctx.config))
    ) {
      reject(socket, 403, `Origin ${origin ?? ''} or host ${req.headers.host ?? ''} is not allowed`);
      return;
    }
    const address = req.socket.remoteAddress ?? '';
    if (this.perAddress(address) >= LIMITS.connectionsPerAddress) {
      reject(socket, 429, `Too many realtime connections from ${address}`);
      return;
    }
    let upgrades = this.upgradeBuckets.get(address);
    if (!upgrades) this.upgradeBuckets.set(address, (upgrades = new Bucket(LIMITS.upgradesPerAddress)));
    if (!upgrades.take()) {
      // A client closed for a bound and reconnecting at once would otherwise start over with fresh limits.
      reject(socket, 429, `Too many new realtime connections from ${address}: wait a moment`);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const apikey = url.searchParams.get('apikey') ?? req.headers.apikey?.toString() ?? '';
    const vsn: Vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
    // Like hosted Realtime, the connection itself needs a valid API key; channels then bring their own token.
    claimsOf(this.ctx, apikey).then(
      () => {
        this.wss.handleUpgrade(req, socket, head, (ws) => {
          const conn = new Connection(ws, vsn, apikey, this, address);
          this.conns.add(conn);
          ws.on('close', () => {
            this.conns.delete(conn);
            for (const ch of conn.channels.values()) this.left(ch);
          });
          ws.on('error', () => ws.terminate());
        });
      },
      (err: unknown) =>
        reject(socket, 403, `Invalid API key: ${err instanceof Error ? err.message : String(err)}`),
    );
  }

  private perAddress(address: string): number {
    let n = 0;
    for (const conn of this.conns) if (conn.address === address) n++;
    return n;
  }

  usage(user: string, except?: Channel): Usage {
    const usage: Usage = { channels: 0, tokens: new Set() };
    for (const conn of this.conns) {
      for (const ch of conn.channels.values()) {
        if (ch.user !== user || ch === except) continue;
        usage.channels += 1;
        usage.tokens.add(ch.claimsKey);
      }
    }
    return usage;
  }

  relayRefusal(user: string, bytes: number): string | null {
    let b = this.relayBuckets.get(user);
    if (!b) {
      b = { count: new Bucket(LIMITS.relayPerUser), bytes: new Bucket(LIMITS.relayBytesPerUser) };
      this.relayBuckets.set(user, b);
    }
    if (!b.count.take())
      return `Too many messages: at most ${LIMITS.relayPerUser.perSecond} broadcasts a second for one user`;
    if (!b.bytes.take(bytes))
      return `Too many messages: at most ${LIMITS.relayBytesPerUser.perSecond / 1024} KB of broadcasts a second for one user`;
    return null;
  }

  broadcast(from: Channel, event: string, payload: unknown): void {
    for (const conn of this.conns) {
      for (const ch of conn.channels.values()) {
        if (ch.topic !== from.topic || (ch === from && !from.broadcastSelf)) continue;
        conn.send({
          joinRef: ch.joinRef,
          ref: null,
          topic: ch.topic,
          event: 'broadcast',
          payload: { type: 'broadcast', event, payload },
        });
      }
    }
  }

  presence(ch: Channel, event: string, payload: Record<string, unknown>): void {
    const diff =
      event === 'track'
        ? this.presenceRegistry.track(ch, payload)
        : event === 'untrack'
          ? this.presenceRegistry.untrack(ch)
          : null;
    if (diff) this.sendDiff(ch.topic, diff);
  }

  presenceState(ch: Channel): Record<string, unknown> {
    return this.presenceRegistry.state(ch.topic);
  }

  left(ch: Channel): void {
    const diff = this.presenceRegistry.untrack(ch);
    if (diff) this.sendDiff(ch.topic, diff);
  }

  private sendDiff(topic: string, diff: Diff): void {
    for (const conn of this.conns) {
      for (const ch of conn.channels.values()) {
        if (ch.topic !== topic) continue;
        conn.send({ joinRef: ch.joinRef, ref: null, topic, event: 'presence_diff', payload: { ...diff } });
      }
    }
  }

  tablesChanged(): void {
    this.metaCache.clear();
  }

  async isPublished(schema: string, table: string | undefined): Promise<boolean> {
    if (table === undefined) return true;
    const r = await this.ctx.db.admin((tx) =>
      tx.query(
        `select 1 from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
          where t.tgname = 'supabase_local_realtime_capture' and n.nspname = $1 and c.relname = $2`,
        [schema, table],
      ),
    );
    return r.rows.length > 0;
  }

  private meta(schema: string, table: string): Promise<TableMeta | undefined> {
    const key = `${schema}.${table}`;
    let p = this.metaCache.get(key);
    if (!p) {
      p = tableMeta(this.ctx.db, schema, table);
      p.catch(() => this.metaCache.delete(key));
      this.metaCache.set(key, p);
    }
    return p;
  }

  /** Changes are delivered in commit order, in batches of what was queued meanwhile. */
  onNotify(payload: string): void {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    this.pending.add(id);
    if (!this.draining) {
      this.draining = true;
      this.chain = this.drain();
    }
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.size > 0) {
        const ids = [...this.pending].slice(0, BATCH);
        for (const id of ids) this.pending.delete(id);
        try {
          await this.deliver(ids);
        } catch (err) {
          console.error('[realtime] dispatch failed:', err instanceof Error ? err.message : err);
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private async deliver(ids: number[]): Promise<void> {
    const changes = await takeChanges(this.ctx.db, ids);
    const batch: Pending[] = [];
    for (const change of changes) {
      const cands = candidates(this.conns, change);
      if (cands.length === 0) continue;
      let meta = await this.meta(change.schema, change.table);
      const row = change.record ?? change.oldRecord ?? {};
      // A column added since the metadata was cached (ALTER TABLE at runtime): read it again.
      if (meta && Object.keys(row).some((k) => !meta!.columns.some((c) => c.name === k))) {
        this.metaCache.delete(`${change.schema}.${change.table}`);
        meta = await this.meta(change.schema, change.table);
      }
      if (meta) batch.push({ change, meta, cands });
    }
    if (batch.length === 0) return;
    // The changes are off the queue now: a failed check (the PGlite worker reopened after another request's
    // statement timeout) is tried again rather than losing the whole batch.
    for (let attempt = 1; ; attempt++) {
      try {
        await dispatch(this.ctx.db, batch);
        return;
      } catch (err) {
        if (attempt >= 3) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    clearInterval(this.missed);
    for (const conn of this.conns) conn.close();
    this.conns.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await this.chain;
  }
}

export const createRealtime: CreateRealtime = async (ctx) => {
  const rt = new RealtimeServer(ctx);
  await installCapture(ctx.db);

  const unlisten = await ctx.db.listen(NOTIFY_CHANNEL, (payload) => rt.onNotify(payload));
  return {
    handles: (req) => PATHS.has(pathOf(req)),
    upgrade: (req, socket, head) => rt.upgrade(req, socket, head),
    async close() {
      await unlisten();
      await rt.close();
    },
  };
};
