// Presence: `track`/`untrack` per channel, `presence_state` after a join, `presence_diff` to every
// channel of the topic. One meta per channel, keyed by config.presence.key (or a server-made id, as Realtime).
import { randomUUID } from 'node:crypto';
import type { Channel } from './connection';

type Metas = Record<string, { metas: Record<string, unknown>[] }>;

export interface Diff {
  joins: Metas;
  leaves: Metas;
}

interface Entry {
  key: string;
  meta: Record<string, unknown>;
}

function add(into: Metas, e: Entry): void {
  (into[e.key] ??= { metas: [] }).metas.push(e.meta);
}

export class PresenceRegistry {
  private readonly topics = new Map<string, Map<Channel, Entry>>();
  private ref = 0;

  /** The full state of a topic, sent as `presence_state`. */
  state(topic: string): Metas {
    const out: Metas = {};
    for (const e of this.topics.get(topic)?.values() ?? []) add(out, e);
    return out;
  }

  /** A new track replaces the channel's previous one (a leave of the old meta and a join of the new). */
  track(ch: Channel, payload: Record<string, unknown>): Diff {
    const entries = this.topics.get(ch.topic) ?? new Map<Channel, Entry>();
    this.topics.set(ch.topic, entries);
    const diff: Diff = { joins: {}, leaves: {} };
    const old = entries.get(ch);
    if (old) add(diff.leaves, old);
    this.ref += 1;
    const entry: Entry = {
      key: ch.presenceKey || old?.key || randomUUID(),
      meta: { ...payload, phx_ref: `F${this.ref.toString(36)}` },
    };
    entries.set(ch, entry);
    add(diff.joins, entry);
    return diff;
  }

  /** Removes the channel's presence; null if it had none. */
  untrack(ch: Channel): Diff | null {
    const entries = this.topics.get(ch.topic);
    const old = entries?.get(ch);
    if (!entries || !old) return null;
    entries.delete(ch);
    if (entries.size === 0) this.topics.delete(ch.topic);
    const diff: Diff = { joins: {}, leaves: {} };
    add(diff.leaves, old);
    return diff;
  }
}
