// Session and profile: who is signed in, announced on the bus (session.changed, replay-last) so every area
// reacts without a reload; on first login an empty user_profiles row is created ("There was an error creating
// your user profile"), and the loaded profile is announced (profile.changed).
// Account actions (sign up, in, out, password, display name) go through here so they mean the same
// everywhere. supabase-js refreshes the token before it expires (autoRefreshToken).
// Built on the kernel WITHOUT a session: this store is the session every other store follows, so there is no
// session for it to follow. Its state comes from supabase-js's auth callback; a sign-out is a state of its own
// (`signed-out`), not a reset to the initial `loading`; and a profile that arrives late is checked against
// the user signed in now (a late answer for the same user after a re-login is still that user's profile),
// so the kernel's generation guard, which would drop it, is not used here.
import type { Observable } from '@duality/libs/rxjs';
import type { Bus } from '@duality/bus';
import type { DualityClient, Session } from '@duality/supabase';
import { userProfileRowSchema, type UserProfileRow } from '../rows/profile-rows';
import { oneRow } from '../rows/read-rows';
import { createSessionScopedStore } from '../shared/session-scoped-store';
import { toSessionUser, type SessionUser } from './session-user';
import {
  AUTH_NEEDS_CONNECTION,
  isAuthNetworkError,
  OFFLINE_SESSION_WAIT_MS,
  SIGN_OUT_NEEDS_CONNECTION,
  storedSessionUser,
} from './offline-session';

export const PROFILE_CREATE_ERROR = 'There was an error creating your user profile';

export interface SessionState {
  /** `loading` until the stored session has been read. */
  status: 'loading' | 'signed-out' | 'signed-in';
  user: SessionUser | null;
  profile: UserProfileRow | null;
}

export interface AuthResult {
  /** The server's message, or null on success. */
  error: string | null;
}

export interface SessionStore {
  state$: Observable<SessionState>;
  readonly state: SessionState;
  signUp(input: { email: string; password: string; displayName: string }): Promise<AuthResult>;
  signIn(input: { email: string; password: string }): Promise<AuthResult>;
  /**
   * Ends the session here (logout); null on success, the server's message otherwise. With no connection the
   * session ends on this device only (its token is not revoked on the server, and no longer kept here).
   */
  signOut(): Promise<string | null>;
  requestPasswordReset(email: string, redirectTo: string): Promise<AuthResult>;
  /**
   * Sets a new password. `currentPassword` proves the owner is at the keyboard: the backend refuses a change
   * from a session that signed in more than a few minutes ago without it.
   */
  updatePassword(password: string, currentPassword?: string): Promise<AuthResult>;
  updateDisplayName(displayName: string): Promise<AuthResult>;
  /** Replaces the loaded profile after a collection list was saved elsewhere (homebrew libraries). */
  replaceProfile(profile: UserProfileRow): void;
  dispose(): void;
}

