-- Purpose: the game master's dashboard at a glance, no sheet opened: each character's Evasion, damage
-- thresholds and conditions beside its tracks. Tables: campaign_dashboard (three columns and a list added);
-- functions: save_character (replaced: writes them with the rest of the row, in the same transaction).
--
-- Where the numbers come from, as for the tracks' sizes: Evasion and the thresholds need the game content
-- (deriveSheet over the catalog, in TypeScript), so the client sends them in its summary of the very document
-- saved; without them the row keeps what it had. The conditions are read from the saved document here, plus
-- Vulnerable while every Stress slot is marked (the rules' activeConditions), so they cannot disagree with it.

alter table public.campaign_dashboard
  add column evasion integer not null default 0
    constraint campaign_dashboard_evasion_range check (evasion between 0 and 99),
  add column major_threshold integer not null default 0
    constraint campaign_dashboard_major_range check (major_threshold between 0 and 999),
  add column severe_threshold integer not null default 0
    constraint campaign_dashboard_severe_range check (severe_threshold between 0 and 999),
  add column conditions text[] not null default '{}'
    constraint campaign_dashboard_conditions_known check (
      conditions <@ array['hidden', 'restrained', 'vulnerable']::text[] and cardinality(conditions) <= 3);

-- A whole number within [low, high] from a sent jsonb value, or the kept one when nothing usable was sent.
create or replace function private.dashboard_number(p_sent jsonb, p_kept integer, p_low integer, p_high integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_sent) = 'number'
              then least(greatest(trunc(p_sent::text::numeric), p_low), p_high)::integer
              else p_kept end
$$;
grant execute on function private.dashboard_number(jsonb, integer, integer, integer) to authenticated, service_role;

-- The conditions in play for a saved document: the known ones it sets, in the rules' order, plus Vulnerable
-- while every Stress slot is marked (as activeConditions in @duality/rules; p_stress is the row's track).
create or replace function private.dashboard_conditions(p_conditions jsonb, p_stress jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(c.name order by c.position), '{}')
    from (values (1, 'hidden'), (2, 'restrained'), (3, 'vulnerable')) as c(position, name)
   where (jsonb_typeof(p_conditions) = 'array' and p_conditions ? c.name)
      or (c.name = 'vulnerable'
          and (p_stress ->> 'max')::integer > 0
          and (p_stress ->> 'current')::integer >= (p_stress ->> 'max')::integer)
$$;
grant execute on function private.dashboard_conditions(jsonb, jsonb) to authenticated, service_role;

-- As in 20261126000100, plus Evasion, the thresholds (p_summary: evasion, major_threshold, severe_threshold)
-- and the conditions.
create or replace function public.save_character(
  p_id integer,
  p_expected_revision integer,
  p_version text,
  p_data jsonb,
  p_summary jsonb default null
)
returns public.characters
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  saved public.characters;
  level_text text;
  stress_track jsonb;
begin
  perform private.require_user();
  -- The characters trigger checks the revision (PT428 / PT409) and raises: the transaction then writes nothing.
  update public.characters
     set data = p_data, version = p_version, expected_revision = p_expected_revision
   where id = p_id
  returning * into saved;
  if saved.id is null then
    raise exception 'Character not found.' using errcode = 'PT404';
  end if;
  if saved.campaign is null then
    return saved;
  end if;
  level_text := saved.data ->> 'level';
  select private.dashboard_track(saved.data -> 'resources' -> 'stress', p_summary -> 'stress', d.stress, 12)
    into stress_track
    from public.campaign_dashboard d
   where d.character_id = saved.id and d.campaign_id = saved.campaign;
  update public.campaign_dashboard d
     set character_name = left(coalesce(saved.data ->> 'name', ''), 100),
         character_level = case when level_text ~ '^[0-9]{1,2}$'
                             then least(greatest(level_text::integer, 1), 10) else d.character_level end,
         character_class = coalesce(left(p_summary ->> 'character_class', 200), d.character_class),
         health = private.dashboard_track(saved.data -> 'resources' -> 'health', p_summary -> 'health', d.health, 12),
         stress = stress_track,
         armor = private.dashboard_track(saved.data -> 'resources' -> 'armor', p_summary -> 'armor', d.armor, 12),
         hope = private.dashboard_track(saved.data -> 'resources' -> 'hope', p_summary -> 'hope', d.hope, 10),
         evasion = private.dashboard_number(p_summary -> 'evasion', d.evasion, 0, 99),
         major_threshold = private.dashboard_number(p_summary -> 'major_threshold', d.major_threshold, 0, 999),
         severe_threshold = private.dashboard_number(p_summary -> 'severe_threshold', d.severe_threshold, 0, 999),
         conditions = private.dashboard_conditions(saved.data -> 'conditions', stress_track)
   where d.character_id = saved.id and d.campaign_id = saved.campaign;
  return saved;
end
$$;
revoke execute on function public.save_character(integer, integer, text, jsonb, jsonb) from public, anon;
grant execute on function public.save_character(integer, integer, text, jsonb, jsonb) to authenticated, service_role;
