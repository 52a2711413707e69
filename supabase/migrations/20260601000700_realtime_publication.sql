-- Purpose: live updates for campaigns (Fear, name, deletion), the dashboard and the seven campaign
-- homebrew link tables. Realtime applies each table's select policies per subscriber, so members get only
-- their campaign's rows. Homebrew tables themselves are not published: clients fetch a linked row by id.
-- Tables: campaigns, campaign_dashboard, campaign_homebrew_{kind} (publication supabase_realtime).

do $pub$
declare
  t text;
  tables text[] := array['campaigns', 'campaign_dashboard', 'campaign_homebrew_items', 'campaign_homebrew_weapons',
    'campaign_homebrew_armor', 'campaign_homebrew_communities', 'campaign_homebrew_ancestries',
    'campaign_homebrew_subclasses', 'campaign_homebrew_classes'];
begin
  -- Replica identity stays DEFAULT (primary key) on purpose: RLS is not applied to DELETE events, so every
  -- subscriber of a table hears of a delete; with the default identity the event carries only the id, never
  -- the row (a dashboard row's name and hit points). Hosted Realtime cannot filter deletes anyway, so clients
  -- match a DELETE by id against the rows they hold.
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    foreach t in array tables loop
      if not exists (
        select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t
      ) then
        execute format('alter publication supabase_realtime add table public.%I', t);
      end if;
    end loop;
  else
    -- supabase-local on a server without publications reads this table instead (its README).
    foreach t in array tables loop
      insert into realtime.emulated_publication_tables (schemaname, tablename) values ('public', t)
      on conflict do nothing;
    end loop;
  end if;
end
$pub$;
