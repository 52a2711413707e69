// One engine for every document a user edits (characters, the profile's collection lists): each change is
// written to a persisted outbox first (it survives a reload), pushed after a debounce, abandoned as
// unreachable past a time limit, and tried again every few seconds while the backend cannot be reached, at
// once when the device comes back online or any push is answered again, and at once when the page is hidden or
// left. What a push means and how a refusal is resolved (rebase, a conflict waiting for the user's choice) is
// the owner's `send`; the engine keeps the bookkeeping: one push per key at a time, a change made during a push
// is pushed after it, nothing leaves the outbox until the server has that very entry.
import type { Observable, Subscription } from '@duality/libs/rxjs';
import { createDebouncer, type Clock } from './clock';
import type { PersistedOutbox } from './persisted-outbox';

/** How a push ended, as the owner's `send` tells it. */
export type SendOutcome<E> =
  /** The server has the sent entry; a newer pending entry is rebased onto the server's answer and pushed. */
  | { kind: 'saved'; rebase?: (pending: E) => E }
  /** The server already holds the latest pending entry: nothing is left to send. */
  | { kind: 'settled' }
  /** Send this entry instead, now (e.g. rebased over a server-side move). */
  | { kind: 'again'; entry: E }
  /** No answer (offline, timed out, the server down): kept, tried again later. */
  | { kind: 'unreachable' }
  /** Kept and not sent until `release` (a conflict waiting for the user's choice). */
  | { kind: 'held' }
  /** Refused for another reason (the owner told the user): kept, tried again at the next flush. */
  | { kind: 'refused' };

export interface SyncEngineOptions<E> {
  clock: Clock;
  send(key: string, entry: E, signal: AbortSignal): Promise<SendOutcome<E>>;
  debounceMs: number;
  /** A push unanswered this long is aborted and counts as unreachable. */
  saveTimeoutMs: number;
  /** How often an unreachable backend is tried again. */
  offlineRetryMs: number;
  /** What trying again means (default: flush); the character store loads first when it never loaded. */
  retry?: () => Promise<void>;
  /** The one online source: emits when the device is back online (retry at once, not at the next poll). */
  online$?: Observable<unknown> | undefined;
  /** Emits when the page is hidden or left: every waiting change is pushed at once (unless offline). */
  pageHidden$?: Observable<unknown> | undefined;
  /** Told after every change of `saving`, `offline` or the pending entries. */
  onChange(): void;
}

export interface SyncEngine<E> {
  /** Keeps the entry (persisted) and pushes it after the debounce. */
  put(key: string, entry: E): void;
  /** Keeps the entry (persisted) without scheduling a push. */
  keep(key: string, entry: E): void;
  remove(key: string): void;
  pending(): Map<string, E>;
  push(key: string): Promise<void>;
  /** Pushes every waiting entry now. */
  flush(): Promise<void>;
  /** Lets a held entry be pushed again (the user chose). */
  release(key: string): void;
  /** The backend could not be reached (by a read too): offline, tried again after the retry delay. */
  unreachable(): void;
  /** A read was answered: the backend is reachable again (offline ends; what waits is still pushed). */
  reachable(): void;
  readonly offline: boolean;
  /** True while a change waits for its debounced push or is being pushed. */
  readonly saving: boolean;
  /** A new session: timers cancelled, answers of the old one ignored, entries read from `outbox`. */
  reset(outbox: PersistedOutbox<E> | null): void;
  dispose(): void;
}

/**
 * Whether `entry` is still the newest change waiting for `key`: a push's `runQuery` retries only while it is
 * (`retryWhile`), so a newer change goes alone in one write instead of after the older one's retry.
 */
export const isLatestEntry = <E>(engine: SyncEngine<E>, key: string, entry: E): boolean =>
  engine.pending().get(key) === entry;

