// The hostile account of realtime-attack.bench.ts, in a process of its own so its work is not the measured
// campaign's: it signs in many times, makes a campaign of its own to roll in, and on "go" (a line on stdin)
// runs at once every realtime attack of the security review until "stop", then prints what it saw:
// - many tokens on one socket: two sockets, each joining 60 channels with 60 tokens of the account, every
//   binding unfiltered on the campaign tables;
// - a roll flood: four loops of roll_dice in its own campaign, and a bulk insert of 1,000 rolls every 2 s;
// - huge filters: six anonymous sockets joining 100 channels of 20 bindings each, with 45 KB filters, and
//   three more with filters just under the server's bound;
// - a broadcast flood: anonymous sockets in the measured campaign's dashboard topic sending 0.9 MB and
//   200 KB broadcasts as fast as the socket takes them.
// A socket the server closes is opened again, as an attacker would.
import { createInterface } from 'node:readline';
import { WebSocket } from 'ws';

const url = process.env.BENCH_URL!;
const anonKey = process.env.BENCH_ANON_KEY!;
const victim = Number(process.env.BENCH_VICTIM_CAMPAIGN);
const TOKENS = 60;

const stats: Record<string, number> = {};
const count = (what: string, n = 1) => void (stats[what] = (stats[what] ?? 0) + n);
let running = false;

