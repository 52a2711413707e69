-- Purpose: campaigns (with the game master's Fear 0-12), their invites, characters (a jsonb document with a
-- server-incremented revision that refuses stale writes) and the live campaign dashboard, whose rows are
-- also the campaign membership: a user is a member of a campaign while one of their characters has a row.
-- Tables: campaigns, campaign_invites, characters, campaign_dashboard.
-- Writes that need more than one row (join, leave, kick, invite) go through the functions of a later migration.
-- Ids are `generated always`: a client can neither choose an id (squatting ids other users' inserts would
-- collide with) nor change one.

create table public.campaigns (
  id integer generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null constraint campaigns_name_length check (char_length(btrim(name)) between 1 and 100),
  fear smallint not null default 0 constraint campaigns_fear_range check (fear between 0 and 12),
  created_at timestamptz not null default now()
);
create index campaigns_user_id_idx on public.campaigns (user_id);
alter table public.campaigns enable row level security;

-- The invite lives apart from the campaign so members (who read campaigns, also over realtime) never see it.
create table public.campaign_invites (
  campaign_id integer primary key references public.campaigns (id) on delete cascade,
  invite text not null unique constraint campaign_invites_invite_format check (invite ~ '^[0-9a-f]{32}$'),
  created_at timestamptz not null default now()
);
alter table public.campaign_invites enable row level security;

create table public.characters (
  id integer generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  version text not null default '2.0' constraint characters_version_length check (char_length(version) between 1 and 16),
  campaign integer references public.campaigns (id) on delete set null,
  data jsonb not null default '{}'::jsonb
    constraint characters_data_object check (jsonb_typeof(data) = 'object')
    constraint characters_data_size check (octet_length(data::text) <= 1048576),
  revision integer not null default 1,
  -- Write-only precondition: every update must set it to the revision it is based on. It is stored as null,
  -- so an update that leaves it out is refused instead of silently overwriting a newer revision.
  expected_revision integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index characters_user_id_idx on public.characters (user_id);
create index characters_campaign_idx on public.characters (campaign);
alter table public.characters enable row level security;

create table public.campaign_dashboard (
  id integer generated always as identity primary key,
  campaign_id integer not null references public.campaigns (id) on delete cascade,
  -- One campaign per character at a time.
  character_id integer not null unique references public.characters (id) on delete cascade,
  -- The player, kept here so policies need no join to characters (which members cannot read).
  user_id uuid not null references auth.users (id) on delete cascade,
  character_name text not null default ''
    constraint campaign_dashboard_name_length check (char_length(character_name) <= 100),
  character_class text not null default ''
    constraint campaign_dashboard_class_length check (char_length(character_class) <= 200),
  character_level integer not null default 1
    constraint campaign_dashboard_level_range check (character_level between 1 and 10),
  health jsonb not null default '{"current": 0, "max": 0}'::jsonb,
  stress jsonb not null default '{"current": 0, "max": 0}'::jsonb,
  armor jsonb not null default '{"current": 0, "max": 0}'::jsonb,
  hope jsonb not null default '{"current": 0, "max": 0}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Each track is {current, max}, numbers within the sheet's limits (RESOURCES in @duality/rules: hit points,
  -- stress and armor slots at most 12, hope at most 10). coalesce: a missing key gives null, which a check
  -- would let through.
  constraint campaign_dashboard_health_track check (coalesce(
    jsonb_typeof(health -> 'current') = 'number' and jsonb_typeof(health -> 'max') = 'number'
    and (health ->> 'current')::numeric between 0 and 12 and (health ->> 'max')::numeric between 0 and 12, false)),
  constraint campaign_dashboard_stress_track check (coalesce(
    jsonb_typeof(stress -> 'current') = 'number' and jsonb_typeof(stress -> 'max') = 'number'
    and (stress ->> 'current')::numeric between 0 and 12 and (stress ->> 'max')::numeric between 0 and 12, false)),
  constraint campaign_dashboard_armor_track check (coalesce(
    jsonb_typeof(armor -> 'current') = 'number' and jsonb_typeof(armor -> 'max') = 'number'
    and (armor ->> 'current')::numeric between 0 and 12 and (armor ->> 'max')::numeric between 0 and 12, false)),
  constraint campaign_dashboard_hope_track check (coalesce(
    jsonb_typeof(hope -> 'current') = 'number' and jsonb_typeof(hope -> 'max') = 'number'
    and (hope ->> 'current')::numeric between 0 and 10 and (hope ->> 'max')::numeric between 0 and 10, false))
);
create index campaign_dashboard_campaign_id_idx on public.campaign_dashboard (campaign_id);
create index campaign_dashboard_user_id_idx on public.campaign_dashboard (user_id);
alter table public.campaign_dashboard enable row level security;

-- Policy helpers. security definer so a policy on one table can look at another without that table's policies
-- (and without recursion on campaign_dashboard); each answers only about the calling user.
create or replace function private.is_campaign_owner(p_campaign_id integer)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.campaigns c where c.id = p_campaign_id and c.user_id = (select auth.uid())
  )
$$;

create or replace function private.is_campaign_member(p_campaign_id integer)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.campaign_dashboard d
    where d.campaign_id = p_campaign_id and d.user_id = (select auth.uid())
  )
$$;

grant execute on function private.is_campaign_owner(integer), private.is_campaign_member(integer)
  to anon, authenticated, service_role;

-- campaigns
-- The owner sees their campaigns (the campaign list).
create policy campaigns_select_owner on public.campaigns for select to authenticated
  using (user_id = (select auth.uid()));
