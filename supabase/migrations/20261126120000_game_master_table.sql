-- Purpose: the game master's table. A campaign's roll log (the last 200 rolls; a member logs rolls
-- only for their own character in the campaign; the GM reads them all, players only when the GM shares the log),
-- Fear from rolls (a player adds exactly one Fear per action roll with Fear they made, tied to that roll row,
-- capped at 12; only the GM spends or sets Fear, through campaigns' owner policy), countdowns (GM only; players
-- read the visible ones) and saved encounters (GM only; players read an adversary card only once it is revealed).
-- Tables: campaign_settings, campaign_rolls, campaign_countdowns, campaign_encounters,
-- campaign_encounter_adversaries. Function: add_fear_from_roll. Every JSON column has a size limit; the numbers
-- mirror @duality/rules (FEAR_MAX, countdownSchema, ENCOUNTER_LIMITS).

-- Helpers (security definer so a policy can look at the dashboard without its policies; fixed search_path).

-- The caller plays this character in this campaign (their own character's dashboard row is there).
create or replace function private.plays_in_campaign(p_campaign_id integer, p_character_id integer)
returns boolean language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.campaign_dashboard d
    where d.campaign_id = p_campaign_id and d.character_id = p_character_id and d.user_id = (select auth.uid())
  )
$$;

