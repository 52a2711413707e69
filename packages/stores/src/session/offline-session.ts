// The session while the device is offline. supabase-js keeps the session in storage and refreshes the access
// token before it expires; with no network the refresh cannot happen. When the token has expired by then,
// supabase-js reports no session (its INITIAL_SESSION comes with null, after ~25 s of retries) although it
// keeps the session in storage and refreshes it once the network is back. A session it really ends (a refresh
// refused, a sign-out) is removed from storage and told as SIGNED_OUT. So: a null session that is not a
// SIGNED_OUT, while storage still holds a session with a user, is a network failure, and the user stays signed
// in as that user. Reading supabase-js's stored session needs its storage and key (not public API: pinned by
// session-offline.test.ts).
import { z } from '@duality/libs/zod';
import type { DualityClient, User } from '@duality/supabase';
import { toSessionUser, type SessionUser } from './session-user';

/** How long the stored session is waited for before a user kept in storage is shown as signed in. */
export const OFFLINE_SESSION_WAIT_MS = 3000;

/** Signing in, up, or resetting a password with no answer from the server: said in our words. */
export const AUTH_NEEDS_CONNECTION =
  'Signing in needs a connection. Your characters on this device still open.';

/** Signing out with no answer: supabase-js keeps the session then (it could not end it on the server). */
export const SIGN_OUT_NEEDS_CONNECTION =
  'Signing out needs a connection. You are still signed in on this device.';

interface AuthInternals {
  storage?: { getItem(key: string): string | null | Promise<string | null> };
  storageKey?: string;
}

const storedSessionSchema = z.object({
  refresh_token: z.string().min(1),
  user: z.looseObject({ id: z.string().min(1) }),
});

/** The user of the session supabase-js still keeps in storage, or null (none, or unreadable). */
export async function storedSessionUser(client: DualityClient): Promise<SessionUser | null> {
  const auth = client.auth as unknown as AuthInternals;
  if (!auth.storage || !auth.storageKey) return null;
  try {
    const raw = await auth.storage.getItem(auth.storageKey);
    if (raw === null) return null;
    const parsed = storedSessionSchema.safeParse(typeof raw === 'string' ? JSON.parse(raw) : raw);
    return parsed.success ? toSessionUser(parsed.data.user as unknown as User) : null;
  } catch {
    return null;
  }
}

/**
 * True for an auth error that means no answer came (offline, refused, reset): supabase-js's retryable fetch
 * error with no status. A server that answered with an error (a 5xx is retryable too, with its status) has
 * its own message, which the user is shown.
 */
export function isAuthNetworkError(error: { name?: string; status?: number } | null): boolean {
  return error !== null && error.status === 0;
}
