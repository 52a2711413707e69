// Auth conformance: every call the product makes, through the pinned supabase-js only.
import { AuthApiError, AuthWeakPasswordError, isAuthApiError } from '@supabase/supabase-js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  jwtPayload,
  signToken,
  signedIn,
  startTarget,
  targets,
  uniqueEmail,
  type Running,
} from './auth-realtime-harness';

interface Mail {
  kind: string;
  to: string;
  link: string;
  otp: string;
  subject: string;
  redirect_to: string;
}

function mailsTo(outboxDir: string, email: string): Mail[] {
  return readdirSync(outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(outboxDir, f), 'utf8')) as Mail)
    .filter((m) => m.to === email);
}

describe.each(targets())('auth on $name', (target) => {
  let rt: Running;
  beforeAll(async () => {
    rt = await startTarget(target);
  });
  afterAll(async () => {
    await rt?.stop();
  });

  it('signUp confirms at once, keeps user_metadata and returns a session with GoTrue claims', async () => {
    const c = client(rt.backend);
    const email = uniqueEmail('signup');
    const { data, error } = await c.auth.signUp({
      email,
      password: 'correct-horse',
      options: { data: { display_name: 'Ann the Bard' } },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.display_name).toBe('Ann the Bard');
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.session?.expires_in).toBe(3600);
    const claims = jwtPayload(data.session!.access_token);
    expect(claims).toMatchObject({
      sub: data.user!.id,
      email,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      iss: `${rt.backend.url}/auth/v1`,
    });
    expect(typeof claims.session_id).toBe('string');
    expect((claims.user_metadata as Record<string, unknown>).display_name).toBe('Ann the Bard');
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('signUp is a real INSERT into auth.users: the handle_new_user trigger creates the profile', async () => {
    const { client: c, user } = await signedIn(rt.backend, 'trigger', { display_name: 'Tri' });
    const { data, error } = await c.from('art_profiles').select('user_id, display_name').single();
    expect(error).toBeNull();
    expect(data).toEqual({ user_id: user.id, display_name: 'Tri' });
    // A trigger that raises fails the signup as GoTrue does, and leaves no half-made user behind.
    const email = uniqueEmail('boom');
    const boom = await client(rt.backend).auth.signUp({
      email,
      password: 'correct-horse',
      options: { data: { display_name: 'explode' } },
    });
    expect(boom.error?.message).toBe('Database error saving new user');
    const retry = await client(rt.backend).auth.signUp({ email, password: 'correct-horse' });
    expect(retry.error).toBeNull();
  });

  it('a user made by a seed with pgcrypto (crypt + gen_salt bf, as hosted seeds do) signs in', async () => {
    const email = uniqueEmail('seeded');
    // Setup as a seed.sql would write it; everything after goes through supabase-js.
    await rt.backend.db.admin((tx) =>
      tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
           extensions.crypt('seed-password', extensions.gen_salt('bf')), now(),
           '{"provider":"email","providers":["email"]}', '{"display_name":"Seedy"}', now(), now())`,
        [email],
      ),
    );
    const { data, error } = await client(rt.backend).auth.signInWithPassword({
      email,
      password: 'seed-password',
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.display_name).toBe('Seedy');
  });

  it('signUp of an existing address is 422 user_already_exists', async () => {
    const { email } = await signedIn(rt.backend, 'dup');
    const { error } = await client(rt.backend).auth.signUp({
      email: email.toUpperCase(),
      password: 'whatever-1',
    });
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('a short password is 422 weak_password with reasons', async () => {
    const { error } = await client(rt.backend).auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  });

  it('a display name over 50 characters, or metadata over 2 KB, is refused at signup and on update', async () => {
    const long = 'n'.repeat(51);
    const signup = await client(rt.backend).auth.signUp({
      email: uniqueEmail('longname'),
      password: 'long-name-1',
      options: { data: { display_name: long } },
    });
    expect(signup.error).toMatchObject({
      status: 400,
      message: 'The display name may be at most 50 characters',
    });
    const { client: c } = await signedIn(rt.backend, 'rename');
    const renamed = await c.auth.updateUser({ data: { display_name: long } });
    expect(renamed.error).toMatchObject({
      status: 400,
      message: 'The display name may be at most 50 characters',
    });
    const padded = await c.auth.updateUser({ data: { notes: 'x'.repeat(3000) } });
    expect(padded.error).toMatchObject({ status: 400, message: 'User data may be at most 2048 bytes' });
    const fine = await c.auth.updateUser({ data: { display_name: 'n'.repeat(50) } });
    expect(fine.error).toBeNull();
    expect(fine.data.user?.user_metadata.display_name).toBe('n'.repeat(50));
  });

  it('signInWithPassword; wrong password and unknown e-mail are both 400 invalid_credentials', async () => {
    const { email, user } = await signedIn(rt.backend, 'login');
    const c = client(rt.backend);
    const ok = await c.auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.id).toBe(user.id);
    expect(ok.data.session?.refresh_token).toBeTruthy();
    for (const attempt of [
      { email, password: 'wrong-horse' },
      { email: uniqueEmail('nobody'), password: 'correct-horse' },
    ]) {
      const bad = await client(rt.backend).auth.signInWithPassword(attempt);
      expect(bad.error).toBeInstanceOf(AuthApiError);
      expect(bad.error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('getUser returns the user; a forged token is 403 bad_jwt', async () => {
    const { client: c, user } = await signedIn(rt.backend, 'getuser', { display_name: 'Bo' });
    const { data, error } = await c.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.user_metadata.display_name).toBe('Bo');
    const { data: s } = await c.auth.getSession();
    const [h, p] = s.session!.access_token.split('.');
    const forged = `${h}.${p}.${Buffer.from('not-the-signature').toString('base64url')}`;
    const res = await client(rt.backend).auth.getUser(forged);
    expect(res.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const now = Math.floor(Date.now() / 1000);
    const expired = signToken(rt.backend.jwtSecret, {
      ...jwtPayload(s.session!.access_token),
      iat: now - 7200,
      exp: now - 60,
    });
    const late = await client(rt.backend).auth.getUser(expired);
    expect(late.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(late.error?.message).toMatch(/expired/i);
  });

  it('updateUser merges metadata, changes the password and refuses the same password; a new e-mail waits for its link', async () => {
    const { client: c, email } = await signedIn(rt.backend, 'update', { display_name: 'Cy', level: 1 });
    const meta = await c.auth.updateUser({ data: { level: 2, pronouns: 'they' } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata).toMatchObject({ display_name: 'Cy', level: 2, pronouns: 'they' });
    const same = await c.auth.updateUser({ password: 'correct-horse' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const changed = await c.auth.updateUser({ password: 'battery-staple' });
    expect(changed.error).toBeNull();
    const old = await client(rt.backend).auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await client(rt.backend).auth.signInWithPassword({ email, password: 'battery-staple' });
    expect(fresh.error).toBeNull();
    // The password change ended the session that made it only on other devices: c goes on.
    const email2 = uniqueEmail('moved');
    const moved = await c.auth.updateUser({ email: email2 });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe(email);
    expect(moved.data.user?.new_email).toBe(email2);
    const [confirm] = mailsTo(rt.outboxDir, email2);
    expect(confirm?.subject).toBe('Confirm Change of Email');
    const res = await fetch(confirm!.link, { redirect: 'manual' });
    expect(res.headers.get('location')).toMatch(/#access_token=/);
    const after = await client(rt.backend).auth.signInWithPassword({
      email: email2,
      password: 'battery-staple',
    });
    expect(after.error).toBeNull();
    expect(after.data.user?.email).toBe(email2);
  });

  it('refresh rotates the refresh token; an unknown one is 400 refresh_token_not_found', async () => {
    const { client: c, session } = await signedIn(rt.backend, 'refresh');
    const { data, error } = await c.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(jwtPayload(data.session!.access_token).session_id).toBe(
      jwtPayload(session.access_token).session_id,
    );
    // Presenting the previous token again right away (two tabs refreshing) yields the session's current token.
    const again = await client(rt.backend).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(data.session?.refresh_token);
    const bad = await client(rt.backend).auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(bad.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('recovery: the mail lands in the outbox and its link signs the user in via the URL fragment', async () => {
    const { email } = await signedIn(rt.backend, 'recover');
    const c = client(rt.backend);
    const sent = await c.auth.resetPasswordForEmail(email, {
      redirectTo: 'http://localhost:3000/reset-password',
    });
    expect(sent.error).toBeNull();
    const [mail] = mailsTo(rt.outboxDir, email);
    expect(mail?.link).toContain('/auth/v1/verify?token=');
    expect(mail?.redirect_to).toBe('http://localhost:3000/reset-password');
    // The browser follows the link: GoTrue answers with a redirect carrying the session in the fragment.
    const res = await fetch(mail!.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/reset-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    // What detectSessionInUrl does with the fragment, then the reset form's updateUser.
    const set = await c.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(email);
    expect((await c.auth.updateUser({ password: 'new-password-1' })).error).toBeNull();
    const login = await client(rt.backend).auth.signInWithPassword({ email, password: 'new-password-1' });
    expect(login.error).toBeNull();
    // The link works once: a second visit redirects with GoTrue's error fragment.
    const reused = await fetch(mail!.link, { redirect: 'manual' });
    const errFragment = new URLSearchParams(new URL(reused.headers.get('location')!).hash.slice(1));
    expect(errFragment.get('error_code')).toBe('otp_expired');
  });

  it('recovery through verifyOtp: token_hash, or e-mail plus the code from the mail', async () => {
    const { email } = await signedIn(rt.backend, 'otp');
    const c = client(rt.backend);
    await c.auth.resetPasswordForEmail(email);
    const first = mailsTo(rt.outboxDir, email).at(-1)!;
    const hash = new URL(first.link).searchParams.get('token')!;
    const byHash = await c.auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(byHash.error).toBeNull();
    expect(byHash.data.session?.user.email).toBe(email);
    await c.auth.resetPasswordForEmail(email);
    const second = mailsTo(rt.outboxDir, email).at(-1)!;
    const byCode = await client(rt.backend).auth.verifyOtp({ email, token: second.otp, type: 'recovery' });
    expect(byCode.error).toBeNull();
    expect(jwtPayload(byCode.data.session!.access_token).amr).toEqual([
      { method: 'otp', timestamp: expect.any(Number) },
    ]);
    const stale = await client(rt.backend).auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(stale.error).toMatchObject({ status: 403, code: 'otp_expired' });
    // An unknown address is answered the same way and no mail is written.
    const unknown = uniqueEmail('ghost');
    expect((await c.auth.resetPasswordForEmail(unknown)).error).toBeNull();
    expect(mailsTo(rt.outboxDir, unknown)).toHaveLength(0);
  });

  it('signOut: global ends every session, others keeps the current one', async () => {
    const { client: a, email } = await signedIn(rt.backend, 'logout');
    const b = client(rt.backend);
    await b.auth.signInWithPassword({ email, password: 'correct-horse' });
    const { data: bSession } = await b.auth.getSession();
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.auth.getUser()).error).toBeNull();
    const bUser = await client(rt.backend).auth.getUser(bSession.session!.access_token);
    // GoTrue answers 403 session_not_found, which auth-js reports as AuthSessionMissingError.
    expect(bUser.error?.name).toBe('AuthSessionMissingError');

    const { data: aSession } = await a.auth.getSession();
    const token = aSession.session!.access_token;
    const refresh = aSession.session!.refresh_token;
    expect((await a.auth.signOut()).error).toBeNull();
    expect((await a.auth.getSession()).data.session).toBeNull();
    expect((await client(rt.backend).auth.getUser(token)).error?.name).toBe('AuthSessionMissingError');
    const dead = await client(rt.backend).auth.refreshSession({ refresh_token: refresh });
    expect(dead.error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('signOut local ends only the current session', async () => {
    const { client: a, email } = await signedIn(rt.backend, 'local');
    const b = client(rt.backend);
    await b.auth.signInWithPassword({ email, password: 'correct-horse' });
    const { data: aSession } = await a.auth.getSession();
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client(rt.backend).auth.getUser(aSession.session!.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
    expect((await b.auth.getUser()).error).toBeNull();
  });

  it('a token whose session is gone is 403 session_not_found on the wire', async () => {
    const { client: c, session } = await signedIn(rt.backend, 'gone');
    await c.auth.signOut();
    const res = await fetch(`${rt.backend.url}/auth/v1/user`, {
      headers: { apikey: rt.backend.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as Record<string, unknown>).code).toBe('session_not_found');
  });

  it('errors carry both shapes and the API version header; bad JSON is a 400, not a crash', async () => {
    const res = await fetch(`${rt.backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: rt.backend.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'bad_json', error_code: 'bad_json' });
    expect(body.msg).toBe(body.message);
    const user = await fetch(`${rt.backend.url}/auth/v1/user`, { headers: { apikey: rt.backend.anonKey } });
    expect(user.status).toBe(401);
    expect(((await user.json()) as Record<string, unknown>).code).toBe('no_authorization');
  });
});
