// Keeps the last events seen on the bus, for the dev page: a window onto what the areas say.
import { BehaviorSubject, merge, map, type Observable } from '@duality/libs/rxjs';
import { events, type Bus, type EventName } from '@duality/bus';

export interface LoggedEvent {
  name: EventName;
  payload: unknown;
  at: string;
}

/** The log: the newest events first, readable now and as a stream of changes. */
export interface BusLog {
  readonly state$: Observable<LoggedEvent[]>;
  readonly state: LoggedEvent[];
}

/** Subscribes to every bus event and keeps the newest `size`. */
export function startBusLog(bus: Bus, now: () => Date = () => new Date(), size = 50): BusLog {
  const log = new BehaviorSubject<LoggedEvent[]>([]);
  const names = Object.keys(events) as EventName[];
  merge(...names.map((name) => bus.on(name).pipe(map((payload) => ({ name, payload }))))).subscribe((e) => {
    log.next([{ ...e, at: now().toISOString() }, ...log.value].slice(0, size));
  });
  return {
    state$: log.asObservable(),
    get state() {
      return log.value;
    },
  };
}
