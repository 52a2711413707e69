// Every database call of the stores goes through runQuery: transient failures (no answer at all, or a 5xx)
// are retried up to 3 times, a failure that remains requests a toast with the server's own text (or, when the
// server could not be reached at all, one calm message of ours, told once per 10 s), and the
// answer is parsed with the caller's row reader before any store sees it. supabase-js's own GET retry runs on
// real timers, so runQuery switches it off on every query (`.retry(false)`) and waits on the injected clock.
import { SESSION } from '@duality/rules';
import type { Bus } from '@duality/bus';
import type { RowReader } from '../rows/read-rows';
import { sleep, type Clock } from './clock';

/** What a supabase-js query resolves to (the parts the stores read). */
export interface QueryResponse {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
  /** The row count asked for with `{count: 'exact'}`. */
  count?: number | null;
}

/** A supabase-js query builder: awaiting `retry(false)` sends it without supabase-js's own retry. */
export interface RetryableQuery {
  retry(enabled: boolean): PromiseLike<QueryResponse>;
}

export type QueryOutcome<T> =
  { ok: true; data: T } | { ok: false; message: string; status: number; code: string; network: boolean };

export interface DbContext {
  bus: Bus;
  clock: Clock;
  /** Wait before retry n (1-based) is n times this; default 100 ms. */
  retryDelayMs?: number;
}

/**
 * What the user is told when the server cannot be reached (offline, refused, reset): one calm message in our
 * words, never the browser's "TypeError: Failed to fetch".
 */
export const NETWORK_FAILURE =
  'Could not reach the server. Check your connection; what you change here is kept and sent when it is back.';
/** The network failure is told once per this long on a page, however many queries fail meanwhile. */
export const NETWORK_TOLD_FOR_MS = 10_000;
/** When each page's bus last told the network failure (a page has one bus; no global service is looked up). */
const networkToldAt = new WeakMap<Bus, number>();

/** The code of an outcome whose answer came but could not be read. */
export const UNREADABLE = 'UNREADABLE';

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
 * times, and reads its answer with `read`. A final failure, or an answer that cannot be read, requests a toast
 * unless `toast: false`; rows left out of a list are always named in a toast.
 */
export async function runQuery<T>(
  ctx: DbContext,
  query: () => RetryableQuery,
  read: RowReader<T>,
  options: {
    toast?: boolean;
    /**
     * Checked before each retry: a transient failure is tried again only while it holds. A push whose entry
     * was replaced meanwhile stops here (nothing of it is in flight between attempts): the newer entry is
     * sent instead, in one write, rather than the older one first and the newer one after it.
     */
    retryWhile?: () => boolean;
  } = {},
): Promise<QueryOutcome<T>> {
  const delay = ctx.retryDelayMs ?? 100;
  const fail = (raw: string, status: number, code: string): QueryOutcome<T> => {
    const network = status === 0;
    const message = network ? NETWORK_FAILURE : raw;
    if (options.toast !== false) {
      const last = networkToldAt.get(ctx.bus);
      const now = ctx.clock.now();
      if (!network) toastError(ctx.bus, message);
      else if (last === undefined || now - last >= NETWORK_TOLD_FOR_MS) {
        networkToldAt.set(ctx.bus, now);
        toastError(ctx.bus, message);
      }
    }
    return { ok: false, message, status, code, network };
  };
  let attempt = 0;
  for (;;) {
    let res: QueryResponse;
    try {
      res = await query().retry(false);
    } catch (err) {
      // Some clients throw instead of resolving with an error (e.g. a fetch that rejects outside PostgREST).
      res = { data: null, error: { message: err instanceof Error ? err.message : String(err) }, status: 0 };
    }
    if (!res.error) {
      const answer = read(res.data, res.count ?? null);
      if (!answer.ok) return fail(answer.message, res.status, UNREADABLE);
      if (answer.dropped.length > 0) toastError(ctx.bus, answer.dropped.join('; '));
      return { ok: true, data: answer.value };
    }
    if (isTransient(res.status) && attempt < SESSION.requestRetries && (options.retryWhile?.() ?? true)) {
      attempt += 1;
      await sleep(ctx.clock, delay * attempt);
      if (options.retryWhile?.() ?? true) continue;
    }
    return fail(res.error.message, res.status, res.error.code ?? '');
  }
}
