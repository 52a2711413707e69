-- Purpose: the `private` schema (never exposed over the REST API) with the ONE place the homebrew caps live,
-- the server-side profanity masking and the small security definer helpers later policies use.
-- Tables: private.settings, private.profanity_blocklist (its rows come from the next migration).

create schema if not exists private;
-- Only the API roles need to reach the policy helpers; nobody else gets the schema by default.
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;
-- Functions are executable by PUBLIC unless told otherwise: here each helper is granted explicitly.
alter default privileges in schema private revoke execute on functions from public;

-- The homebrew caps (their values are ours; see supabase/README.md). Change them with an update,
-- no redeploy: `update private.settings set value = 300 where key = 'homebrew_creation_cap'`.
create table private.settings (
  key text primary key check (key ~ '^[a-z_]{1,64}$'),
  value integer not null check (value >= 0),
  description text not null
);
alter table private.settings enable row level security;
-- No policies: only the owner (migrations, security definer functions) reads or writes the settings.
revoke all on private.settings from anon, authenticated;

insert into private.settings (key, value, description) values
  ('homebrew_creation_cap', 200, 'Most homebrew rows one user may own across the seven kinds.'),
  ('homebrew_publish_cap', 50, 'Most public homebrew rows one user may own across the seven kinds.');

-- Reads one setting; a missing key is a deployment error, so it fails loudly instead of allowing everything.
create or replace function private.setting(p_key text)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v integer;
begin
  select s.value into v from private.settings s where s.key = p_key;
  if v is null then
    raise exception 'private.settings has no value for %', p_key;
  end if;
  return v;
end
$$;

-- The profanity blocklist: the same words as packages/rules/src/data/blocklist.ts (a test keeps them equal).
create table private.profanity_blocklist (
  word text primary key check (word = lower(btrim(word)) and word ~ '^[a-z]{1,40}$')
);
alter table private.profanity_blocklist enable row level security;
-- No policies: the list is read only by the masking function below (security definer).
revoke all on private.profanity_blocklist from anon, authenticated;

-- One whole-word, case-insensitive pattern over the list (null when the list is empty). Word characters are
-- letters, digits and underscore, as in the rules package's matcher.
create or replace function private.profanity_pattern()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select '(?<![[:alnum:]_])(' || string_agg(b.word, '|' order by length(b.word) desc, b.word) || ')(?![[:alnum:]_])'
  from private.profanity_blocklist b
$$;

-- A run of random mask symbols (# @ $ ! % * ?) of the given length.
create or replace function private.mask_symbols(p_length integer)
returns text
language sql
volatile
set search_path = ''
as $$
  select coalesce(string_agg(substr('#@$!%*?', 1 + floor(random() * 7)::integer, 1), ''), '')
  from generate_series(1, p_length)
$$;

-- Replaces every blocked whole word in p_text by symbols of the same length. The symbols are not word
-- characters, so each pass removes one match and the loop ends.
create or replace function private.mask_text(p_text text, p_pattern text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  result text := p_text;
  pos integer;
  stop integer;
begin
  if p_text is null or p_pattern is null or p_text !~* p_pattern then
    return p_text;
  end if;
  loop
    pos := regexp_instr(result, p_pattern, 1, 1, 0, 'i');
    exit when pos = 0;
    stop := regexp_instr(result, p_pattern, 1, 1, 1, 'i');
    result := overlay(result placing private.mask_symbols(stop - pos) from pos for stop - pos);
  end loop;
  return result;
end
$$;

-- Masks every string of a json document at any depth, except the values under id, created_at and user_id.
-- Object keys are left alone: they are field names, not user text.
create or replace function private.mask_jsonb(p_doc jsonb, p_pattern text)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  result jsonb;
begin
  if p_doc is null or p_pattern is null then
    return p_doc;
  end if;
  case jsonb_typeof(p_doc)
    when 'string' then
      return to_jsonb(private.mask_text(p_doc #>> '{}', p_pattern));
    when 'array' then
      select coalesce(jsonb_agg(private.mask_jsonb(e.value, p_pattern) order by e.ordinality), '[]'::jsonb)
        into result
        from jsonb_array_elements(p_doc) with ordinality as e(value, ordinality);
      return result;
    when 'object' then
      select coalesce(
          jsonb_object_agg(
            o.key,
            case when o.key in ('id', 'created_at', 'user_id') then o.value
                 else private.mask_jsonb(o.value, p_pattern) end),
          '{}'::jsonb)
        into result
        from jsonb_each(p_doc) as o;
      return result;
    else
      return p_doc;
  end case;
end
$$;

grant execute on function private.setting(text) to service_role;