export function createSyncEngine<E>(options: SyncEngineOptions<E>): SyncEngine<E> {
  const { clock } = options;
  const debounce = createDebouncer<string>(clock, options.debounceMs);
  let outbox: PersistedOutbox<E> | null = null;
  /** The pending entries in memory (the outbox may refuse writes: a full quota). */
  let memory = new Map<string, E>();
  const inFlight = new Set<string>();
  const again = new Set<string>();
  const held = new Set<string>();
  let offline = false;
  let timer: unknown = null;
  let generation = 0;

  const keep = (key: string, entry: E) => {
    memory.set(key, entry);
    outbox?.put(key, entry);
  };
  const remove = (key: string) => {
    memory.delete(key);
    held.delete(key);
    outbox?.remove(key);
  };
  const retry = () => void (options.retry ?? flush)();

  const unreachable = () => {
    const was = offline;
    offline = true;
    if (timer === null) {
      timer = clock.setTimeout(() => {
        timer = null;
        retry();
      }, options.offlineRetryMs);
    }
    if (!was) options.onChange();
  };
  const reachable = () => {
    offline = false;
  };

  /** Runs a push with the time limit: past it the request is aborted, whether or not it ever settles. */
  const withTimeout = async (key: string, entry: E): Promise<SendOutcome<E>> => {
    const controller = new AbortController();
    let limit: unknown = null;
    const timedOut = new Promise<SendOutcome<E>>((resolve) => {
      limit = clock.setTimeout(() => {
        controller.abort();
        resolve({ kind: 'unreachable' });
      }, options.saveTimeoutMs);
    });
    try {
      return await Promise.race([options.send(key, entry, controller.signal), timedOut]);
    } finally {
      clock.clearTimeout(limit);
    }
  };

  const push = async (key: string): Promise<void> => {
    if (inFlight.has(key)) {
      again.add(key);
      return;
    }
    const entry = memory.get(key);
    if (entry === undefined || held.has(key)) return;
    const gen = generation;
    inFlight.add(key);
    options.onChange();
    const outcome = await withTimeout(key, entry);
    if (gen !== generation) return;
    inFlight.delete(key);
    const wasOffline = offline;
    if (outcome.kind === 'saved') {
      reachable();
      const latest = memory.get(key);
      if (latest === entry) remove(key);
      else if (latest !== undefined && outcome.rebase) {
        keep(key, outcome.rebase(latest));
        if (!debounce.pending(key)) again.add(key);
      }
    } else if (outcome.kind === 'settled') {
      reachable();
      remove(key);
    } else if (outcome.kind === 'again') {
      keep(key, outcome.entry);
      again.add(key);
    } else if (outcome.kind === 'unreachable') {
      unreachable();
    } else if (outcome.kind === 'held') {
      held.add(key);
    }
    // Told before a push asked for meanwhile runs: that one may find nothing left to send and end silently.
    options.onChange();
    // The server answered after an outage: what else waits goes now, not at the retry timer. The browser's
    // `online` event does not always come (a network that was up but unusable, a flaky Wi-Fi).
    if (wasOffline && !offline) retryNow();
    if (again.delete(key)) await push(key);
  };

  async function flush(): Promise<void> {
    debounce.cancelAll();
    await Promise.all([...memory.keys()].map(push));
  }

  const retryNow = () => {
    if (timer === null) return;
    clock.clearTimeout(timer);
    timer = null;
    retry();
  };
  const subs: Subscription[] = [];
  if (options.online$) subs.push(options.online$.subscribe(retryNow));
  // A page hidden or left while the backend cannot be reached sends nothing, not even a push waiting for its
  // debounce: the outbox keeps the change for the next page (or the retry timer, if the page comes back), and a
  // request made as the page goes would only fail (or, under a test's offline emulation, slip out).
  const pageHidden = () => {
    if (offline) debounce.cancelAll();
    else void flush();
  };
  if (options.pageHidden$) subs.push(options.pageHidden$.subscribe(pageHidden));

  const stop = () => {
    generation += 1;
    debounce.cancelAll();
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    inFlight.clear();
    again.clear();
    held.clear();
    offline = false;
  };

  return {
    put(key, entry) {
      keep(key, entry);
      debounce.schedule(key, () => void push(key));
      options.onChange();
    },
    keep,
    remove(key) {
      debounce.cancel(key);
      remove(key);
      options.onChange();
    },
    pending: () => new Map(memory),
    push,
    flush,
    release: (key) => void held.delete(key),
    unreachable,
    reachable() {
      if (!offline) return;
      reachable();
      options.onChange();
    },
    get offline() {
      return offline;
    },
    get saving() {
      return debounce.pending() || inFlight.size > 0;
    },
    reset(next) {
      stop();
      outbox = next;
      memory = next ? next.all() : new Map();
    },
    dispose() {
      stop();
      for (const s of subs) s.unsubscribe();
    },
  };
}
