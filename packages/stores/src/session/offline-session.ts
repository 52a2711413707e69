// The session while the device is offline. supabase-js keeps the session in storage and refreshes the access
// token before it expires; with no network the refresh cannot happen. When the token has expired by then,
// supabase-js reports no session (its INITIAL_SESSION comes with null, after ~25 s of retries) although it
// keeps the session in storage and refreshes it once the network is back. A session it really ends (a refresh
// refused, a sign-out) is removed from storage and told as SIGNED_OUT. So: a null session that is not a
// SIGNED_OUT, while storage still holds a session with a user, is a network failure, and the user stays signed
// in as that user. supabase-js's stored session is read by @duality/supabase (readStoredSession: not public
// API of supabase-js, pinned by session-offline.test.ts).
import { z } from '@duality/libs/zod';
import { readStoredSession, type DualityClient } from '@duality/supabase';
import { sessionUserOf, type SessionUser } from './session-user';

/** How long the stored session is waited for before a user kept in storage is shown as signed in. */
export const OFFLINE_SESSION_WAIT_MS = 3000;

/** Signing in, up, or resetting a password with no answer from the server: said in our words. */
export const AUTH_NEEDS_CONNECTION =
  'Signing in needs a connection. Your characters on this device still open.';

/** Signing out with no answer: supabase-js keeps the session then (it could not end it on the server). */
export const SIGN_OUT_NEEDS_CONNECTION =
  'Signing out needs a connection. You are still signed in on this device.';

const storedSessionSchema = z.object({
  refresh_token: z.string().min(1),
  user: z.looseObject({
    id: z.string().min(1),
    email: z.string().optional(),
    user_metadata: z.record(z.string(), z.unknown()).optional(),
  }),
});

/** The user of the session supabase-js still keeps in storage, or null (none, or unreadable). */
export async function storedSessionUser(client: DualityClient): Promise<SessionUser | null> {
  const parsed = storedSessionSchema.safeParse(await readStoredSession(client));
  return parsed.success ? sessionUserOf(parsed.data.user) : null;
}

/**
 * True for an auth error that means no answer came (offline, refused, reset): supabase-js's retryable fetch
 * error with no status. A server that answered with an error (a 5xx is retryable too, with its status) has
 * its own message, which the user is shown.
 */
export function isAuthNetworkError(error: { name?: string; status?: number } | null): boolean {
  return error !== null && error.status === 0;
}