-- A JSON array of at most p_max non-empty strings, each at most p_len characters (a card's conditions).
create or replace function private.json_short_strings_ok(p_value jsonb, p_max integer, p_len integer)
returns boolean language sql immutable set search_path = ''
as $$
  select jsonb_typeof(p_value) = 'array' and jsonb_array_length(p_value) <= p_max
    and not exists (
      select 1 from jsonb_array_elements(p_value) e
      where jsonb_typeof(e) <> 'string' or char_length(e #>> '{}') not between 1 and p_len
    )
$$;

-- Rows per parent, so a client cannot grow a campaign without bound: TG_ARGV = (parent column, cap, what).
-- Serialized per parent so concurrent inserts cannot overshoot.
create or replace function private.gm_row_cap()
returns trigger language plpgsql security definer set search_path = ''
as $$
declare
  parent_col text := tg_argv[0];
  cap integer := tg_argv[1]::integer;
  parent integer := (to_jsonb(new) ->> parent_col)::integer;
  n integer;
begin
  perform pg_advisory_xact_lock(hashtext(tg_table_name), parent);
  execute format('select count(*) from public.%I where %I = $1', tg_table_name, parent_col) into n using parent;
  if n >= cap then
    raise exception 'This campaign already has % %, the most it can keep.', cap, tg_argv[2] using errcode = 'PT403';
  end if;
  return new;
end
$$;

grant execute on function private.plays_in_campaign(integer, integer) to authenticated, service_role;
grant execute on function private.json_short_strings_ok(jsonb, integer, integer) to authenticated, service_role;

-- campaign_settings: one row per campaign, made by the GM when they first change a setting.
create table public.campaign_settings (
  campaign_id integer primary key references public.campaigns (id) on delete cascade,
  roll_log_shared boolean not null default false,
  updated_at timestamptz not null default now()
);
alter table public.campaign_settings enable row level security;
-- The GM reads and changes their campaign's settings.
create policy campaign_settings_select_owner on public.campaign_settings for select to authenticated
  using ((select private.is_campaign_owner(campaign_id)));
-- Players read them (whether the roll log is shared with them).
create policy campaign_settings_select_member on public.campaign_settings for select to authenticated
  using ((select private.is_campaign_member(campaign_id)));
-- Only the GM creates the row.
create policy campaign_settings_insert_owner on public.campaign_settings for insert to authenticated
  with check ((select private.is_campaign_owner(campaign_id)));
-- Only the GM changes it (the row cannot be moved to another campaign: the key stays the GM's).
create policy campaign_settings_update_owner on public.campaign_settings for update to authenticated
  using ((select private.is_campaign_owner(campaign_id)))
  with check ((select private.is_campaign_owner(campaign_id)));
-- Only the GM removes it (back to the defaults).
create policy campaign_settings_delete_owner on public.campaign_settings for delete to authenticated
  using ((select private.is_campaign_owner(campaign_id)));

-- The GM shares the roll log with the players of this campaign.
create or replace function private.roll_log_shared(p_campaign_id integer)
returns boolean language sql stable security definer set search_path = ''
as $$
  select coalesce((select s.roll_log_shared from public.campaign_settings s where s.campaign_id = p_campaign_id), false)
$$;

grant execute on function private.roll_log_shared(integer) to authenticated, service_role;

-- campaign_rolls: the roll log. The outcome is computed from the dice, never sent: a client cannot log a roll
-- "with Fear" whose dice say Hope.
create table public.campaign_rolls (
  id bigint generated always as identity primary key,
  campaign_id integer not null references public.campaigns (id) on delete cascade,
  character_id integer not null references public.characters (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- Copied from the dashboard row by the server (members cannot read characters).
  character_name text not null default '',
  kind text not null constraint campaign_rolls_kind check (kind in ('action', 'reaction', 'damage', 'other')),
  label text not null constraint campaign_rolls_label_length check (char_length(btrim(label)) between 1 and 100),
  hope_die smallint constraint campaign_rolls_hope_die check (hope_die between 1 and 12),
  fear_die smallint constraint campaign_rolls_fear_die check (fear_die between 1 and 12),
  -- Every other die rolled, e.g. [{"die": 6, "value": 4}]: small and bounded.
  dice jsonb not null default '[]'::jsonb
    constraint campaign_rolls_dice_shape check (jsonb_typeof(dice) = 'array' and jsonb_array_length(dice) <= 40)
    constraint campaign_rolls_dice_size check (octet_length(dice::text) <= 2048),
  modifier integer not null default 0 constraint campaign_rolls_modifier check (modifier between -100 and 100),
  total integer not null constraint campaign_rolls_total check (total between -1000 and 10000),
  outcome text generated always as (
    case when hope_die is null or fear_die is null then null
         when hope_die = fear_die then 'critical'
         when hope_die > fear_die then 'hope'
         else 'fear' end
  ) stored,
  -- Set by add_fear_from_roll only: this roll has given the GM its Fear.
  fear_given boolean not null default false,
  created_at timestamptz not null default now(),
  -- Action and reaction rolls carry both Duality Dice; the other kinds carry neither.
  constraint campaign_rolls_duality check (
    case when kind in ('action', 'reaction') then hope_die is not null and fear_die is not null
         else hope_die is null and fear_die is null end)
);
create index campaign_rolls_campaign_idx on public.campaign_rolls (campaign_id, id desc);
create index campaign_rolls_user_idx on public.campaign_rolls (user_id);
alter table public.campaign_rolls enable row level security;
-- The GM sees every roll of their campaign, live.
create policy campaign_rolls_select_owner on public.campaign_rolls for select to authenticated
  using ((select private.is_campaign_owner(campaign_id)));
-- Players see the campaign's rolls only while the GM shares the log.
create policy campaign_rolls_select_member on public.campaign_rolls for select to authenticated
  using ((select private.is_campaign_member(campaign_id)) and (select private.roll_log_shared(campaign_id)));
-- A player always sees the rolls they made themselves.
create policy campaign_rolls_select_own on public.campaign_rolls for select to authenticated
  using (user_id = (select auth.uid()));
-- A member logs rolls only in their own name, for their own character in that campaign.
create policy campaign_rolls_insert_player on public.campaign_rolls for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.plays_in_campaign(campaign_id, character_id)));
-- No update policy: a logged roll never changes. The GM clears the log.
create policy campaign_rolls_delete_owner on public.campaign_rolls for delete to authenticated
  using ((select private.is_campaign_owner(campaign_id)));

-- The server's columns: the name from the dashboard, the time, and no Fear given yet.
create or replace function private.campaign_rolls_before_insert()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  new.character_name := coalesce((select d.character_name from public.campaign_dashboard d
    where d.character_id = new.character_id and d.campaign_id = new.campaign_id), '');
  new.fear_given := false;
  new.created_at := now();
  return new;
end
$$;
create trigger campaign_rolls_before_insert before insert on public.campaign_rolls
  for each row execute function private.campaign_rolls_before_insert();

-- The log keeps the session: the last 200 rolls of each campaign.
create or replace function private.campaign_rolls_keep_last()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.campaign_rolls r
  where r.campaign_id = new.campaign_id
    and r.id <= (select x.id from public.campaign_rolls x where x.campaign_id = new.campaign_id
                 order by x.id desc offset 200 limit 1);
  return null;
end
$$;
create trigger campaign_rolls_keep_last after insert on public.campaign_rolls
  for each row execute function private.campaign_rolls_keep_last();

-- Fear from a roll: one Fear for one action roll with Fear, made by the caller, still in the log and not used
-- before; never more than 12. The row lock makes two calls with the same roll add one Fear, not two.
create or replace function public.add_fear_from_roll(p_roll_id bigint)
returns smallint
language plpgsql volatile security definer set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  r public.campaign_rolls;
  result smallint;
begin
  select * into r from public.campaign_rolls where id = p_roll_id for update;
  if r.id is null or r.user_id <> uid then
    raise exception 'That roll is not one of yours in this campaign.' using errcode = 'PT404';
  end if;
  if not exists (select 1 from public.campaign_dashboard d
                 where d.campaign_id = r.campaign_id and d.character_id = r.character_id and d.user_id = uid) then
    raise exception 'Only a player in the campaign can give its game master Fear.' using errcode = 'PT403';
  end if;
  if r.kind <> 'action' or r.outcome is distinct from 'fear' then
    raise exception 'Only an action roll with Fear gives the game master a Fear.' using errcode = 'PT400';
  end if;
  if r.fear_given then
    raise exception 'This roll has already given its Fear.' using errcode = 'PT409';
  end if;
  update public.campaign_rolls set fear_given = true where id = r.id;
  update public.campaigns set fear = least(fear + 1, 12) where id = r.campaign_id returning fear into result;
  return result;
end
$$;
revoke all on function public.add_fear_from_roll(bigint) from public, anon;
grant execute on function public.add_fear_from_roll(bigint) to authenticated, service_role;

-- campaign_countdowns
create table public.campaign_countdowns (
  id integer generated always as identity primary key,
  campaign_id integer not null references public.campaigns (id) on delete cascade,
  name text not null constraint campaign_countdowns_name_length check (char_length(btrim(name)) between 1 and 80),
  kind text not null default 'standard'
    constraint campaign_countdowns_kind check (kind in ('standard', 'dynamic', 'progress', 'consequence')),
  loop text not null default 'none'
    constraint campaign_countdowns_loop check (loop in ('none', 'loop', 'increasing', 'decreasing')),
  start smallint not null constraint campaign_countdowns_start check (start between 1 and 99),
  value smallint not null constraint campaign_countdowns_value check (value between 0 and 99),
  long_term boolean not null default false,
  visible boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint campaign_countdowns_value_within_start check (value <= start)
);
create index campaign_countdowns_campaign_idx on public.campaign_countdowns (campaign_id);
alter table public.campaign_countdowns enable row level security;
-- The GM sees all of their campaign's countdowns, hidden ones included.
create policy campaign_countdowns_select_owner on public.campaign_countdowns for select to authenticated
  using ((select private.is_campaign_owner(campaign_id)));
-- Players see only the visible ones: a hidden countdown never reaches them, over REST or realtime.
create policy campaign_countdowns_select_member on public.campaign_countdowns for select to authenticated
  using (visible and (select private.is_campaign_member(campaign_id)));
-- Only the GM creates, names, ticks, shows or hides and removes a countdown.
create policy campaign_countdowns_insert_owner on public.campaign_countdowns for insert to authenticated
  with check ((select private.is_campaign_owner(campaign_id)));
create policy campaign_countdowns_update_owner on public.campaign_countdowns for update to authenticated
  using ((select private.is_campaign_owner(campaign_id)))
  with check ((select private.is_campaign_owner(campaign_id)));
create policy campaign_countdowns_delete_owner on public.campaign_countdowns for delete to authenticated
  using ((select private.is_campaign_owner(campaign_id)));
create trigger campaign_countdowns_cap before insert on public.campaign_countdowns
  for each row execute function private.gm_row_cap('campaign_id', '50', 'countdowns');

-- campaign_encounters: a fight the GM saved with the campaign, with the builder's settings.
create table public.campaign_encounters (
  id integer generated always as identity primary key,
  campaign_id integer not null references public.campaigns (id) on delete cascade,
  name text not null constraint campaign_encounters_name_length check (char_length(btrim(name)) between 1 and 100),
  environment_id text constraint campaign_encounters_environment_id check (environment_id ~ '^[a-z0-9_]{1,100}$'),
  -- The builder's settings (party size and tier, easier or harder, boosted damage): a small object.
  plan jsonb not null default '{}'::jsonb
    constraint campaign_encounters_plan_object check (jsonb_typeof(plan) = 'object')
    constraint campaign_encounters_plan_size check (octet_length(plan::text) <= 4096),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Lets each card name its encounter and campaign together (one foreign key keeps them consistent).
  constraint campaign_encounters_id_campaign unique (id, campaign_id)
);
create index campaign_encounters_campaign_idx on public.campaign_encounters (campaign_id);
alter table public.campaign_encounters enable row level security;
-- Encounters are the GM's alone: players never read one.
create policy campaign_encounters_select_owner on public.campaign_encounters for select to authenticated
  using ((select private.is_campaign_owner(campaign_id)));
create policy campaign_encounters_insert_owner on public.campaign_encounters for insert to authenticated
  with check ((select private.is_campaign_owner(campaign_id)));
create policy campaign_encounters_update_owner on public.campaign_encounters for update to authenticated
  using ((select private.is_campaign_owner(campaign_id)))
  with check ((select private.is_campaign_owner(campaign_id)));
create policy campaign_encounters_delete_owner on public.campaign_encounters for delete to authenticated
  using ((select private.is_campaign_owner(campaign_id)));
create trigger campaign_encounters_cap before insert on public.campaign_encounters
  for each row execute function private.gm_row_cap('campaign_id', '50', 'encounters');

-- campaign_encounter_adversaries: one card per adversary of an encounter, with what the GM marked on it.
create table public.campaign_encounter_adversaries (
  id integer generated always as identity primary key,
  encounter_id integer not null,
  campaign_id integer not null,
  adversary_id text not null constraint campaign_encounter_adversaries_adversary_id
    check (adversary_id ~ '^[a-z0-9_]{1,100}$'),
  label text not null default '' constraint campaign_encounter_adversaries_label_length check (char_length(label) <= 100),
  position smallint not null default 0 constraint campaign_encounter_adversaries_position check (position between 0 and 99),
  hp_marked smallint not null default 0 constraint campaign_encounter_adversaries_hp check (hp_marked between 0 and 99),
  stress_marked smallint not null default 0
    constraint campaign_encounter_adversaries_stress check (stress_marked between 0 and 99),
  conditions jsonb not null default '[]'::jsonb
    constraint campaign_encounter_adversaries_conditions_size check (octet_length(conditions::text) <= 1024)
    constraint campaign_encounter_adversaries_conditions_shape check (private.json_short_strings_ok(conditions, 10, 40)),
  -- Players read this card (its numbers included) only once the GM reveals it.
  revealed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (encounter_id, campaign_id) references public.campaign_encounters (id, campaign_id) on delete cascade
);
create index campaign_encounter_adversaries_encounter_idx on public.campaign_encounter_adversaries (encounter_id);
create index campaign_encounter_adversaries_campaign_idx on public.campaign_encounter_adversaries (campaign_id);
alter table public.campaign_encounter_adversaries enable row level security;
-- The GM sees every card.
create policy campaign_encounter_adversaries_select_owner on public.campaign_encounter_adversaries
  for select to authenticated using ((select private.is_campaign_owner(campaign_id)));
-- Players see a card only once it is revealed, and only in their own campaign.
create policy campaign_encounter_adversaries_select_member on public.campaign_encounter_adversaries
  for select to authenticated using (revealed and (select private.is_campaign_member(campaign_id)));
-- Only the GM adds, marks, reveals and removes cards.
create policy campaign_encounter_adversaries_insert_owner on public.campaign_encounter_adversaries
  for insert to authenticated with check ((select private.is_campaign_owner(campaign_id)));
create policy campaign_encounter_adversaries_update_owner on public.campaign_encounter_adversaries
  for update to authenticated
  using ((select private.is_campaign_owner(campaign_id)))
  with check ((select private.is_campaign_owner(campaign_id)));
create policy campaign_encounter_adversaries_delete_owner on public.campaign_encounter_adversaries
  for delete to authenticated using ((select private.is_campaign_owner(campaign_id)));
create trigger campaign_encounter_adversaries_cap before insert on public.campaign_encounter_adversaries
  for each row execute function private.gm_row_cap('encounter_id', '40', 'adversaries in one encounter');

-- Rows never move to another campaign (or encounter); updated_at and created_at are the server's.
create or replace function private.gm_row_before_update()
returns trigger language plpgsql set search_path = ''
as $$
begin
  if (to_jsonb(new) ->> 'campaign_id') is distinct from (to_jsonb(old) ->> 'campaign_id')
     or (to_jsonb(new) ->> 'encounter_id') is distinct from (to_jsonb(old) ->> 'encounter_id') then
    raise exception 'A row of the game master''s table stays in its campaign.' using errcode = '42501';
  end if;
  new.updated_at := now();
  if tg_table_name <> 'campaign_settings' then
    new.created_at := old.created_at;
  end if;
  return new;
end
$$;
create trigger campaign_settings_before_update before update on public.campaign_settings
  for each row execute function private.gm_row_before_update();
create trigger campaign_countdowns_before_update before update on public.campaign_countdowns
  for each row execute function private.gm_row_before_update();
create trigger campaign_encounters_before_update before update on public.campaign_encounters
  for each row execute function private.gm_row_before_update();
create trigger campaign_encounter_adversaries_before_update before update on public.campaign_encounter_adversaries
  for each row execute function private.gm_row_before_update();

-- Realtime: the UI watches these tables; RLS applies per subscriber as for the dashboard (a hidden countdown or
-- card, or an unshared log, sends a player nothing). Replica identity stays DEFAULT: a delete carries only the id.
-- One way to publish a table for realtime, for this migration and the ones after it (the first publication,
-- 20260601000700, wrote the same block inline): the real publication where the server has one, else the table
-- supabase-local's emulation reads (its README). Idempotent.
create function private.publish_for_realtime(p_tables text[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  t text;
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    foreach t in array p_tables loop
      if not exists (
        select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t
      ) then
        execute format('alter publication supabase_realtime add table public.%I', t);
      end if;
    end loop;
  else
    foreach t in array p_tables loop
      insert into realtime.emulated_publication_tables (schemaname, tablename) values ('public', t)
      on conflict do nothing;
    end loop;
  end if;
end
$$;
revoke all on function private.publish_for_realtime(text[]) from public;

select private.publish_for_realtime(array['campaign_settings', 'campaign_rolls', 'campaign_countdowns',
  'campaign_encounters', 'campaign_encounter_adversaries']);
