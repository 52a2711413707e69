// The session supabase-js keeps in its storage, read as it is stored. supabase-js gives no public way to read
// it without trying a refresh (getSession refreshes an expired token, which cannot happen offline), so the
// auth client's storage and key, which it does not expose, are reached here and only here, each checked for
// what it is rather than cast. The session store uses this to keep a user signed in on a device that is
// offline when their access token expires (packages/stores, session/offline-session.ts).
import type { DualityClient, SessionStorage } from './client';

const isStorage = (value: unknown): value is Pick<SessionStorage, 'getItem'> =>
  typeof value === 'object' && value !== null && 'getItem' in value && typeof value.getItem === 'function';

/**
 * The stored session, parsed from JSON but not validated (the caller checks what it needs), or null when
 * none is stored, it cannot be read, or this supabase-js keeps it elsewhere.
 */
export async function readStoredSession(client: DualityClient): Promise<unknown> {
  const auth: object = client.auth;
  if (!('storage' in auth) || !('storageKey' in auth)) return null;
  const { storage, storageKey } = auth;
  if (typeof storageKey !== 'string' || !isStorage(storage)) return null;
  try {
    const raw: unknown = await storage.getItem(storageKey);
    return typeof raw === 'string' ? JSON.parse(raw) : (raw ?? null);
  } catch {
    return null;
  }
}
