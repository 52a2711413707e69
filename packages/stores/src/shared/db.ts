// Every database call of the stores goes through runQuery: transient failures (no answer at all, or a 5xx)
// are retried up to 3 times (spec 9), and a failure that remains requests a toast with the server's own text
// (spec 8, "Any database error"). supabase-js's built-in GET retry is switched off by callers (`.retry(false)`)
// so that waits happen on the injected clock, never on real timers.
import { SESSION } from '@duality/rules';
import type { Bus } from '@duality/bus';
import { sleep, type Clock } from './clock';

/** What a supabase-js query resolves to (the parts the stores read). */
export interface QueryResponse<T> {
  data: T | null;
  error: { message: string; code?: string } | null;
  status: number;
}

/** The data type of a response's success branch (supabase-js responses are unions on `error`). */
export type DataOf<R> = R extends { error: null; data: infer D }
  ? D
  : R extends { data: infer D }
    ? NonNullable<D>
    : never;

export type QueryOutcome<T> =
  { ok: true; data: T } | { ok: false; message: string; status: number; code: string; network: boolean };

export interface DbContext {
  bus: Bus;
  clock: Clock;
  /** Wait before retry n (1-based) is n times this; default 100 ms (spec 9 retry poll). */
  retryDelayMs?: number;
}

/** No HTTP answer (status 0: refused, reset, DNS) or a server-side failure. */
export const isTransient = (status: number): boolean => status === 0 || status >= 500;

/** Publishes an error toast; the bus caps messages at 500 characters. */
export function toastError(bus: Bus, message: string): void {
  bus.publish('toast.requested', { message: message.slice(0, 500) || 'Unknown error', tone: 'error' });
}

export function toastSuccess(bus: Bus, message: string): void {
  bus.publish('toast.requested', { message: message.slice(0, 500), tone: 'success' });
}

/**
 * Runs a query (a function, so it can be sent again), retrying transient failures up to SESSION.requestRetries
 * times; on a final failure requests a toast with the server's text unless `toast: false`.
 */
export async function runQuery<R extends QueryResponse<unknown>>(
  ctx: DbContext,
  query: () => PromiseLike<R>,
  options: { toast?: boolean } = {},
): Promise<QueryOutcome<DataOf<R>>> {
  const delay = ctx.retryDelayMs ?? 100;
  let attempt = 0;
  for (;;) {
    let res: QueryResponse<unknown>;
    try {
      res = await query();
    } catch (err) {
      // Some clients throw instead of resolving with an error (e.g. a fetch that rejects outside PostgREST).
      res = { data: null, error: { message: err instanceof Error ? err.message : String(err) }, status: 0 };
    }
    if (!res.error) return { ok: true, data: res.data as DataOf<R> };
    if (isTransient(res.status) && attempt < SESSION.requestRetries) {
      attempt += 1;
      await sleep(ctx.clock, delay * attempt);
      continue;
    }
    if (options.toast !== false) toastError(ctx.bus, res.error.message);
    return {
      ok: false,
      message: res.error.message,
      status: res.status,
      code: res.error.code ?? '',
      network: res.status === 0,
    };
  }
}
