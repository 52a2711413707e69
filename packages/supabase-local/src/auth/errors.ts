// GoTrue's error shape. supabase-js sends `X-Supabase-Api-Version: 2024-01-01`, so GoTrue answers in the 2024
// format ({code, message} + the version header); the legacy fields (error_code, msg) are merged in so that an
// older client reads the same code. Never use 5xx for ordinary errors: auth-js retries those.
import type { BackendResponse } from '../contract';

export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function errorResponse(err: AuthError): BackendResponse {
  return {
    status: err.status,
    headers: { 'x-supabase-api-version': API_VERSION, 'x-sb-error-code': err.code },
    body: { code: err.code, error_code: err.code, msg: err.message, message: err.message, ...err.extra },
  };
}

export const invalidCredentials = (): AuthError =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export const validation = (message: string): AuthError => new AuthError(400, 'validation_failed', message);

/** The account forms' rule, enforced here too (minimum_password_length in supabase/config.toml for hosted). */
export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt reads only the first 72 bytes: a longer password would silently lose its end. */
export const MAX_PASSWORD_BYTES = 72;

/** At least 8 characters (`weak_password` with reason "length", as GoTrue), at most 72 bytes. */
export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length === 0) {
    throw validation('Password is required');
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    const message = `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['length'], message } });
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  return password;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '') {
    throw validation('To signup, please provide your email');
  }
  const normalized = email.trim().toLowerCase();
  if (!EMAIL_RE.test(normalized) || normalized.length > 255) {
    throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return normalized;
}

/** The product's display-name limit (`DISPLAY_NAME_MAX_LENGTH` in @duality/rules), enforced by the server too. */
export const MAX_DISPLAY_NAME_LENGTH = 50;
/** A user's whole metadata, as JSON: it is copied into every access token, which must fit a request header. */
export const MAX_USER_METADATA_BYTES = 2048;

/**
 * User metadata as it will be stored (signup's `data`, or PUT /user's merged): at most
 * {@link MAX_USER_METADATA_BYTES} bytes of JSON, and a `display_name`, when present, a string of 1 to
 * {@link MAX_DISPLAY_NAME_LENGTH} characters. A 20,000-character name once made tokens every request refused.
 */
export function checkUserMetadata(data: Record<string, unknown>): Record<string, unknown> {
  if (Buffer.byteLength(JSON.stringify(data), 'utf8') > MAX_USER_METADATA_BYTES) {
    throw validation(`User data may be at most ${MAX_USER_METADATA_BYTES} bytes`);
  }
  const name = data.display_name;
  if (name !== undefined) {
    if (typeof name !== 'string' || name.trim().length === 0) {
      throw validation('The display name must be text');
    }
    if ([...name.trim()].length > MAX_DISPLAY_NAME_LENGTH) {
      throw validation(`The display name may be at most ${MAX_DISPLAY_NAME_LENGTH} characters`);
    }
  }
  return data;
}
