// The skeleton every store of this package is built on: a state subject, session scoping (the state belongs
// to the signed-in user: a change of user resets it and starts the new user's work), a generation that tells
// a late answer of an earlier session from a current one, and dispose. Written once here so no store
// hand-writes it again (and gets the guard or the sign-out reset subtly wrong).
// Without `session` it is the plain state and dispose, for the stores that are not anyone's: the built-in
// content, the catalog (it follows scoped stores), and the session store itself, which is the session the
// others follow (its sign-out is a state of its own, and a late profile is checked by user, see its header).
import { BehaviorSubject, type Observable, type Subscription } from '@duality/libs/rxjs';

/** What a store follows of the session: who is signed in (null when signed out), and anything else it needs. */
export interface ScopedSession<V extends { user: { id: string } | null }> {
  state$: Observable<V>;
}

export interface SessionScopedOptions<S, V extends { user: { id: string } | null }> {
  /** The state of nobody's session (before sign-in, after sign-out); a function, so each reset is fresh. */
  initial: () => S;
  /** Followed when given; without it the store is not scoped (built-in content, the catalog). */
  session?: ScopedSession<V> | undefined;
  /** A user signed in (or another user replaced the previous one), after the previous state was reset. */
  onUser?: (userId: string, session: V) => void;
  /** The previous user's session ended (sign-out or another user), before the state is reset. */
  onLeave?: () => void;
  /** Every session value, after onLeave/onUser (a store that also follows the profile, say). */
  onSession?: (session: V) => void;
}

export interface SessionScopedStore<S> {
  readonly state$: Observable<S>;
  readonly state: S;
  next(state: S): void;
  /** Shallow-merges a patch into the state. */
  patch(patch: Partial<S>): void;
  /** The signed-in user the state belongs to, or null. */
  readonly userId: string | null;
  /** Bumped on every change of user and on dispose: capture it before an await, check it with `isCurrent`. */
  readonly generation: number;
  isCurrent(generation: number): boolean;
  /** Resets to the initial state and bumps the generation (the user stays). */
  reset(): void;
  /**
   * Starts following the session (call it last in the store's factory: the session's current value arrives
   * at once, and its callbacks use the store being built).
   */
  start(): void;
  /** Ends the session subscription and completes the state; later answers are ignored. */
  dispose(): void;
}

export function createSessionScopedStore<S, V extends { user: { id: string } | null }>(
  options: SessionScopedOptions<S, V>,
): SessionScopedStore<S> {
  const subject = new BehaviorSubject<S>(options.initial());
  let userId: string | null = null;
  let generation = 0;
  let disposed = false;

  const reset = () => {
    generation += 1;
    if (!disposed) subject.next(options.initial());
  };

  let sub: Subscription | undefined;
  const follow = (value: V) => {
    const next = value.user?.id ?? null;
    if (next !== userId) {
      // The previous user's state goes with their session (sign-out, or another user on this device).
      if (userId !== null) {
        options.onLeave?.();
        reset();
      } else generation += 1;
      userId = next;
      if (next !== null) options.onUser?.(next, value);
    }
    options.onSession?.(value);
  };

  return {
    state$: subject.asObservable(),
    get state() {
      return subject.value;
    },
    next(state) {
      if (!disposed) subject.next(state);
    },
    patch(patch) {
      if (!disposed) subject.next({ ...subject.value, ...patch });
    },
    get userId() {
      return userId;
    },
    get generation() {
      return generation;
    },
    isCurrent: (gen) => !disposed && gen === generation,
    reset,
    start() {
      if (!sub && !disposed) sub = options.session?.state$.subscribe(follow);
    },
    dispose() {
      if (disposed) return;
      generation += 1;
      sub?.unsubscribe();
      disposed = true;
      subject.complete();
    },
  };
}
