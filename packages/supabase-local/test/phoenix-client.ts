// A raw Phoenix client (vsn 1.0.0, JSON objects) for the realtime security suites: what an attacker scripts
// instead of supabase-js. Each push waits for its reply.
import { WebSocket } from 'ws';
import type { Running } from './auth-realtime-harness';

export interface Frame {
  topic: string;
  event: string;
  ref: string | null;
  payload: Record<string, unknown>;
}

/** A raw Phoenix client (vsn 1.0.0, JSON objects), as an attacker would script it. */
export async function phoenix(rt: Running, options: { token?: string } = {}) {
  const ws = new WebSocket(
    `${rt.backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${rt.backend.anonKey}&vsn=1.0.0`,
  );
  const frames: Frame[] = [];
  ws.on('message', (d: Buffer) => frames.push(JSON.parse(d.toString()) as Frame));
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  let ref = 0;
  const push = async (topic: string, event: string, payload: Record<string, unknown>) => {
    const r = String(++ref);
    ws.send(JSON.stringify({ topic, event, payload, ref: r, join_ref: r }));
    const end = Date.now() + 5000;
    for (;;) {
      const reply = frames.find((f) => f.ref === r && f.event === 'phx_reply');
      if (reply) return reply.payload as { status: string; response: Record<string, unknown> };
      if (Date.now() > end) throw new Error(`no reply to ${event} on ${topic}`);
      await new Promise((res) => setTimeout(res, 10));
    }
  };
  const join = (
    topic: string,
    postgresChanges: Record<string, unknown>[] = [],
    extra = {},
    token = options.token,
  ) =>
    push(`realtime:${topic}`, 'phx_join', {
      config: { postgres_changes: postgresChanges, ...extra },
      ...(token ? { access_token: token } : {}),
    });
  return { ws, frames, push, join };
}
