// Every server function call of the stores: the answer is parsed with the caller's schema, and a failure
// (the function's returned error text, or an answer that could not be read) requests a toast.
import type { z } from '@duality/libs/zod';
import type { Bus } from '@duality/bus';
import { invokeFunction, type DualityClient } from '@duality/supabase';
import { toastError } from './db';

export type CallOutcome<T> = { ok: true; data: T } | { ok: false };

/** Calls a server function; on failure toasts `failure` if given, else the function's own message. */
export async function callFunction<T>(
  ctx: { client: DualityClient; bus: Bus },
  name: string,
  body: Record<string, unknown>,
  result: z.ZodType<T>,
  failure?: string,
): Promise<CallOutcome<T>> {
  try {
    return { ok: true, data: await invokeFunction(ctx.client, name, body, result) };
  } catch (err) {
    toastError(ctx.bus, failure ?? (err instanceof Error ? err.message : String(err)));
    return { ok: false };
  }
}
