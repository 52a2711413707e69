-- Purpose: a dashboard track is a count of slots, and the app reads `current` and `max` as whole numbers; the
-- range checks of campaign_dashboard let a fraction through (2.5 hit points was stored, and the campaign
-- dashboard then left that player's row out as unreadable). Found by fuzzing the REST API.
-- Tables: campaign_dashboard (one more check per track). NOT VALID: rows already stored are not re-checked
-- (a deploy must not fail on them); every new write is.

create or replace function private.track_is_whole(p_track jsonb)
returns boolean language sql immutable set search_path = ''
as $$
  select coalesce(
    (p_track ->> 'current')::numeric = trunc((p_track ->> 'current')::numeric)
      and (p_track ->> 'max')::numeric = trunc((p_track ->> 'max')::numeric),
    false)
$$;

alter table public.campaign_dashboard
  add constraint campaign_dashboard_health_whole check (private.track_is_whole(health)) not valid,
  add constraint campaign_dashboard_stress_whole check (private.track_is_whole(stress)) not valid,
  add constraint campaign_dashboard_armor_whole check (private.track_is_whole(armor)) not valid,
  add constraint campaign_dashboard_hope_whole check (private.track_is_whole(hope)) not valid;
