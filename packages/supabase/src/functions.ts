// Calling server functions. A failure surfaces the function's returned `error` field, otherwise the error's own
// message; a success is parsed with the caller's schema, so an answer of the wrong shape is a clear error
// instead of a value that breaks a page later.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { z } from '@duality/libs/zod';
import type { DualityClient } from './client';
import { describeIssues } from './issues';

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

const errorFieldSchema = z.object({ error: z.string().min(1) });

/**
 * Invokes a function and returns its JSON body parsed with `result`; throws ServerFunctionError with the
 * user-facing message when the call fails or the answer does not fit `result`.
 */
export async function invokeFunction<T>(
  client: DualityClient,
  name: string,
  body: Record<string, unknown>,
  result: z.ZodType<T>,
): Promise<T> {
  const { data, error } = await client.functions.invoke<unknown>(name, { body });
  if (error) {
    let message = error instanceof Error ? error.message : String(error);
    let status: number | null = null;
    if (error instanceof FunctionsHttpError && error.context instanceof Response) {
      status = error.context.status;
      message = (await readErrorField(error.context)) ?? message;
    }
    throw new ServerFunctionError(message, name, status);
  }
  const refused = errorFieldSchema.safeParse(data);
  if (refused.success) throw new ServerFunctionError(refused.data.error, name, 200);
  const parsed = result.safeParse(data);
  if (!parsed.success) {
    throw new ServerFunctionError(
      `The server function ${name} gave an answer that could not be read (${describeIssues(parsed.error)}).`,
      name,
      200,
    );
  }
  return parsed.data;
}

async function readErrorField(response: Response): Promise<string | null> {
  try {
    const parsed = errorFieldSchema.safeParse(await response.clone().json());
    return parsed.success ? parsed.data.error : null;
  } catch {
    return null;
  }
}
