-- Purpose: the database refuses a homebrew record whose document is not the shape of its kind, and public
-- homebrew can be browsed a page at a time, sorted by name and searched by name and text, fast with 10 000 rows.
-- Tables: homebrew_{items, weapons, armor, communities, ancestries, subclasses, classes} (a check constraint,
-- two generated columns and a partial index each).
--
-- The shape check mirrors the rules package's zod schema of each kind (packages/rules/src/schemas/homebrew.ts):
-- every required field present with its JSON type, enumerations and ranges where a wrong value would break a
-- sheet, descriptions within 5000 characters, every feature an object with a name and a description. Unknown extra keys are allowed (the app's parser
-- drops them). The client validates with the same schema before it sends; this check is what makes a record
-- written straight through the API unable to reach another user's sheet malformed.

create or replace function private.hb_type_is(p_value jsonb, p_type text)
returns boolean language sql immutable set search_path = ''
as $$ select p_value is not null and jsonb_typeof(p_value) = p_type $$;

-- An optional field: absent, JSON null, or of the type.
create or replace function private.hb_optional(p_doc jsonb, p_key text, p_type text)
returns boolean language sql immutable set search_path = ''
as $$ select not (p_doc ? p_key) or jsonb_typeof(p_doc -> p_key) in ('null', p_type) $$;

