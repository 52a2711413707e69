-- Purpose: one write path for a character and the game master's view of it. save_character writes the
-- character document (with the revision check every character update carries) and, when the character is in a
-- campaign, its dashboard row, in ONE transaction: a refused save (stale 409, missing 428, not found 404, a
-- check that fails) writes neither row, and an accepted one always brings the row along. The client retries
-- only this one call (its outbox), so an edit made offline reaches the game master when the outbox drains.
-- Tables: characters, campaign_dashboard (written, nothing created).
--
-- Where the row's numbers come from, so the row cannot disagree with the document the server accepted:
--  * name, level and the marked count of every track (`current`) are read from the saved document here;
--  * the class text and each track's size (`max`) need the game content and the player's homebrew (the rules'
--    deriveSheet over the catalog, in TypeScript), which the database does not hold: the client sends them,
--    derived from the very document of this call (`dashboardSummary` in @duality/rules). Without them the row
--    keeps its class text and sizes. `current` is clamped to the size, as dashboardSummary does, so both sides
--    agree on every number for the same document.
-- security invoker: row level security decides, as for a plain update (a player saves only their own
-- character, and updates only their own row).

-- A dashboard track from the document's marked count and the sent (or kept) size: whole numbers, 0..limit.
create or replace function private.dashboard_track(p_marked jsonb, p_sent jsonb, p_kept jsonb, p_limit integer)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with size as (
    select least(greatest(trunc(coalesce(
      case when jsonb_typeof(p_sent -> 'max') = 'number' then (p_sent ->> 'max')::numeric end,
      case when jsonb_typeof(p_kept -> 'max') = 'number' then (p_kept ->> 'max')::numeric end,
      0)), 0), p_limit)::integer as max
  )
  select jsonb_build_object(
    'current', least(greatest(trunc(coalesce(
      case when jsonb_typeof(p_marked) = 'number' then p_marked::text::numeric end,
      0)), 0), size.max)::integer,
    'max', size.max)
  from size
$$;
grant execute on function private.dashboard_track(jsonb, jsonb, jsonb, integer) to authenticated, service_role;

-- Saves the caller's character at the revision it is based on and, in a campaign, its dashboard row.
-- p_summary: the client's dashboardSummary of p_data ({character_class, health: {max}, …}); may be null.
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
  update public.campaign_dashboard d
     set character_name = left(coalesce(saved.data ->> 'name', ''), 100),
         character_level = case when level_text ~ '^[0-9]{1,2}$'
                             then least(greatest(level_text::integer, 1), 10) else d.character_level end,
         character_class = coalesce(left(p_summary ->> 'character_class', 200), d.character_class),
         health = private.dashboard_track(saved.data -> 'resources' -> 'health', p_summary -> 'health', d.health, 12),
         stress = private.dashboard_track(saved.data -> 'resources' -> 'stress', p_summary -> 'stress', d.stress, 12),
         armor = private.dashboard_track(saved.data -> 'resources' -> 'armor', p_summary -> 'armor', d.armor, 12),
         hope = private.dashboard_track(saved.data -> 'resources' -> 'hope', p_summary -> 'hope', d.hope, 10)
   where d.character_id = saved.id and d.campaign_id = saved.campaign;
  return saved;
end
$$;
revoke execute on function public.save_character(integer, integer, text, jsonb, jsonb) from public, anon;
grant execute on function public.save_character(integer, integer, text, jsonb, jsonb) to authenticated, service_role;
