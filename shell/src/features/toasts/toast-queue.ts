// The toast queue: one toast at a time, each shown for its duration (10 s) with the
// share of time left refreshed about every 16.7 ms for the progress bar, then the next, until the queue is
// empty. Timing runs on an injected RxJS scheduler so tests control the clock.
import {
  BehaviorSubject,
  interval,
  type Observable,
  type SchedulerLike,
  type Subscription,
} from '@duality/libs/rxjs';

export const TOAST_DURATION_MS = 10_000; // as TOAST.durationMs in @duality/rules
export const TOAST_TICK_MS = 1000 / 60; // about every 16.7 ms, as TOAST.refreshMs in @duality/rules

export interface QueuedToast {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'error';
}

export interface ToastState {
  current: QueuedToast | null;
  /** Share of the current toast's time left, 1 down to 0. */
  remaining: number;
  /** Toasts waiting behind the current one. */
  waiting: number;
}

export interface ToastQueue {
  state$: Observable<ToastState>;
  readonly state: ToastState;
  push(toast: Omit<QueuedToast, 'id'>): void;
  /** Removes the current toast now and shows the next. */
  dismiss(): void;
  dispose(): void;
}

/** Creates a queue that shows toasts one after another. */
export function createToastQueue(scheduler: SchedulerLike, durationMs = TOAST_DURATION_MS): ToastQueue {
  const waiting: QueuedToast[] = [];
  const state = new BehaviorSubject<ToastState>({ current: null, remaining: 0, waiting: 0 });
  let nextId = 1;
  let ticking: Subscription | null = null;

  const show = (toast: QueuedToast | null) => {
    ticking?.unsubscribe();
    ticking = null;
    state.next({ current: toast, remaining: toast ? 1 : 0, waiting: waiting.length });
    if (!toast) return;
    const startedAt = scheduler.now();
    ticking = interval(TOAST_TICK_MS, scheduler).subscribe(() => {
      const remaining = Math.max(0, 1 - (scheduler.now() - startedAt) / durationMs);
      if (remaining === 0) show(waiting.shift() ?? null);
      else state.next({ current: toast, remaining, waiting: waiting.length });
    });
  };

  return {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
    push(toast) {
      const queued = { ...toast, id: nextId++ };
      if (state.value.current) {
        waiting.push(queued);
        state.next({ ...state.value, waiting: waiting.length });
      } else {
        show(queued);
      }
    },
    dismiss() {
      if (state.value.current) show(waiting.shift() ?? null);
    },
    dispose() {
      ticking?.unsubscribe();
      state.complete();
    },
  };
}
