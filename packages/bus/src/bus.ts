import { Observable, ReplaySubject, Subject } from 'rxjs';
import { events, type EventInput, type EventName, type EventPayload } from './events';

/** A payload failed its event's schema; the message names the event and the fields. */
export class BusPayloadError extends Error {
  constructor(name: EventName, detail: string) {
    super(`Bad payload for bus event "${name}": ${detail}`);
    this.name = 'BusPayloadError';
  }
}

/** A once-only event was published a second time. */
export class BusOnceError extends Error {
  constructor(name: EventName) {
    super(`Bus event "${name}" fires only once and has already fired.`);
    this.name = 'BusOnceError';
  }
}

export interface Bus {
  /** Identifies this bus instance: equal everywhere when the module is shared as one singleton. */
  readonly instanceId: string;
  /** Validates and delivers a payload; throws BusPayloadError or BusOnceError. */
  publish<N extends EventName>(name: N, payload: EventInput<N>): void;
  /** Observes an event with its delivery semantics (see events.ts). */
  on<N extends EventName>(name: N): Observable<EventPayload<N>>;
  /** The last value of a replay-last or once event, or undefined if none was published yet. */
  last<N extends EventName>(name: N): EventPayload<N> | undefined;
}

type Channel = { subject: Subject<unknown>; last: unknown; fired: boolean };

/** Creates a bus. Apps use the shared `bus` singleton; tests make their own. */
export function createBus(makeId: () => string = defaultId): Bus {
  const channels = new Map<EventName, Channel>();

  const channel = (name: EventName): Channel => {
    let ch = channels.get(name);
    if (!ch) {
      const replays = events[name].delivery !== 'stream';
      ch = {
        subject: replays ? new ReplaySubject<unknown>(1) : new Subject<unknown>(),
        last: undefined,
        fired: false,
      };
      channels.set(name, ch);
    }
    return ch;
  };

  return {
    instanceId: makeId(),
    publish(name, payload) {
      const def = events[name];
      const parsed = def.schema.safeParse(payload);
      if (!parsed.success) {
        const detail = parsed.error.issues
          .map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`)
          .join('; ');
        throw new BusPayloadError(name, detail);
      }
      const ch = channel(name);
      if (def.delivery === 'once' && ch.fired) throw new BusOnceError(name);
      ch.fired = true;
      ch.last = parsed.data;
      ch.subject.next(parsed.data);
    },
    on<N extends EventName>(name: N) {
      return channel(name).subject.asObservable() as Observable<EventPayload<N>>;
    },
    last<N extends EventName>(name: N) {
      if (events[name].delivery === 'stream') return undefined;
      return channel(name).last as EventPayload<N> | undefined;
    },
  };
}

function defaultId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `bus-${Math.random().toString(36).slice(2)}`;
}