/** Creates the session store over THE client and the bus, and starts following the auth state. */
export function createSessionStore({
  client,
  bus,
  online$,
}: {
  client: DualityClient;
  bus: Bus;
  /** The device is back online: a profile that could not be read offline is read then. */
  online$?: Observable<unknown> | undefined;
}): SessionStore {
  const state = createSessionScopedStore<SessionState, { user: null }>({
    initial: () => ({ status: 'loading', user: null, profile: null }),
  });
  let profileFor: string | null = null;

  const announce = (next: SessionState) => {
    const before = state.state;
    state.next(next);
    const userChanged =
      before.user?.id !== next.user?.id ||
      before.user?.displayName !== next.user?.displayName ||
      before.user?.email !== next.user?.email ||
      before.status === 'loading';
    if (userChanged && next.status !== 'loading') bus.publish('session.changed', { user: next.user });
    if ((before.profile?.user_id ?? null) !== (next.profile?.user_id ?? null)) {
      bus.publish('profile.changed', { profile: next.profile ? { userId: next.profile.user_id } : null });
    }
  };

  const follow = async (session: Session | null, event?: string) => {
    let user = session?.user ? toSessionUser(session.user) : null;
    // No session because its token could not be refreshed offline: still signed in (offline-session.ts).
    if (!user && event !== 'SIGNED_OUT') user = await storedSessionUser(client);
    if (!user) {
      profileFor = null;
      announce({ status: 'signed-out', user: null, profile: null });
      return;
    }
    const sameUser = state.state.user?.id === user.id;
    announce({ status: 'signed-in', user, profile: sameUser ? state.state.profile : null });
    await loadProfile(user.id);
  };
  const loadProfile = async (userId: string) => {
    if (profileFor === userId) return;
    profileFor = userId;
    const loaded = await loadOrCreateProfile(client, userId);
    if (state.state.user?.id !== userId) return; // signed out meanwhile
    if ('offline' in loaded) {
      profileFor = null; // read again when the device is back online
      return;
    }
    if ('error' in loaded) {
      profileFor = null;
      bus.publish('toast.requested', { message: loaded.error, tone: 'error' });
      return;
    }
    announce({ ...state.state, profile: loaded.profile });
  };

  // supabase-js asks that no other client call runs inside this callback, so the work is deferred.
  const { data: listener } = client.auth.onAuthStateChange((event, session) => {
    setTimeout(() => void follow(session, event), 0);
  });
  // Offline with an expired token supabase-js answers only after its retries: the stored user is shown first.
  const early = setTimeout(() => {
    void storedSessionUser(client).then((user) => {
      if (user && state.state.status === 'loading') announce({ status: 'signed-in', user, profile: null });
    });
  }, OFFLINE_SESSION_WAIT_MS);
  const back = online$?.subscribe(() => {
    const user = state.state.user;
    if (user && !state.state.profile) void loadProfile(user.id);
  });

  const result = (error: { message: string; name?: string; status?: number } | null): AuthResult => ({
    error: error ? (isAuthNetworkError(error) ? AUTH_NEEDS_CONNECTION : error.message) : null,
  });

  return {
    state$: state.state$,
    get state() {
      return state.state;
    },
    async signUp({ email, password, displayName }) {
      const { error } = await client.auth.signUp({
        email,
        password,
        options: { data: { display_name: displayName } },
      });
      return result(error);
    },
    async signIn({ email, password }) {
      const { error } = await client.auth.signInWithPassword({ email, password });
      return result(error);
    },
    async signOut() {
      const { error } = await client.auth.signOut();
      if (!error) return null;
      if (!isAuthNetworkError(error)) return error.message;
      // No answer: the session still ends on this device (a `local` sign-out removes it before asking the
      // server), so a shared device is never left signed in for lack of a connection.
      await client.auth.signOut({ scope: 'local' });
      return (await storedSessionUser(client)) ? SIGN_OUT_NEEDS_CONNECTION : null;
    },
    async requestPasswordReset(email, redirectTo) {
      const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
      return result(error);
    },
    async updatePassword(password, currentPassword) {
      const { error } = await client.auth.updateUser(
        currentPassword === undefined ? { password } : { password, current_password: currentPassword },
      );
      return result(error);
    },
    async updateDisplayName(displayName) {
      const { data, error } = await client.auth.updateUser({ data: { display_name: displayName } });
      if (!error && data.user) announce({ ...state.state, user: toSessionUser(data.user) });
      return result(error);
    },
    replaceProfile(profile) {
      if (state.state.user?.id === profile.user_id) state.next({ ...state.state, profile });
    },
    dispose() {
      listener.subscription.unsubscribe();
      clearTimeout(early);
      back?.unsubscribe();
      state.dispose();
    },
  };
}

/**
 * Reads the user's profile row, creating the empty one on first login. Fails with PROFILE_CREATE_ERROR when it
 * could not be created, or with a message naming the bad field when the row could not be read.
 */
async function loadOrCreateProfile(
  client: DualityClient,
  userId: string,
): Promise<{ profile: UserProfileRow } | { error: string } | { offline: true }> {
  const readProfile = oneRow(userProfileRowSchema, 'user profile');
  let unreachable = false;
  const fetch = async () => {
    const { data, error, status } = await client
      .from('user_profiles')
      .select('*')
      .eq('user_id', userId)
      .maybeSingle();
    if (error && status === 0) unreachable = true;
    return error ? null : data;
  };
  const settle = (data: unknown) => {
    const read = readProfile(data);
    return read.ok ? { profile: read.value } : { error: read.message };
  };
  const existing = await fetch();
  if (existing) return settle(existing);
  if (unreachable) return { offline: true }; // no answer: nothing to create, and nothing wrong to tell
  const created = await client.from('user_profiles').insert({ user_id: userId }).select('*').single();
  if (!created.error) return settle(created.data);
  // Another tab may have created it first: read it once more before giving up.
  const again = await fetch();
  return again ? settle(again) : { error: PROFILE_CREATE_ERROR };
}
