// Rows of auth.users / auth.sessions / auth.refresh_tokens and their JSON shape (GoTrue models/user.go).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../contract';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | Date | null;
  recovery_token: string | null;
  recovery_sent_at: string | Date | null;
  last_sign_in_at: string | Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  is_anonymous: boolean | null;
  banned_until: string | Date | null;
  deleted_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
}

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, recovery_token,
  recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, is_anonymous, banned_until, deleted_at,
  created_at, updated_at`;

export async function userByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null limit 1`,
    [email.toLowerCase()],
  );
  return r.rows[0];
}

export async function userById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return r.rows[0];
}

export async function insertUser(
  tx: Tx,
  email: string,
  passwordHash: string,
  userMetadata: Record<string, unknown>,
): Promise<UserRow> {
  const id = randomUUID();
  // GoTrue merges the email identity's data into user_metadata (sub, email, email_verified, phone_verified).
  const meta = { ...userMetadata, sub: id, email, email_verified: true, phone_verified: false };
  const app = { provider: 'email', providers: ['email'] };
  // A real INSERT, so that triggers on auth.users (the usual handle_new_user pattern) fire.
  const r = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
       $4::jsonb, $5::jsonb, false, now(), now())
     returning ${USER_COLUMNS}`,
    [id, email, passwordHash, JSON.stringify(app), JSON.stringify(meta)],
  );
  // GoTrue also records the e-mail identity; seeds and triggers written for hosted Supabase may read it.
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now(), now())`,
    [id, id, JSON.stringify({ sub: id, email, email_verified: true, phone_verified: false })],
  );
  return r.rows[0]!;
}

export async function updateUserRow(tx: Tx, id: string, set: Record<string, unknown>): Promise<UserRow> {
  const keys = Object.keys(set);
  const assignments = keys.map((k, i) => `${k} = $${i + 2}${k.startsWith('raw_') ? '::jsonb' : ''}`);
  const values = keys.map((k) => (k.startsWith('raw_') ? JSON.stringify(set[k]) : set[k]));
  const r = await tx.query<UserRow>(
    `update auth.users set ${[...assignments, 'updated_at = now()'].join(', ')} where id = $1
     returning ${USER_COLUMNS}`,
    [id, ...values],
  );
  return r.rows[0]!;
}

function iso(v: string | Date | null | undefined): string | undefined {
  if (v === null || v === undefined) return undefined;
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

/** The User JSON of GoTrue (omitempty fields left out when unset). */
export function userJson(u: UserRow): Record<string, unknown> {
  const confirmed = iso(u.email_confirmed_at);
  const json: Record<string, unknown> = {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: confirmed,
    phone: u.phone ?? '',
    confirmed_at: confirmed,
    recovery_sent_at: iso(u.recovery_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: u.id,
        id: u.id,
        user_id: u.id,
        identity_data: { sub: u.id, email: u.email, email_verified: true, phone_verified: false },
        provider: 'email',
        last_sign_in_at: iso(u.last_sign_in_at),
        created_at: iso(u.created_at),
        updated_at: iso(u.updated_at),
        email: u.email,
      },
    ],
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous ?? false,
  };
  for (const k of Object.keys(json)) if (json[k] === undefined) delete json[k];
  return json;
}

export async function insertSession(tx: Tx, userId: string, method: string): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, now(), now())`,
    [id, userId],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, authentication_method) values ($1, $2, $3)`,
    [randomUUID(), id, method],
  );
  return id;
}

export async function sessionExists(tx: Tx, sessionId: string, userId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const r = await tx.query(`select 1 from auth.sessions where id = $1 and user_id = $2`, [sessionId, userId]);
  return r.rows.length > 0;
}

/** When the session was created (its sign-in), for the recent-sign-in rule of password and e-mail changes. */
export async function sessionCreatedAt(tx: Tx, sessionId: string): Promise<number | null> {
  const r = await tx.query<{ ts: number | string }>(
    `select extract(epoch from created_at)::bigint as ts from auth.sessions where id = $1`,
    [sessionId],
  );
  return r.rows[0] ? Number(r.rows[0].ts) : null;
}

export async function sessionAmr(
  tx: Tx,
  sessionId: string,
): Promise<{ method: string; timestamp: number }[]> {
  const r = await tx.query<{ authentication_method: string; ts: number | string }>(
    `select authentication_method, extract(epoch from created_at)::bigint as ts
       from auth.mfa_amr_claims where session_id = $1 order by created_at`,
    [sessionId],
  );
  return r.rows.map((x) => ({ method: x.authentication_method, timestamp: Number(x.ts) }));
}

/** An opaque random string, like GoTrue's refresh tokens (their format is not part of the protocol). */
export function newRefreshTokenString(): string {
  return randomBytes(16).toString('base64url').slice(0, 16);
}

export async function insertRefreshToken(
  tx: Tx,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshTokenString();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
    [token, userId, parent, sessionId],
  );
  return token;
}

export interface RefreshTokenRow {
  id: string | number;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: string | Date;
}

export async function refreshTokenRow(tx: Tx, token: string): Promise<RefreshTokenRow | undefined> {
  const r = await tx.query<RefreshTokenRow>(
    `select id, token, user_id, revoked, parent, session_id, updated_at from auth.refresh_tokens
      where token = $1 for update`,
    [token],
  );
  return r.rows[0];
}
