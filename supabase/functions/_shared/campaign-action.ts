// The one shape every campaign edge function has: accept a POST with a JSON body, validate it with zod, call
// the matching SQL function over /rest/v1/rpc AS THE CALLER (their Authorization header), and answer JSON.
// All rules live in the database functions (supabase/migrations/*_campaign_server_functions.sql); this layer
// only validates bodies and turns errors into `{ error }` with a fitting HTTP status.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { z } from 'npm:zod@4.6.7';

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...cors, 'Content-Type': 'application/json' },
  });
}

/** A positive whole number id, as the product's routes and fields use. */
export const idSchema = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`);

/** An invite token as generate-campaign-invite mints it. */
export const inviteSchema = z
  .string({ error: 'invite must be a string' })
  .regex(/^[0-9a-f]{32}$/, 'This invite is not valid: it may have been replaced by a newer one.');

export interface Action<S extends z.ZodType> {
  /** The body schema. */
  body: S;
  /** The SQL function in schema public. */
  rpc: string;
  args: (body: z.infer<S>) => Record<string, unknown>;
  /** The success body made from the function's result. */
  result: (data: unknown) => unknown;
  /** Whether an anonymous caller (the anon key only) may call it. */
  allowAnon?: boolean;
}

/** The claims' role of a bearer token, without verifying it (the gateway and PostgREST verify it). */
function roleOf(authorization: string): string | undefined {
  const payload = authorization.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { role?: string }).role;
  } catch {
    return undefined;
  }
}

export function serveAction<S extends z.ZodType>(action: Action<S>): void {
  Deno.serve(async (req: Request) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: cors });
    if (req.method !== 'POST') return reply(405, { error: 'Use POST with a JSON body.' });
    const authorization = req.headers.get('Authorization') ?? '';
    const role = roleOf(authorization);
    if (!role || (role === 'anon' && !action.allowAnon)) {
      return reply(401, { error: 'Sign in first.' });
    }
    let raw: unknown;
    try {
      raw = await req.json();
    } catch {
      return reply(400, { error: 'The request body must be JSON.' });
    }
    const parsed = action.body.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply(400, { error: issue?.message ?? 'Invalid request body.' });
    }
    const supabase = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
      global: { headers: { Authorization: authorization } },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error, status } = await supabase.rpc(action.rpc, action.args(parsed.data));
    if (error) {
      // PostgREST already turned the function's 'PT4xx' codes into statuses; keep them, never leak a 5xx detail.
      const code = status >= 400 && status < 500 ? status : 500;
      return reply(code, {
        error: code === 500 ? 'The server could not complete the request.' : error.message,
      });
    }
    return reply(200, action.result(data));
  });
}
