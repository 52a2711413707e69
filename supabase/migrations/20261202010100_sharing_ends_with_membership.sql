-- Purpose: what a campaign reads of a character ends with the character's membership. A player who leaves, or
-- is kicked, loses their dashboard row (Evasion, thresholds and conditions with it) and, from now on, in the same
-- transaction, every roll of that character in the campaign's log: the game master and the other players read
-- none of them afterwards, and their screens hear the deletes live. Rolls left behind by characters that had
-- already left are deleted here. A dashboard track never holds more marked than available (the save already
-- keeps it so), and the whole-number checks, added NOT VALID before every stored row was made whole
-- (20261201000100), now hold for every row.
-- Tables: campaign_rolls (rows of characters no longer in their campaign deleted), campaign_dashboard (four checks
-- added, four validated). Functions: private.campaign_dashboard_after_delete (replaced).

-- As in 20260601000300 (the character is out of the campaign), and its rolls leave the log with it. Every way a
-- row goes (leave_campaign, kick_from_campaign, the player's own delete, a deleted character) passes here.
create or replace function private.campaign_dashboard_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.characters c set campaign = null
  where c.id = old.character_id and c.campaign = old.campaign_id;
  delete from public.campaign_rolls r
  where r.campaign_id = old.campaign_id and r.character_id = old.character_id;
  return old;
end
$$;

delete from public.campaign_rolls r
 where not exists (select 1 from public.campaign_dashboard d
                    where d.campaign_id = r.campaign_id and d.character_id = r.character_id);

-- Marked slots within the available ones, for rows written before the save kept them so.
update public.campaign_dashboard d
   set health = jsonb_set(d.health, '{current}', d.health -> 'max')
 where d.health -> 'current' > d.health -> 'max';
update public.campaign_dashboard d
   set stress = jsonb_set(d.stress, '{current}', d.stress -> 'max')
 where d.stress -> 'current' > d.stress -> 'max';
update public.campaign_dashboard d
   set armor = jsonb_set(d.armor, '{current}', d.armor -> 'max')
 where d.armor -> 'current' > d.armor -> 'max';
update public.campaign_dashboard d
   set hope = jsonb_set(d.hope, '{current}', d.hope -> 'max')
 where d.hope -> 'current' > d.hope -> 'max';

-- jsonb compares two numbers by value (and never raises on another type: the _track checks refuse those).
alter table public.campaign_dashboard
  add constraint campaign_dashboard_health_within check (coalesce(health -> 'current' <= health -> 'max', false)),
  add constraint campaign_dashboard_stress_within check (coalesce(stress -> 'current' <= stress -> 'max', false)),
  add constraint campaign_dashboard_armor_within check (coalesce(armor -> 'current' <= armor -> 'max', false)),
  add constraint campaign_dashboard_hope_within check (coalesce(hope -> 'current' <= hope -> 'max', false));

alter table public.campaign_dashboard validate constraint campaign_dashboard_health_whole;
alter table public.campaign_dashboard validate constraint campaign_dashboard_stress_whole;
alter table public.campaign_dashboard validate constraint campaign_dashboard_armor_whole;
alter table public.campaign_dashboard validate constraint campaign_dashboard_hope_whole;
