-- Purpose: load reports are limited per address, not per device id. The limit keyed a visitor by the signed-in
-- user, else the address, else the device id the shell sends (`client`); but the device id is the caller's own
-- choice, and on the embedded backend no address reached the database, so one anonymous request with 2,000
-- made-up device ids stored 2,000 forged `loaded` reports for a version. Now the caller's address comes first:
-- hosted Supabase's gateway passes it in request.headers (x-forwarded-for), and the embedded backend now does
-- the same from the socket. An account does not escape it either (accounts are cheap to make): a signed-in
-- visitor counts against their address too. The user, then one shared anonymous bucket, count only where no
-- address is known (direct database work under an API role). The device id is still stored with each report;
-- it no longer chooses a limit. The limits are as before: 600 an hour for an address (it may stand for a
-- shared network), 60 for a user or the anonymous bucket.
-- Functions: public.limit_area_loads (replaced; same trigger, same signature).

create or replace function public.limit_area_loads()
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
    'address:' || nullif(trim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    'user:' || auth.uid()::text,
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

revoke execute on function public.limit_area_loads() from public, anon, authenticated;
