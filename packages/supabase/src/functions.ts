// Calling server functions (spec section 7) with the error rule of spec section 8: a failure surfaces the
// returned `error` field, otherwise the error's own message.
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { DualityClient } from './client';

/** A server function failed; `message` is what the user should read. */
export class ServerFunctionError extends Error {
  constructor(
    message: string,
    readonly functionName: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ServerFunctionError';
  }
}

/** Invokes a function and returns its JSON body; throws ServerFunctionError with the user-facing message. */
export async function invokeFunction<T = unknown>(
  client: DualityClient,
  name: string,
  body: Record<string, unknown>,
): Promise<T> {
  const { data, error } = await client.functions.invoke(name, { body });
  if (error) {
    let message = error.message;
    let status: number | null = null;
    if (error instanceof FunctionsHttpError) {
      const response = error.context as Response;
      status = response.status;
      const returned = await readErrorField(response);
      if (returned) message = returned;
    }
    throw new ServerFunctionError(message, name, status);
  }
  if (data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string') {
    throw new ServerFunctionError((data as { error: string }).error, name, 200);
  }
  return data as T;
}

async function readErrorField(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error !== '' ? body.error : null;
  } catch {
    return null;
  }
}
