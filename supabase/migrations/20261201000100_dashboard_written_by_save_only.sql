-- Purpose: a dashboard row is written by the character's save only. A player could update
-- every column of their own row directly: numbers that disagreed with the character, another character's name
-- (which the roll log then carried), and megabytes of junk beside a track's `current` and `max`.
-- Tables: campaign_dashboard (update policy dropped, UPDATE revoked from the API roles, each track exactly
-- {current, max}, a name unique in its campaign). Functions: save_character (replaced: security definer, the
-- caller's own character only), private.campaign_dashboard_unique_name (new, trigger).

drop policy campaign_dashboard_update_player on public.campaign_dashboard;
revoke update on public.campaign_dashboard from anon, authenticated;

-- Tracks already stored with extra keys (or a fraction a NOT VALID check let through) keep their numbers only.
update public.campaign_dashboard d
   set health = jsonb_build_object('current', trunc((d.health ->> 'current')::numeric), 'max', trunc((d.health ->> 'max')::numeric)),
       stress = jsonb_build_object('current', trunc((d.stress ->> 'current')::numeric), 'max', trunc((d.stress ->> 'max')::numeric)),
       armor = jsonb_build_object('current', trunc((d.armor ->> 'current')::numeric), 'max', trunc((d.armor ->> 'max')::numeric)),
       hope = jsonb_build_object('current', trunc((d.hope ->> 'current')::numeric), 'max', trunc((d.hope ->> 'max')::numeric))
 where d.health - 'current' - 'max' <> '{}'::jsonb or d.stress - 'current' - 'max' <> '{}'::jsonb
    or d.armor - 'current' - 'max' <> '{}'::jsonb or d.hope - 'current' - 'max' <> '{}'::jsonb
    or not (private.track_is_whole(d.health) and private.track_is_whole(d.stress)
            and private.track_is_whole(d.armor) and private.track_is_whole(d.hope));

-- A track is {current, max} and nothing else (the range and whole-number checks are already there).
alter table public.campaign_dashboard
  add constraint campaign_dashboard_health_keys check (case when jsonb_typeof(health) = 'object'
    then health - 'current' - 'max' = '{}'::jsonb else false end),
  add constraint campaign_dashboard_stress_keys check (case when jsonb_typeof(stress) = 'object'
    then stress - 'current' - 'max' = '{}'::jsonb else false end),
  add constraint campaign_dashboard_armor_keys check (case when jsonb_typeof(armor) = 'object'
    then armor - 'current' - 'max' = '{}'::jsonb else false end),
  add constraint campaign_dashboard_hope_keys check (case when jsonb_typeof(hope) = 'object'
    then hope - 'current' - 'max' = '{}'::jsonb else false end);

-- A name another row of the campaign already has (case and outer spaces aside) gets " (2)", " (3)"…: a player
-- cannot pass as another player's character on the dashboard or in the roll log. Serialized per campaign so two
-- saves at once cannot both take a name. Empty names (a character not yet named) are left alone.
create or replace function private.campaign_dashboard_unique_name()
returns trigger language plpgsql security definer set search_path = ''
as $$
declare
  base text := btrim(new.character_name);
  candidate text := new.character_name;
  n integer := 1;
begin
  if base = '' then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('campaign_dashboard_name'), new.campaign_id);
  while exists (select 1 from public.campaign_dashboard d
                 where d.campaign_id = new.campaign_id and d.id <> new.id
                   and lower(btrim(d.character_name)) = lower(btrim(candidate))) loop
    n := n + 1;
    candidate := left(base, 100 - char_length(' (' || n || ')')) || ' (' || n || ')';
  end loop;
  new.character_name := candidate;
  return new;
end
$$;
create trigger campaign_dashboard_unique_name before insert or update of character_name on public.campaign_dashboard
  for each row execute function private.campaign_dashboard_unique_name();

-- As in 20261126150000, but security definer: the dashboard row is no longer the player's to update, so the
-- save writes it as the table's owner, after checking the character is the caller's (row level security no
-- longer decides here).
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
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  saved public.characters;
  level_text text;
  stress_track jsonb;
begin
  -- The characters trigger checks the revision (PT428 / PT409) and raises: the transaction then writes nothing.
  update public.characters
     set data = p_data, version = p_version, expected_revision = p_expected_revision
   where id = p_id and user_id = uid
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
   where d.character_id = saved.id and d.campaign_id = saved.campaign and d.user_id = uid;
  return saved;
end
$$;
revoke execute on function public.save_character(integer, integer, text, jsonb, jsonb) from public, anon;
grant execute on function public.save_character(integer, integer, text, jsonb, jsonb) to authenticated, service_role;

-- The save now runs its helpers as its owner: the API roles no longer need them.
revoke execute on function
  private.dashboard_track(jsonb, jsonb, jsonb, integer),
  private.dashboard_number(jsonb, integer, integer, integer),
  private.dashboard_conditions(jsonb, jsonb)
  from anon, authenticated;
