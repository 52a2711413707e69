// One websocket: the Phoenix channel protocol as supabase-js speaks it (joins, heartbeats, access tokens,
// broadcast, presence); the facts it relies on are listed in the package README.
import type { WebSocket } from 'ws';
import type { BackendContext, Claims } from '../contract';
import { syncTriggers } from './capture';
import { FilterError, parseFilter, type Condition } from './filters';
import { LIMITS } from './limits';
import { Bucket } from './rate';
import { decodeBinary, decodeText, encode, FrameError, type PhxMessage, type Vsn } from './serializer';
import { claimsOf } from './tokens';

export interface Binding {
  id: number;
  event: string;
  schema: string;
  table: string | undefined;
  conds: Condition[];
}

export interface Channel {
  topic: string;
  joinRef: string | null;
  bindings: Binding[];
  claims: Claims;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  /** Whose channel it is, for the per-user limits: the token's subject, or the caller's address. */
  user: string;
  /** The claims as text: two channels with the same text share a token (and an RLS check). */
  claimsKey: string;
  /** Bytes of the channel's filters. */
  filterBytes: number;
}

/** What one user holds across all connections. */
export interface Usage {
  channels: number;
  tokens: Set<string>;
}

/** What a connection needs from the server it belongs to. */
export interface Hub {
  ctx: BackendContext;
  /** Relays a client broadcast to the other channels of the topic. */
  broadcast(from: Channel, event: string, payload: unknown): void;
  /** Presence track/untrack from a channel. */
  presence(ch: Channel, event: string, payload: Record<string, unknown>): void;
  /** The presence state of the channel's topic (sent after a join). */
  presenceState(ch: Channel): Record<string, unknown>;
  /** A channel went away (leave, rejoin, close): its presence leaves. */
  left(ch: Channel): void;
  /** Invalidate cached table metadata after the capture triggers changed. */
  tablesChanged(): void;
  /** Whether schema.table is in the supabase_realtime publication. */
  isPublished(schema: string, table: string | undefined): Promise<boolean>;
  /** The channels and tokens a user holds, leaving out the channel `except` (one being joined again). */
  usage(user: string, except?: Channel): Usage;
  /** Why a relay (broadcast or presence) of `bytes` by this user is refused now, or null to relay it. */
  relayRefusal(user: string, bytes: number): string | null;
}

/** A stable id per binding, like Realtime's :erlang.phash2(params) (FNV-1a, 31 bits so it stays positive). */
export function bindingId(params: Record<string, unknown>): number {
  let h = 0x811c9dc5;
  const s = JSON.stringify([params.event, params.schema, params.table ?? null, params.filter ?? null]);
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & 0x7fffffff;
}

const reasonOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

