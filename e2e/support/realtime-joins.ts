// The realtime channels a page joins, counted on the wire: every `phx_join` frame the page sends on its
// realtime socket (supabase-js sends one per channel it subscribes, and one more for each retry), with the
// join's answer, so a test can wait until every channel asked for has been answered before it counts.
import type { Page, WebSocket } from '@playwright/test';

interface Frame {
  topic: string;
  event: string;
  ref: string | null;
  status?: string;
}

/** Reads a Phoenix frame in either of supabase-js's encodings (a JSON array in 2.0.0, an object in 1.0.0). */
function readFrame(payload: string | Buffer): Frame | null {
  if (typeof payload !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(payload);
    if (Array.isArray(frame)) {
      const [, ref, topic, event, body] = frame as [unknown, unknown, unknown, unknown, unknown];
      const status = (body as { status?: unknown } | null)?.status;
      return {
        topic: String(topic),
        event: String(event),
        ref: ref === null ? null : String(ref),
        ...(typeof status === 'string' ? { status } : {}),
      };
    }
    const f = frame as { topic?: unknown; event?: unknown; ref?: unknown; payload?: { status?: unknown } };
    return {
      topic: String(f.topic),
      event: String(f.event),
      ref: f.ref === null || f.ref === undefined ? null : String(f.ref),
      ...(typeof f.payload?.status === 'string' ? { status: f.payload.status } : {}),
    };
  } catch {
    return null;
  }
}

export interface RealtimeJoins {
  /** The topics of every join sent since the count began (a retry counts again). */
  topics(): string[];
  /** Whether every join sent has been answered `ok`. */
  allAnswered(): boolean;
  /** Starts again from nothing (before a navigation to the page being measured). */
  reset(): void;
}

/** Counts the realtime joins of `page` from now on, on every socket it opens. */
export function countRealtimeJoins(page: Page): RealtimeJoins {
  let joins: { topic: string; ref: string | null }[] = [];
  let answered = new Set<string>();
  page.on('websocket', (ws: WebSocket) => {
    if (!ws.url().includes('/realtime/')) return;
    ws.on('framesent', ({ payload }) => {
      const frame = readFrame(payload);
      if (frame?.event === 'phx_join') joins.push({ topic: frame.topic, ref: frame.ref });
    });
    ws.on('framereceived', ({ payload }) => {
      const frame = readFrame(payload);
      if (frame?.event === 'phx_reply' && frame.status === 'ok' && frame.ref !== null)
        answered.add(frame.ref);
    });
  });
  return {
    topics: () => joins.map((j) => j.topic),
    allAnswered: () => joins.every((j) => j.ref !== null && answered.has(j.ref)),
    reset() {
      joins = [];
      answered = new Set();
    },
  };
}
