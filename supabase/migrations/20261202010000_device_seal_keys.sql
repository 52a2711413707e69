-- Purpose: the key that seals a user's data kept in a browser (their waiting changes, roll outbox and kept
-- copies; packages/stores/src/device). The browser keeps only a copy while that user is signed in there and
-- removes it when the session ends; the sealed data then opens again only when the server gives the key to
-- that user's next session, so the next person on the same browser can neither read nor change it.
-- Tables: private.device_seal_keys (new). Functions: device_seal_key (new).

create table private.device_seal_keys (
  user_id uuid primary key references auth.users (id) on delete cascade,
  secret bytea not null default extensions.gen_random_bytes(32) check (octet_length(secret) = 32),
  created_at timestamptz not null default now()
);
alter table private.device_seal_keys enable row level security;
-- No policies: only device_seal_key reads or writes a key, and only the caller's own.
revoke all on private.device_seal_keys from anon, authenticated;

-- The caller's seal key (base64 of 32 random bytes), made on first use; the same for every session of the user.
create or replace function public.device_seal_key()
returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  v_secret bytea;
begin
  insert into private.device_seal_keys (user_id) values (uid) on conflict (user_id) do nothing;
  select k.secret into v_secret from private.device_seal_keys k where k.user_id = uid;
  return encode(v_secret, 'base64');
end
$$;
revoke execute on function public.device_seal_key() from public, anon;
grant execute on function public.device_seal_key() to authenticated, service_role;