export class Connection {
  readonly channels = new Map<string, Channel>();
  private chain: Promise<void> = Promise.resolve();
  /** When the client last sent anything (heartbeats every 25 s keep an idle but live client fresh). */
  lastSeen = Date.now();
  private readonly frames = new Bucket(LIMITS.frames);
  private readonly bytes = new Bucket(LIMITS.frameBytes);
  private readonly relays = new Bucket(LIMITS.relayPerConnection);
  private closing = false;

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    private readonly apikey: string,
    private readonly hub: Hub,
    /** The peer's address, for the per-address connection limit. */
    readonly address = '',
  ) {
    ws.on('message', (data, isBinary) => {
      this.lastSeen = Date.now();
      if (this.closing) return;
      // Hosted Realtime disconnects a client over its events per second the same way; the frame is not read.
      const over = !this.frames.take()
        ? `Too many messages: at most ${LIMITS.frames.perSecond} a second`
        : !this.bytes.take((data as Buffer).length)
          ? `Too much data: at most ${LIMITS.frameBytes.perSecond / 1024} KB a second`
          : null;
      if (over) {
        this.closing = true;
        ws.close(1008, over);
        // Nothing more is read from it: a client that keeps sending would otherwise still cost the server
        // every byte until it answers the close. It has the reason; the socket goes a moment later.
        ws.pause();
        setTimeout(() => ws.terminate(), 1000).unref();
        return;
      }
      // Frames are handled in the order they came (a join, then its access_token), as Phoenix does.
      this.chain = this.chain
        .then(() => this.onFrame(data as Buffer, isBinary))
        .catch((err: unknown) => {
          // A bad frame costs the sender a reply, never the server.
          console.error('[realtime] frame failed:', reasonOf(err));
        });
    });
  }

  send(msg: PhxMessage): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    // A client that does not read what it is sent is dropped rather than kept in memory: its buffer would grow
    // with every change, and it would hold every later message for itself. It reconnects and reads again.
    if (this.ws.bufferedAmount > LIMITS.sendBufferBytes) {
      console.error(`[realtime] dropped a client too slow to read (${this.address})`);
      this.ws.terminate();
      return;
    }
    this.ws.send(encode(msg, this.vsn));
  }

  /** The user a channel of these claims counts against. */
  userOf(claims: Claims): string {
    return typeof claims.sub === 'string' && claims.sub !== ''
      ? `user:${claims.sub}`
      : `address:${this.address}`;
  }

  private reply(msg: PhxMessage, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({
      joinRef: msg.joinRef,
      ref: msg.ref,
      topic: msg.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  /** Tells the client the channel is over (token expired or revoked), as Realtime does before closing it. */
  closeChannel(ch: Channel, message: string): void {
    const channel = ch.topic.replace(/^realtime:/, '');
    this.send({
      joinRef: ch.joinRef,
      ref: null,
      topic: ch.topic,
      event: 'system',
      payload: { extension: 'system', status: 'error', message, channel },
    });
    this.send({ joinRef: ch.joinRef, ref: ch.joinRef, topic: ch.topic, event: 'phx_close', payload: {} });
    this.channels.delete(ch.topic);
    this.hub.left(ch);
  }

  close(): void {
    this.ws.terminate();
  }

  private async onFrame(data: Buffer, isBinary: boolean): Promise<void> {
    let msg: PhxMessage;
    try {
      msg = isBinary ? decodeBinary(data) : decodeText(data.toString('utf8'), this.vsn);
    } catch (err) {
      if (err instanceof FrameError) return; // not a Phoenix message: nothing to answer to
      throw err;
    }
    if (msg.topic === 'phoenix' && msg.event === 'heartbeat') {
      this.reply(msg, 'ok', {});
      return;
    }
    switch (msg.event) {
      case 'phx_join':
        await this.join(msg);
        return;
      case 'phx_leave': {
        const ch = this.channels.get(msg.topic);
        this.channels.delete(msg.topic);
        if (ch) this.hub.left(ch);
        this.reply(msg, 'ok', {});
        return;
      }
    }
    const ch = this.channels.get(msg.topic);
    if (!ch) {
      this.reply(msg, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (msg.event) {
      case 'access_token':
        await this.updateToken(ch, msg);
        return;
      case 'broadcast': {
        const refused = this.relayRefusal(ch, data.length);
        if (refused) {
          this.reply(msg, 'error', { reason: refused });
          return;
        }
        const p = msg.payload;
        this.hub.broadcast(ch, typeof p.event === 'string' ? p.event : '', p.payload);
        if (ch.broadcastAck) this.reply(msg, 'ok', {});
        return;
      }
      case 'presence': {
        const p = msg.payload;
        const state =
          p.payload && typeof p.payload === 'object' ? (p.payload as Record<string, unknown>) : {};
        if (Buffer.byteLength(JSON.stringify(state)) > LIMITS.presenceBytes) {
          this.reply(msg, 'error', {
            reason: `Presence payload too large (max ${LIMITS.presenceBytes} bytes)`,
          });
          return;
        }
        const refused = this.relayRefusal(ch, data.length);
        if (refused) {
          this.reply(msg, 'error', { reason: refused });
          return;
        }
        this.hub.presence(ch, typeof p.event === 'string' ? p.event : '', state);
        this.reply(msg, 'ok', {});
        return;
      }
      default:
        this.reply(msg, 'error', { reason: `unknown event ${msg.event}` });
    }
  }

  private relayRefusal(ch: Channel, bytes: number): string | null {
    if (!this.relays.take())
      return `Too many messages: at most ${LIMITS.relayPerConnection.perSecond} broadcasts a second on one connection`;
    return this.hub.relayRefusal(ch.user, bytes);
  }

  /** Why a channel of these claims and filters may not be added to this connection (or `replacing` swapped). */
  private joinRefusal(claims: Claims, filterBytes: number, replacing: Channel | undefined): string | null {
    const user = this.userOf(claims);
    const claimsKey = JSON.stringify(claims);
    const others = [...this.channels.values()].filter((c) => c !== replacing);
    if (!replacing && others.length >= LIMITS.channelsPerConnection) return 'Too many channels';
    const tokens = new Set(others.map((c) => c.claimsKey)).add(claimsKey);
    if (tokens.size > LIMITS.tokensPerConnection)
      return `Too many access tokens on one connection (at most ${LIMITS.tokensPerConnection}): give every channel the same token`;
    if (others.reduce((sum, c) => sum + c.filterBytes, filterBytes) > LIMITS.filterBytesPerConnection)
      return `Filters too long: at most ${LIMITS.filterBytesPerConnection} bytes of filters on one connection`;
    const usage = this.hub.usage(user, replacing);
    if (usage.channels >= LIMITS.channelsPerUser)
      return `Too many channels for one user (at most ${LIMITS.channelsPerUser} across connections)`;
    if (!usage.tokens.has(claimsKey) && usage.tokens.size >= LIMITS.tokensPerUser)
      return `Too many access tokens for one user (at most ${LIMITS.tokensPerUser} across connections)`;
    return null;
  }

  private async join(msg: PhxMessage): Promise<void> {
    const payload = msg.payload;
    const config = (payload.config ?? {}) as Record<string, unknown>;
    // No access_token in the join means the client has no session: the connect-time apikey applies.
    const sent = typeof payload.access_token === 'string' ? payload.access_token : this.apikey;
    let claims: Claims;
    try {
      claims = await claimsOf(this.hub.ctx, sent);
    } catch (err) {
      this.reply(msg, 'error', { reason: `InvalidJWTToken: ${reasonOf(err)}` });
      return;
    }
    if (config.private === true) {
      // Private channels are authorized on hosted Realtime by RLS on realtime.messages, which is not emulated:
      // refusing them is stricter than hosted, but never looser.
      this.reply(msg, 'error', {
        reason: 'Unauthorized: private channels are not supported by the local backend (use private: false)',
      });
      return;
    }
    const requested = Array.isArray(config.postgres_changes) ? (config.postgres_changes as unknown[]) : [];
    if (requested.length > LIMITS.bindingsPerJoin) {
      this.reply(msg, 'error', {
        reason: `Too many postgres_changes bindings in one join (max ${LIMITS.bindingsPerJoin})`,
      });
      return;
    }
    const bindings: Binding[] = [];
    const echoed: Record<string, unknown>[] = [];
    let filterBytes = 0;
    try {
      for (const raw of requested) {
        const p = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
        const event = typeof p.event === 'string' ? p.event : '*';
        const schema = typeof p.schema === 'string' ? p.schema : 'public';
        const table = typeof p.table === 'string' && p.table !== '*' ? p.table : undefined;
        const filter = typeof p.filter === 'string' ? p.filter : undefined;
        const bytes = filter === undefined ? 0 : Buffer.byteLength(filter);
        if (bytes > LIMITS.filterBytes)
          throw new FilterError(`Filter too long: at most ${LIMITS.filterBytes} bytes in one filter`);
        filterBytes += bytes;
        const id = bindingId(p);
        bindings.push({ id, event: event.toUpperCase(), schema, table, conds: parseFilter(filter) });
        // The client compares event/schema/table/filter with what it asked for, in the same order.
        echoed.push({ ...p, id });
      }
    } catch (err) {
      if (!(err instanceof FilterError)) throw err;
      this.reply(msg, 'error', { reason: err.message });
      return;
    }
    const refused = this.joinRefusal(claims, filterBytes, this.channels.get(msg.topic));
    if (refused) {
      this.reply(msg, 'error', { reason: refused });
      return;
    }
    if (bindings.length > 0 && (await syncTriggers(this.hub.ctx.db))) this.hub.tablesChanged();
    const broadcast = (config.broadcast ?? {}) as Record<string, unknown>;
    const presence = (config.presence ?? {}) as Record<string, unknown>;
    const ch: Channel = {
      topic: msg.topic,
      joinRef: msg.joinRef ?? msg.ref,
      bindings,
      claims,
      broadcastSelf: broadcast.self === true,
      broadcastAck: broadcast.ack === true,
      presenceKey: typeof presence.key === 'string' ? presence.key : '',
      presenceEnabled: presence.enabled === true,
      user: this.userOf(claims),
      claimsKey: JSON.stringify(claims),
      filterBytes,
    };
    const previous = this.channels.get(msg.topic);
    if (previous) this.hub.left(previous);
    this.channels.set(msg.topic, ch);
    this.reply(msg, 'ok', { postgres_changes: echoed });
    if (ch.presenceEnabled) {
      this.send({
        joinRef: ch.joinRef,
        ref: null,
        topic: msg.topic,
        event: 'presence_state',
        payload: this.hub.presenceState(ch),
      });
    }
    if (bindings.length === 0) return;
    const channel = msg.topic.replace(/^realtime:/, '');
    const missing: Binding[] = [];
    for (const b of bindings) if (!(await this.hub.isPublished(b.schema, b.table))) missing.push(b);
    const status = missing.length === 0 ? 'ok' : 'error';
    const message =
      missing.length === 0
        ? 'Subscribed to PostgreSQL'
        : `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given ` +
          `connect parameters: [${missing.map((b) => `schema: ${b.schema}, table: ${b.table ?? '*'}`).join('; ')}]`;
    this.send({
      joinRef: ch.joinRef,
      ref: null,
      topic: msg.topic,
      event: 'system',
      payload: { extension: 'postgres_changes', status, message, channel },
    });
  }

  private async updateToken(ch: Channel, msg: PhxMessage): Promise<void> {
    const token = msg.payload.access_token;
    if (typeof token !== 'string') return;
    let claims: Claims;
    try {
      claims = await claimsOf(this.hub.ctx, token);
    } catch (err) {
      this.closeChannel(ch, `Invalid token: ${reasonOf(err)}`);
      return;
    }
    const refused = this.joinRefusal(claims, ch.filterBytes, ch);
    if (refused) {
      this.closeChannel(ch, refused);
      return;
    }
    ch.claims = claims;
    ch.user = this.userOf(claims);
    ch.claimsKey = JSON.stringify(claims);
  }
}