async function call(path: string, token: string, body?: unknown, method = 'POST') {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** A request of the floods: its status, or 'failed' when the server cut it off. */
async function status(path: string, token: string, body: unknown): Promise<string> {
  try {
    return String((await call(path, token, body)).status);
  } catch {
    return 'failed';
  }
}

/** A raw Phoenix client (vsn 1.0.0), as an attacker scripts it. */
class Socket {
  private ws!: WebSocket;
  private ref = 0;
  private readonly replies = new Map<string, (status: string) => void>();
  private opened!: Promise<boolean>;

  constructor(private readonly token: string = anonKey) {
    this.open();
  }

  private open(): void {
    this.ws = new WebSocket(`${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=1.0.0`);
    this.ws.on('message', (data: Buffer) => {
      count('bytes received', data.length);
      const text = data.toString();
      if (!text.includes('"phx_reply"')) return;
      const msg = JSON.parse(text) as { ref: string; payload: { status: string } };
      this.replies.get(msg.ref)?.(msg.payload.status);
      this.replies.delete(msg.ref);
    });
    this.opened = new Promise((resolve) => {
      this.ws.on('open', () => resolve(true));
      this.ws.on('error', () => resolve(false));
    });
    this.ws.on('close', () => {
      count('sockets closed by the server');
      for (const done of this.replies.values()) done('closed');
      this.replies.clear();
    });
  }

  /** Sends a frame; resolves with its reply's status ('none' when the frame asks for none). */
  async push(topic: string, event: string, payload: unknown, reply = true): Promise<string> {
    if (this.ws.readyState !== WebSocket.OPEN) {
      if (this.ws.readyState !== WebSocket.CONNECTING) this.open();
      if (!(await this.opened)) {
        count('connections refused');
        await new Promise((r) => setTimeout(r, 100));
        return 'closed';
      }
    }
    const ref = String(++this.ref);
    const answered = reply
      ? new Promise<string>((resolve) => {
          this.replies.set(ref, resolve);
          setTimeout(() => resolve('timeout'), 10_000);
        })
      : Promise.resolve('none');
    const frame = `{"topic":${JSON.stringify(topic)},"event":"${event}","payload":${typeof payload === 'string' ? payload : JSON.stringify(payload)},"ref":"${ref}","join_ref":"${ref}"}`;
    await new Promise<void>((resolve) => this.ws.send(frame, () => resolve()));
    return answered;
  }

  join(topic: string, bindings: unknown[], token = this.token, extra: Record<string, unknown> = {}) {
    return this.push(`realtime:${topic}`, 'phx_join', {
      config: { postgres_changes: bindings, broadcast: { self: false, ack: false }, ...extra },
      access_token: token,
    });
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  heartbeat() {
    return this.push('phoenix', 'heartbeat', {});
  }

  close() {
    this.ws.terminate();
  }
}

async function signUp(): Promise<{ token: string; email: string; password: string }> {
  const email = `hostile-${Date.now()}@bench.test`;
  const password = 'hostile-password';
  const res = await call('/auth/v1/signup', anonKey, { email, password, data: { display_name: 'Hostile' } });
  return { token: (res.body as { access_token: string }).access_token, email, password };
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await call('/auth/v1/token?grant_type=password', anonKey, { email, password });
  return (res.body as { access_token: string }).access_token;
}

const account = await signUp();
const tokens: string[] = [];
for (let i = 0; i < TOKENS; i++) tokens.push(await signIn(account.email, account.password));
const campaign = (await call('/rest/v1/campaigns', account.token, { name: 'Hostile' })).body as [
  { id: number },
];
const character = (await call('/rest/v1/characters', account.token, { data: { name: 'Flooder', level: 1 } }))
  .body as [{ id: number }];
const invite = await call('/functions/v1/generate-campaign-invite', account.token, {
  campaignId: campaign[0].id,
});
const joined = await call('/functions/v1/join-campaign', account.token, {
  invite: (invite.body as { invite: string }).invite,
  characterId: character[0].id,
});
if (joined.status !== 200)
  throw new Error(`the hostile character did not join: ${JSON.stringify(joined.body)}`);
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);

const unfiltered = ['campaign_dashboard', 'campaign_rolls', 'campaigns'].map((table) => ({
  event: '*',
  schema: 'public',
  table,
}));

async function manyTokens(): Promise<void> {
  const sockets = [new Socket(), new Socket()];
  for (const [s, socket] of sockets.entries()) {
    for (let i = 0; i < TOKENS && running; i++) {
      count(`many tokens: join ${await socket.join(`tokens-${s}-${i}`, unfiltered, tokens[i])}`);
    }
  }
  while (running) {
    await new Promise((r) => setTimeout(r, 1000));
    for (const socket of sockets) await socket.heartbeat();
  }
  for (const socket of sockets) socket.close();
}

async function rollFlood(): Promise<void> {
  const loop = async () => {
    while (running) {
      const res = await status('/rest/v1/rpc/roll_dice', tokens[0]!, {
        p_character_id: character[0].id,
        p_kind: 'action',
        p_label: 'Flood',
        p_modifier: 0,
        p_edge: 'none',
        p_dice: [],
      });
      count(`roll flood: roll ${res}`);
    }
  };
  const bulk = async () => {
    const rows = Array.from({ length: 1000 }, () => ({
      campaign_id: campaign[0].id,
      character_id: character[0].id,
      kind: 'action',
      label: 'Bulk',
      hope_die: 12,
      fear_die: 1,
      dice: [],
      modifier: 0,
      total: 13,
    }));
    while (running) {
      count(`roll flood: bulk insert ${await status('/rest/v1/campaign_rolls', tokens[1]!, rows)}`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  };
  await Promise.all([loop(), loop(), loop(), loop(), bulk()]);
}

async function hugeFilters(bytes: number, label: string): Promise<void> {
  const socket = new Socket();
  const bindings = Array.from({ length: 20 }, (_, i) => ({
    event: '*',
    schema: 'public',
    table: 'campaigns',
    filter: `name=eq.${String(i).padEnd(bytes, 'x')}`,
  }));
  for (let j = 0; j < 100 && running; j++)
    count(`${label}: join ${await socket.join(`filters-${j}`, bindings)}`);
  while (running) {
    await new Promise((r) => setTimeout(r, 1000));
    await socket.heartbeat();
  }
  socket.close();
}

async function broadcastFlood(bytes: number, label: string): Promise<void> {
  const socket = new Socket();
  const topic = `realtime:campaign-dashboard:${victim}`;
  const payload = JSON.stringify({ type: 'broadcast', event: 'flood', payload: { pad: 'y'.repeat(bytes) } });
  let joinedTopic = false;
  while (running) {
    if (!joinedTopic) {
      const status = await socket.join(`campaign-dashboard:${victim}`, []);
      joinedTopic = status === 'ok';
      if (!joinedTopic) continue;
    }
    if (!socket.isOpen) {
      joinedTopic = false;
      continue;
    }
    await socket.push(topic, 'broadcast', payload, false);
    count(`${label}: sent`);
  }
  socket.close();
}

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line === 'go') {
    running = true;
    const all: Record<string, () => Promise<unknown>[]> = {
      tokens: () => [manyTokens()],
      rolls: () => [rollFlood()],
      filters: () => [
        ...Array.from({ length: 6 }, () => hugeFilters(45_000, 'huge filters (45 KB)')),
        ...Array.from({ length: 3 }, () => hugeFilters(4_000, 'filters just under the bound (4 KB)')),
      ],
      broadcasts: () => [
        broadcastFlood(900_000, 'broadcast flood (0.9 MB)'),
        broadcastFlood(200_000, 'broadcast flood (200 KB)'),
      ],
    };
    // ATTACKS=tokens,rolls runs only those (to tell which one costs what); every one by default.
    const chosen = process.env.ATTACKS ? process.env.ATTACKS.split(',') : Object.keys(all);
    const attacks = Promise.all(chosen.flatMap((name) => all[name]?.() ?? []));
    void attacks.then(() => {
      process.stdout.write(`${JSON.stringify({ stats })}\n`);
      process.exit(0);
    });
  } else if (line === 'stop') running = false;
}
