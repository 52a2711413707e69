// /auth/v1: the GoTrue calls the product makes, no more.
import type { BackendContext, BackendRequest, BackendResponse, CreateAuthHandler } from '../contract';
import { JSON_TOO_DEEP, jsonDepthWithin } from '../json-depth';
import { API_VERSION, AuthError, errorResponse, validation } from './errors';
import { RateLimiter } from './rate-limit';
import { recover, verifyLink, verifyOtp } from './recovery';
import { ensureAuthSchema } from './schema';
import { logout, passwordGrant, refreshGrant, signup } from './session-routes';
import { getUser, putUser } from './user-routes';

function jsonBody(req: BackendRequest): Record<string, unknown> {
  if (req.body.length === 0) return {};
  const text = req.body.toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`);
  }
  if (!jsonDepthWithin(text)) throw new AuthError(400, 'bad_json', JSON_TOO_DEEP);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as Record<string, unknown>;
}

/**
 * What the routes share for one backend: its per-address rate-limit windows. Counts per account (wrong
 * passwords, recovery mails and codes) live in the database (attempts.ts).
 */
export interface AuthState {
  limiter: RateLimiter;
}

async function route(ctx: BackendContext, state: AuthState, req: BackendRequest): Promise<BackendResponse> {
  const path = req.path.replace(/\/+$/, '') || '/';
  const key = `${req.method.toUpperCase()} ${path}`;
  switch (key) {
    case 'POST /signup':
      return signup(ctx, state, req, jsonBody(req));
    case 'POST /token': {
      const grant = req.query.get('grant_type');
      if (grant === 'password') return passwordGrant(ctx, state, req, jsonBody(req));
      if (grant === 'refresh_token') return refreshGrant(ctx, jsonBody(req));
      throw validation(`unsupported_grant_type: ${grant ?? '(none)'}`);
    }
    case 'GET /user':
      return getUser(ctx, req);
    case 'PUT /user':
      return putUser(ctx, req, jsonBody(req));
    case 'POST /recover':
      return recover(ctx, state, req, jsonBody(req));
    case 'GET /verify':
      return verifyLink(ctx, state, req);
    case 'POST /verify':
      return verifyOtp(ctx, state, req, jsonBody(req));
    case 'POST /logout':
      return logout(ctx, req);
    case 'GET /health':
      return {
        status: 200,
        body: { version: 'supabase-local', name: 'GoTrue', description: 'local emulation' },
      };
    case 'GET /settings':
      return {
        status: 200,
        body: {
          external: { email: true, phone: false, anonymous_users: false },
          disable_signup: false,
          mailer_autoconfirm: true,
          phone_autoconfirm: false,
          sms_provider: '',
        },
      };
    default:
      throw new AuthError(
        404,
        'not_found',
        `${req.method} ${req.path} is not supported by the local auth server`,
      );
  }
}

export const createAuthHandler: CreateAuthHandler = (ctx) => {
  const state: AuthState = { limiter: new RateLimiter() };
  return async (req) => {
    try {
      await ensureAuthSchema(ctx.db);
      const res = await route(ctx, state, req);
      return { ...res, headers: { 'x-supabase-api-version': API_VERSION, ...res.headers } };
    } catch (err) {
      if (err instanceof AuthError) return errorResponse(err);
      throw err;
    }
  };
};
