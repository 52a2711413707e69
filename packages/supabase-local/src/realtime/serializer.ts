// Phoenix message framing: vsn 1.0.0 sends JSON objects, vsn 2.0.0 JSON arrays
// [join_ref, ref, topic, event, payload] plus binary "user broadcast push" frames (kind 3) from the client.
// The server always answers with text frames, which the client decodes under both versions.

export interface PhxMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type Vsn = '1.0.0' | '2.0.0';

export class FrameError extends Error {}

function asPayload(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function str(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return String(v);
}

export function decodeText(text: string, vsn: Vsn): PhxMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FrameError('frame is not JSON');
  }
  if (Array.isArray(parsed)) {
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string')
      throw new FrameError('frame lacks topic or event');
    return { joinRef: str(joinRef), ref: str(ref), topic, event, payload: asPayload(payload) };
  }
  if (parsed && typeof parsed === 'object' && vsn === '1.0.0') {
    const o = parsed as Record<string, unknown>;
    if (typeof o.topic !== 'string' || typeof o.event !== 'string')
      throw new FrameError('frame lacks topic or event');
    return {
      joinRef: str(o.join_ref),
      ref: str(o.ref),
      topic: o.topic,
      event: o.event,
      payload: asPayload(o.payload),
    };
  }
  throw new FrameError(`frame shape does not match serializer ${vsn}`);
}

/**
 * Binary kind 3 ("user broadcast push", vsn 2.0.0): u8 kind, u8 len(join_ref), u8 len(ref), u8 len(topic),
 * u8 len(event), u8 len(meta), u8 encoding (1 JSON, 0 raw), then the strings and the payload bytes.
 * It becomes the same message a vsn 1 client sends: event "broadcast", payload {type, event, payload}.
 */
export function decodeBinary(buf: Buffer): PhxMessage {
  if (buf.length < 7 || buf[0] !== 3) throw new FrameError('unsupported binary frame kind');
  const lens = [buf[1]!, buf[2]!, buf[3]!, buf[4]!, buf[5]!];
  const encoding = buf[6]!;
  let offset = 7;
  const parts = lens.map((len) => {
    const s = buf.subarray(offset, offset + len).toString('utf8');
    offset += len;
    return s;
  });
  if (offset > buf.length) throw new FrameError('truncated binary frame');
  const [joinRef, ref, topic, userEvent] = parts as [string, string, string, string, string];
  const body = buf.subarray(offset);
  let inner: unknown;
  if (encoding === 1) {
    try {
      inner = JSON.parse(body.toString('utf8'));
    } catch {
      throw new FrameError('binary broadcast payload is not JSON');
    }
  } else {
    // Raw binary payloads are relayed as base64 text: the server only sends text frames.
    inner = { binary_base64: body.toString('base64') };
  }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event: userEvent, payload: inner },
  };
}

export function encode(msg: PhxMessage, vsn: Vsn): string {
  if (vsn === '1.0.0') {
    return JSON.stringify({
      topic: msg.topic,
      event: msg.event,
      payload: msg.payload,
      ref: msg.ref,
      join_ref: msg.joinRef,
    });
  }
  return JSON.stringify([msg.joinRef, msg.ref, msg.topic, msg.event, msg.payload]);
}
