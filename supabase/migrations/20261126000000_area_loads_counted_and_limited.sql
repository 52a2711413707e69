-- Purpose: `status` must be able to trust its numbers (security review N4). Two changes:
--  1. Counting happens in the database: area_load_summary() returns loads and failures per area and version
--     (a handful of rows however many reports there are), so REST's 1000-row cap no longer hides the newest
--     versions' loads. Only the service role may call it, as only it may read the reports.
--  2. Visitors' reports are limited per client and hour, so one client cannot inflate or drown a version:
--     the client is the signed-in user, else the caller's address where the API gateway passes it (hosted
--     Supabase puts x-forwarded-for in request.headers), else the device id the shell sends (`client`), else
--     one shared anonymous bucket. A report over the limit is not stored (the insert succeeds with no row,
--     so a visitor's page never sees an error) and is counted in area_load_refusals, which status shows.
--     The service role (the operator's tools) is not limited.
-- Tables: alters public.area_loads (client); creates public.area_load_windows, public.area_load_refusals.

alter table public.area_loads
  add column client text check (client is null or char_length(client) between 8 and 64);
grant insert (client) on public.area_loads to anon, authenticated;

-- Reports per client per hour. Only the trigger below (security definer) touches it.
create table public.area_load_windows (
  client text not null,
  window_start timestamptz not null,
  reports integer not null,
  primary key (client, window_start)
);
alter table public.area_load_windows enable row level security;
revoke all on public.area_load_windows from public, anon, authenticated;

-- Refused reports per hour: bounded (one row an hour), whatever a forger sends.
create table public.area_load_refusals (
  window_start timestamptz primary key,
  refused bigint not null
);
alter table public.area_load_refusals enable row level security;
revoke all on public.area_load_refusals from public, anon, authenticated;
grant select on public.area_load_refusals to service_role;

-- Most reports one client may add in an hour: a visitor loads each of five areas a few times in a session,
-- so 60 is far above honest use. An address may stand for many visitors (a shared network): 600.
create function public.area_load_limit(p_client text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_client like 'address:%' then 600 else 60 end
$$;

create function public.limit_area_loads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  reporter text;
  this_hour timestamptz := date_trunc('hour', now());
  sent integer;
begin
  -- The operator's tools and direct database work are trusted; only the API's visitor roles are limited.
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  reporter := coalesce(
    'user:' || auth.uid()::text,
    'address:' || nullif(trim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    'device:' || new.client,
    'anonymous'
  );
  insert into public.area_load_windows as w (client, window_start, reports)
  values (reporter, this_hour, 1)
  on conflict (client, window_start) do update set reports = w.reports + 1
  returning w.reports into sent;
  if sent = 1 then
    -- A new window: forget the ones no limit looks at any more.
    delete from public.area_load_windows where window_start < this_hour - interval '1 day';
  end if;
  if sent > public.area_load_limit(reporter) then
    insert into public.area_load_refusals as r (window_start, refused)
    values (this_hour, 1)
    on conflict (window_start) do update set refused = r.refused + 1;
    return null;
  end if;
  return new;
end;
$$;

create trigger area_loads_limited
  before insert on public.area_loads
  for each row execute function public.limit_area_loads();

-- Loads and failures per area and version, counted where the rows are.
create function public.area_load_summary()
returns table (area text, version text, loads bigint, failures bigint)
language sql
stable
set search_path = ''
as $$
  select l.area, l.version,
    count(*) filter (where l.outcome = 'loaded'),
    count(*) filter (where l.outcome = 'failed')
  from public.area_loads l
  group by l.area, l.version
  order by l.area, l.version
$$;

-- Refused reports in all: what the limit kept out.
create function public.area_load_refused()
returns bigint
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(r.refused), 0)::bigint from public.area_load_refusals r
$$;

revoke execute on function public.area_load_summary() from public, anon, authenticated;
revoke execute on function public.area_load_refused() from public, anon, authenticated;
revoke execute on function public.limit_area_loads() from public, anon, authenticated;
revoke execute on function public.area_load_limit(text) from public, anon, authenticated;
grant execute on function public.area_load_summary() to service_role;
grant execute on function public.area_load_refused() to service_role;