-- A text field within the rules' length limit (descriptions 5000 characters, names 100).
create or replace function private.hb_text(p_value jsonb, p_max integer)
returns boolean language sql immutable set search_path = ''
as $$ select private.hb_type_is(p_value, 'string') and char_length(p_value #>> '{}') <= p_max $$;

create or replace function private.hb_int_between(p_value jsonb, p_min numeric, p_max numeric)
returns boolean language sql immutable set search_path = ''
as $$
  select private.hb_type_is(p_value, 'number')
    and (p_value #>> '{}')::numeric = trunc((p_value #>> '{}')::numeric)
    and (p_value #>> '{}')::numeric between p_min and p_max
$$;

create or replace function private.hb_string_in(p_value jsonb, p_allowed text[])
returns boolean language sql immutable set search_path = ''
as $$ select private.hb_type_is(p_value, 'string') and (p_value #>> '{}') = any (p_allowed) $$;

-- An array of strings of at most p_max items.
create or replace function private.hb_strings(p_value jsonb, p_max integer)
returns boolean language sql immutable set search_path = ''
as $$
  select private.hb_type_is(p_value, 'array') and jsonb_array_length(p_value) <= p_max
    and not exists (select 1 from jsonb_array_elements(p_value) e where jsonb_typeof(e) <> 'string')
$$;

-- A feature: a named piece of game text with its optional structured parts.
create or replace function private.hb_feature(p_value jsonb)
returns boolean language sql immutable set search_path = ''
as $$
  select private.hb_type_is(p_value, 'object')
    and private.hb_text(p_value -> 'name', 100) and btrim(p_value ->> 'name') <> ''
    and private.hb_text(p_value -> 'description', 5000)
    and private.hb_optional(p_value, 'id', 'string')
    and private.hb_optional(p_value, 'modify', 'object')
    and private.hb_optional(p_value, 'charge', 'object')
    and private.hb_optional(p_value, 'effects', 'array')
    and private.hb_optional(p_value, 'modifyCharge', 'object')
    and private.hb_optional(p_value, 'companion', 'boolean')
    and private.hb_optional(p_value, 'shapeshift', 'boolean')
$$;

-- A list of at most 100 features.
create or replace function private.hb_features(p_value jsonb)
returns boolean language sql immutable set search_path = ''
as $$
  select private.hb_type_is(p_value, 'array') and jsonb_array_length(p_value) <= 100
    and not exists (select 1 from jsonb_array_elements(p_value) f where not private.hb_feature(f))
$$;

-- A list of features that each carry an id (ancestries and communities: the sheet refers to them by id).
create or replace function private.hb_features_with_ids(p_value jsonb)
returns boolean language sql immutable set search_path = ''
as $$
  select private.hb_features(p_value)
    and not exists (
      select 1 from jsonb_array_elements(p_value) f
      where not private.hb_type_is(f -> 'id', 'string') or f ->> 'id' = ''
    )
$$;

/* The shape of each kind's document (the jsonb `data`, without the row's own columns). */
create or replace function private.homebrew_shape_ok(p_kind text, d jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  ranges text[] := array['Melee', 'Very Close', 'Close', 'Far', 'Very Far'];
  domains text[] := array['arcana', 'blade', 'bone', 'codex', 'grace', 'midnight', 'sage', 'splendor', 'valor'];
  traits text[] := array['agility', 'strength', 'finesse', 'instinct', 'presence', 'knowledge'];
  t text;
begin
  if jsonb_typeof(d) <> 'object' then
    return false;
  end if;
  case p_kind
  when 'items' then
    return private.hb_text(d -> 'description', 5000)
      and private.hb_optional(d, 'consumable', 'boolean') and private.hb_optional(d, 'relic', 'boolean')
      and private.hb_optional(d, 'container', 'boolean')
      and (not (d ? 'tier') or jsonb_typeof(d -> 'tier') = 'null' or private.hb_int_between(d -> 'tier', 1, 4))
      and private.hb_optional(d, 'modify', 'object') and private.hb_optional(d, 'restore', 'object')
      and private.hb_optional(d, 'charge', 'object') and private.hb_optional(d, 'effects', 'array')
      and (not (d ? 'attach') or jsonb_typeof(d -> 'attach') = 'null' or (
        private.hb_string_in(d #> '{attach,type}', array['armor', 'weapon', 'meleeWeapon'])
        and private.hb_type_is(d #> '{attach,feature,name}', 'string')
        and private.hb_type_is(d #> '{attach,feature,description}', 'string')))
      and (not (d ? 'downtime') or jsonb_typeof(d -> 'downtime') = 'null'
        or private.hb_text(d #> '{downtime,description}', 5000))
      and private.hb_optional(d, 'onShortRest', 'object') and private.hb_optional(d, 'onLongRest', 'object');
  when 'weapons' then
    return private.hb_string_in(d -> 'slot', array['primary', 'secondary'])
      and private.hb_string_in(d -> 'trait',
        array['Agility', 'Strength', 'Finesse', 'Instinct', 'Presence', 'Knowledge', 'Spellcast'])
      and private.hb_string_in(d -> 'range', ranges)
      and private.hb_type_is(d -> 'damage', 'string')
      and (d ->> 'damage') ~* '^\s*-?\s*([0-9]{0,2}d(4|6|8|10|12|20)(\s*[+-]\s*[0-9]{1,3})?|[0-9]{1,3})\s*$'
      and private.hb_string_in(d -> 'damageType', array['physical', 'magical', 'any'])
      and private.hb_int_between(d -> 'tier', 1, 4) and private.hb_int_between(d -> 'burden', 1, 2)
      and (not (d ? 'feature') or jsonb_typeof(d -> 'feature') = 'null' or private.hb_feature(d -> 'feature'));
  when 'armor' then
    return private.hb_int_between(d -> 'score', 0, 99)
      and private.hb_int_between(d -> 'majorThreshold', 0, 999)
      and private.hb_int_between(d -> 'severeThreshold', 0, 999)
      and private.hb_int_between(d -> 'tier', 1, 4)
      and (not (d ? 'feature') or jsonb_typeof(d -> 'feature') = 'null' or private.hb_feature(d -> 'feature'));
  when 'ancestries' then
    return private.hb_text(d -> 'description', 5000) and private.hb_features_with_ids(d -> 'features');
  when 'communities' then
    return private.hb_text(d -> 'description', 5000) and private.hb_features_with_ids(d -> 'features')
      and (not (d ? 'personalities') or jsonb_typeof(d -> 'personalities') = 'null'
        or private.hb_strings(d -> 'personalities', 1000));
  when 'subclasses' then
    return private.hb_type_is(d -> 'class', 'string') and (not (d ? 'description') or jsonb_typeof(d -> 'description') = 'null' or private.hb_text(d -> 'description', 5000))
      and private.hb_features(d #> '{foundation,features}')
      and (not (d -> 'foundation' ? 'spellcast') or private.hb_string_in(d #> '{foundation,spellcast}', traits))
      and private.hb_features(d #> '{specialization,features}')
      and private.hb_features(d #> '{mastery,features}');
  when 'classes' then
    if not (private.hb_type_is(d -> 'domains', 'array') and jsonb_array_length(d -> 'domains') = 2
      and private.hb_string_in(d #> '{domains,0}', domains) and private.hb_string_in(d #> '{domains,1}', domains)) then
      return false;
    end if;
    foreach t in array traits loop
      if not private.hb_int_between(d #> array['suggestedTraits', t], -5, 5) then
        return false;
      end if;
    end loop;
    return private.hb_feature(d -> 'hopeAbility')
      and private.hb_int_between(d -> 'evasion', 0, 30)
      and private.hb_int_between(d -> 'startingHitPoints', 1, 12)
      and private.hb_strings(d #> '{startingGear,choose}', 100)
      and private.hb_features(d -> 'classFeatures')
      and private.hb_strings(d -> 'backgroundQuestions', 100)
      and private.hb_strings(d -> 'connectionQuestions', 100)
      and private.hb_type_is(d -> 'description', 'object')
      and private.hb_strings(d #> '{description,clothes}', 1000)
      and private.hb_strings(d #> '{description,attitude}', 1000);
  else
    return false;
  end case;
end
$$;

-- The text a browse search looks in: the name and every string anywhere in the document, lower-cased.
create or replace function private.homebrew_search_text(p_name text, p_data jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(p_name || ' ' || coalesce(
    (select string_agg(v #>> '{}', ' ') from jsonb_path_query(p_data, 'strict $.**') v where jsonb_typeof(v) = 'string'),
    ''))
$$;

grant execute on function private.homebrew_shape_ok(text, jsonb) to authenticated, service_role;
grant execute on function private.homebrew_search_text(text, jsonb) to anon, authenticated, service_role;

do $kinds$
declare
  kind text;
  hb text;
begin
  foreach kind in array array['items', 'weapons', 'armor', 'communities', 'ancestries', 'subclasses', 'classes'] loop
    hb := 'homebrew_' || kind;
    -- Generated columns are computed after the before-write trigger, so they see the masked name and text.
    execute format($sql$
      alter table public.%1$I
        add constraint %2$I check (private.homebrew_shape_ok(%3$L, data)),
        add column sort_name text generated always as (lower(name)) stored,
        add column search_text text generated always as (private.homebrew_search_text(name, data)) stored;
      create index %4$I on public.%1$I (sort_name, id) where public;
      $sql$,
      hb, hb || '_data_shape', kind, hb || '_browse_idx');
  end loop;
end
$kinds$;

-- An item needs only a description, so a new item starts as one with an empty description; the other kinds
-- have required fields without a sensible default and must be sent whole.
alter table public.homebrew_items alter column data set default '{"description": ""}'::jsonb;
