// What hosted Supabase provides before the first migration runs, so migrations written for it run unchanged
// here. Every statement is idempotent: it runs on every start, and on a real PostgreSQL the
// roles are cluster-wide, so they may already exist (created by another database or another test).

/** Roles: created when missing; a concurrent creator (another database on the same cluster) is tolerated. */
const roles = `
do $roles$
declare
  r record;
begin
  for r in select * from (values
    ('anon', 'nologin noinherit'),
    ('authenticated', 'nologin noinherit'),
    ('service_role', 'nologin noinherit bypassrls'),
    ('authenticator', 'login noinherit'),
    ('supabase_admin', 'nologin'),
    ('supabase_auth_admin', 'nologin noinherit'),
    ('supabase_realtime_admin', 'nologin noinherit'),
    ('dashboard_user', 'nologin')
  ) as t(name, opts)
  loop
    if not exists (select 1 from pg_roles where rolname = r.name) then
      begin
        execute format('create role %I %s', r.name, r.opts);
      exception when duplicate_object or unique_violation then
        null; -- created meanwhile by another database of the same cluster
      end;
    end if;
  end loop;
  begin
    -- A 2023 Supabase migration switched the API roles to inherit.
    alter role anon inherit;
    alter role authenticated inherit;
    alter role service_role inherit;
    grant anon, authenticated, service_role to authenticator;
  exception when insufficient_privilege then
    -- A database user without CREATEROLE (roles prepared by someone else) can still run the backend.
    raise notice 'role attributes left as they are: %', sqlerrm;
  end;
end
$roles$;
`;

/** The current user (the owner that runs migrations) must be able to SET ROLE to the API roles. */
const ownerMembership = `
do $own$
begin
  if not (select rolsuper from pg_roles where rolname = current_user) then
    begin
      execute format('grant anon, authenticated, service_role to %I', current_user);
    exception when insufficient_privilege then
      raise notice 'could not grant the API roles to %: an administrator must (or requests cannot set role)', current_user;
    end;
  end if;
end
$own$;
`;

const extensions = `
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
do $ext$
begin
  begin
    create extension if not exists "uuid-ossp" with schema extensions;
  exception when others then
    raise notice 'uuid-ossp unavailable: %', sqlerrm;
  end;
  begin
    create extension if not exists pgcrypto with schema extensions;
  exception when others then
    raise notice 'pgcrypto unavailable: %', sqlerrm;
  end;
end
$ext$;
`;

/** Hosted Supabase grants every new public object to the API roles: RLS is the only protection. */
const publicGrants = `
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
`;

/** The GoTrue tables (the columns migrations and seed files rely on) and its helper functions. */
const authSchema = `
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
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
  session_id uuid references auth.sessions (id) on delete cascade
);

create or replace function auth.uid() returns uuid language sql stable as $f$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$f$;
create or replace function auth.role() returns text language sql stable as $f$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$f$;
create or replace function auth.email() returns text language sql stable as $f$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$f$;
create or replace function auth.jwt() returns jsonb language sql stable as $f$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$f$;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;
`;

/**
 * Realtime conventions: the publication migrations add tables to, and the realtime schema private channels use.
 * If a server refuses CREATE PUBLICATION, the emulation table realtime.emulated_publication_tables stands in
 * (see README); PGlite 0.5 accepts publications, so this is a fallback only.
 */
const realtimeSchema = `
do $pub$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
exception when others then
  raise notice 'publications unsupported (%); realtime uses realtime.emulated_publication_tables', sqlerrm;
end
$pub$;

create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;
create table if not exists realtime.emulated_publication_tables (
  schemaname name not null,
  tablename name not null,
  primary key (schemaname, tablename)
);
create table if not exists realtime.messages (
  id bigserial primary key,
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now()
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;
grant usage on sequence realtime.messages_id_seq to anon, authenticated, service_role;
create or replace function realtime.topic() returns text language sql stable as $f$
  select nullif(current_setting('realtime.topic', true), '')::text
$f$;
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void language sql as $f$
  insert into realtime.messages (payload, event, topic, private, extension)
  values (payload, event, topic, private, 'broadcast')
$f$;
grant execute on function realtime.topic(), realtime.send(jsonb, text, text, boolean)
  to anon, authenticated, service_role;
`;

/**
 * The schema cache's clock (src/rest/schema-cache.ts): an event trigger moves it in the same transaction as
 * every DDL statement (drops included), so a request naming a table, column or function the cache does not
 * know can tell with one small read whether the schema changed since the cache was loaded, instead of waiting
 * for a reload. A table row, not a sequence: a sequence moves before the DDL commits, and a reload in between
 * would record the new value with the old schema. Event triggers need a superuser; without one the clock is
 * left out and the cache reloads on every unknown name, as before.
 */
const schemaGeneration = `
-- A new schema grants nothing to anyone: the API roles cannot read or change the generation.
create schema if not exists supabase_local;
create table if not exists supabase_local.schema_generation (
  only_row boolean primary key default true check (only_row),
  value bigint not null default 0
);
insert into supabase_local.schema_generation (only_row) values (true) on conflict do nothing;
create or replace function supabase_local.next_schema_generation() returns event_trigger
language plpgsql security definer set search_path = '' as $f$
begin
  update supabase_local.schema_generation set value = value + 1;
end
$f$;
do $watch$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'supabase_local_schema_changed') then
    create event trigger supabase_local_schema_changed on ddl_command_end
      execute function supabase_local.next_schema_generation();
  end if;
exception when insufficient_privilege then
  raise notice 'no event triggers (%): the schema cache reloads for every unknown name', sqlerrm;
end
$watch$;
`;

/** Where applied migrations are recorded (the same table the Supabase CLI uses). */
const migrationsSchema = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  applied_at timestamptz not null default now()
);
`;

/** The bootstrap, in the order it must run. */
export const bootstrapSql: readonly string[] = [
  roles,
  ownerMembership,
  extensions,
  publicGrants,
  authSchema,
  realtimeSchema,
  schemaGeneration,
  migrationsSchema,
];

/** The search path hosted Supabase gives the API roles, so unqualified uuid_generate_v4() works. */
export const searchPath = `"$user", public, extensions`;
