import { Observable, ReplaySubject, Subject } from '@duality/libs/rxjs';
import pkg from '../package.json' with { type: 'json' };
import { events, type EventInput, type EventName, type EventPayload } from './events';

/** The version of this bus (its event map): events are only ever added within a major version. */
export const busVersion: string = pkg.version;

/**
 * An event this bus does not know: typically an area built against a newer bus than the shell provides. The
 * message names both versions; the caller's page keeps working.
 */
export class BusUnknownEventError extends Error {
  constructor(name: string, clients: ReadonlyMap<string, string>) {
    const newer = [...clients].filter(([, v]) => v !== busVersion).map(([who, v]) => `${who} v${v}`);
    super(
      `The shell's bus (v${busVersion}) does not know the event "${name}"` +
        (newer.length ? `; areas here were built against other buses: ${newer.join(', ')}.` : '.'),
    );
    this.name = 'BusUnknownEventError';
  }
}

const isKnown = (name: string): name is EventName => Object.hasOwn(events, name);

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
  /** This bus's version (its event map). */
  readonly version: string;
  /** Records which bus version a client (an area) was built against, for the unknown-event message. */
  noteClient(client: string, builtAgainst: string): void;
}

type Channel = { subject: Subject<unknown>; last: unknown; fired: boolean };

/** Creates a bus. Apps use the shared `bus` singleton; tests make their own. */
export function createBus(makeId: () => string = defaultId): Bus {
  const channels = new Map<EventName, Channel>();
  const clients = new Map<string, string>();
  const known = (name: string): EventName => {
    if (!isKnown(name)) throw new BusUnknownEventError(name, clients);
    return name;
  };

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
    version: busVersion,
    noteClient(client, builtAgainst) {
      clients.set(client, builtAgainst);
    },
    publish(name, payload) {
      const def = events[known(name)];
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
      return channel(known(name)).subject.asObservable() as Observable<EventPayload<N>>;
    },
    last<N extends EventName>(name: N) {
      if (events[known(name)].delivery === 'stream') return undefined;
      return channel(name).last as EventPayload<N> | undefined;
    },
  };
}

function defaultId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `bus-${Math.random().toString(36).slice(2)}`;
}