-- Players see the campaigns their characters joined (the dashboard header, live Fear).
create policy campaigns_select_member on public.campaigns for select to authenticated
  using ((select private.is_campaign_member(id)));
-- Anyone signed in may start a campaign, in their own name only.
create policy campaigns_insert_owner on public.campaigns for insert to authenticated
  with check (user_id = (select auth.uid()));
-- Only the owner renames it or moves the Fear tracker, and cannot hand it to someone else.
create policy campaigns_update_owner on public.campaigns for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
-- Only the owner deletes it (dashboard rows, invites and links go with it).
create policy campaigns_delete_owner on public.campaigns for delete to authenticated
  using (user_id = (select auth.uid()));

-- campaign_invites: minted only by generate_campaign_invite (security definer), so no write policies.
-- The owner may read the current invite to show the link again.
create policy campaign_invites_select_owner on public.campaign_invites for select to authenticated
  using ((select private.is_campaign_owner(campaign_id)));

-- characters
-- A character is private to its player: select, insert, update and delete only their own.
create policy characters_select_owner on public.characters for select to authenticated
  using (user_id = (select auth.uid()));
-- A player creates characters in their own name only.
create policy characters_insert_owner on public.characters for insert to authenticated
  with check (user_id = (select auth.uid()));
-- A player edits only their own characters and cannot give one away.
create policy characters_update_owner on public.characters for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
-- A player deletes only their own characters (their dashboard row goes with them).
create policy characters_delete_owner on public.characters for delete to authenticated
  using (user_id = (select auth.uid()));

-- campaign_dashboard: rows are created by join_campaign only (it checks the invite), so no insert policy.
-- The campaign owner watches every player's shared fields.
create policy campaign_dashboard_select_owner on public.campaign_dashboard for select to authenticated
  using ((select private.is_campaign_owner(campaign_id)));
-- Members see the table of their own campaign: by joining they agreed to share these fields with it.
create policy campaign_dashboard_select_member on public.campaign_dashboard for select to authenticated
  using ((select private.is_campaign_member(campaign_id)));
-- A player updates only the row of their own character.
create policy campaign_dashboard_update_player on public.campaign_dashboard for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
-- A player removes their own row: leaving revokes the sharing.
create policy campaign_dashboard_delete_player on public.campaign_dashboard for delete to authenticated
  using (user_id = (select auth.uid()));
-- The campaign owner removes any row of their campaign: a kick.
create policy campaign_dashboard_delete_owner on public.campaign_dashboard for delete to authenticated
  using ((select private.is_campaign_owner(campaign_id)));

-- Triggers

-- Characters: the server owns `revision`. Every update must carry `expected_revision`, the revision it is based
-- on; a missing one is refused (428), an older one too (409), and the server then increments `revision`.
-- Updates made by the database itself (a foreign key or a trigger clearing `campaign` after a leave, kick or
-- campaign deletion; pg_trigger_depth() > 1) need no precondition. A character starts outside any campaign,
-- joins one only through join_campaign (which creates the dashboard row first) and leaves only through
-- leave/kick/delete, so `campaign` always matches the dashboard.
create or replace function private.characters_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  by_database boolean := pg_trigger_depth() > 1;
begin
  if tg_op = 'INSERT' then
    new.revision := 1;
    new.expected_revision := null;
    if new.campaign is not null then
      raise exception 'A character joins a campaign only through an invite (join-campaign).'
        using errcode = '42501';
    end if;
    return new;
  end if;
  if not by_database then
    if new.expected_revision is null then
      raise exception 'A character update must carry expected_revision, the revision it is based on (the server is at revision %).',
        old.revision
        using errcode = 'PT428';
    end if;
    if new.expected_revision <> old.revision then
      raise exception 'Stale write refused: this character is at revision % on the server, but the update was based on revision %. Reload it and apply the change again.',
        old.revision, new.expected_revision
        using errcode = 'PT409';
    end if;
    if new.campaign is distinct from old.campaign and (new.campaign is null or not exists (
      select 1 from public.campaign_dashboard d where d.character_id = new.id and d.campaign_id = new.campaign
    )) then
      raise exception 'A character joins a campaign only through an invite and leaves it through leave-campaign.'
        using errcode = '42501';
    end if;
  end if;
  new.revision := old.revision + 1;
  new.expected_revision := null;
  new.updated_at := now();
  new.created_at := old.created_at;
  return new;
end
$$;
create trigger characters_before_write before insert or update on public.characters
  for each row execute function private.characters_before_write();

-- Dashboard rows never move to another campaign, character or player; updated_at is the server's.
create or replace function private.campaign_dashboard_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.campaign_id is distinct from old.campaign_id
     or new.character_id is distinct from old.character_id
     or new.user_id is distinct from old.user_id then
    raise exception 'A dashboard row keeps its campaign, character and player.' using errcode = '42501';
  end if;
  new.updated_at := now();
  new.created_at := old.created_at;
  return new;
end
$$;
create trigger campaign_dashboard_before_update before update on public.campaign_dashboard
  for each row execute function private.campaign_dashboard_before_update();

-- Leaving or being kicked (the row is deleted) also takes the character out of the campaign.
create or replace function private.campaign_dashboard_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.characters c set campaign = null
  where c.id = old.character_id and c.campaign = old.campaign_id;
  return old;
end
$$;
create trigger campaign_dashboard_after_delete after delete on public.campaign_dashboard
  for each row execute function private.campaign_dashboard_after_delete();
