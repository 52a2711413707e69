// The auth tables this module writes, created idempotently with GoTrue's column names so that migrations and
// seeds written for hosted Supabase (which read auth.users, join auth.sessions, ...) keep working. The core
// bootstrap owns auth.users; the `add column if not exists` lines only fill in what an older bootstrap lacks.
import type { Db } from '../contract';

const SCHEMA_SQL = `
create schema if not exists auth;
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
alter table auth.users add column if not exists phone text default null;
alter table auth.users add column if not exists recovery_token varchar(255);
alter table auth.users add column if not exists recovery_sent_at timestamptz;
alter table auth.users add column if not exists email_change varchar(255);
alter table auth.users add column if not exists email_change_token_new varchar(255);
alter table auth.users add column if not exists email_change_sent_at timestamptz;
alter table auth.users add column if not exists last_sign_in_at timestamptz;
alter table auth.users add column if not exists raw_app_meta_data jsonb;
alter table auth.users add column if not exists raw_user_meta_data jsonb;
alter table auth.users add column if not exists is_anonymous boolean not null default false;
alter table auth.users add column if not exists banned_until timestamptz;
alter table auth.users add column if not exists deleted_at timestamptz;
create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users(id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  unique (provider_id, provider)
);
create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  refreshed_at timestamp,
  user_agent text,
  not_after timestamptz
);
create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions(id) on delete cascade
);
create table if not exists auth.mfa_amr_claims (
  id uuid primary key,
  session_id uuid not null references auth.sessions(id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null
);
create table if not exists auth.attempt_windows (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);
create table if not exists auth.known_addresses (
  user_id uuid not null references auth.users(id) on delete cascade,
  address text not null,
  last_seen timestamptz not null default now(),
  primary key (user_id, address)
);
`;

const ready = new WeakMap<Db, Promise<void>>();

/** Runs the schema SQL once per Db (concurrent first requests share the same promise). */
export function ensureAuthSchema(db: Db): Promise<void> {
  let p = ready.get(db);
  if (!p) {
    p = db.admin(async (tx) => {
      // Serialized with other backends starting on the same PostgreSQL database (concurrent DDL races).
      await tx.query('select pg_advisory_xact_lock(7346002)');
      // One statement at a time: the pg driver's extended protocol refuses several statements per query.
      for (const stmt of SCHEMA_SQL.split(';\n')) {
        if (stmt.trim()) await tx.query(stmt);
      }
    });
    p.catch(() => ready.delete(db));
    ready.set(db, p);
  }
  return p;
}
