-- Purpose: staged rollouts need to know how each released version of an area fares with real visitors. The
-- shell records one row per area load (loaded, or failed and fell back); the release commands' `status`
-- reads the counts with the service-role key. Visitors may add rows, never read, change or delete them.
-- Tables: creates public.area_loads.

create table public.area_loads (
  id bigint generated always as identity primary key,
  area text not null check (area in ('character', 'builder', 'campaign', 'homebrew', 'account')),
  version text not null check (char_length(version) between 1 and 64),
  channel text not null check (channel in ('stable', 'canary')),
  outcome text not null check (outcome in ('loaded', 'failed')),
  phase text check (phase in ('load', 'mount')),
  message text check (char_length(message) <= 300),
  -- The signed-in visitor, if any: a report cannot be made in someone else's name.
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((outcome = 'failed') = (phase is not null))
);

create index area_loads_area_version on public.area_loads (area, version);

alter table public.area_loads enable row level security;

-- Select is granted but no policy allows it, so visitors read nothing; the service role reads for status.
revoke all on public.area_loads from public, anon, authenticated;
grant select on public.area_loads to anon, authenticated;
grant insert (area, version, channel, outcome, phase, message, user_id) on public.area_loads
  to anon, authenticated;
grant select on public.area_loads to service_role;

create policy "visitors report area loads" on public.area_loads
  for insert to anon, authenticated
  with check (user_id is null or user_id = auth.uid());
