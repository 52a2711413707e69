-- The database's shape after every migration in supabase/migrations, read back from the catalog: what each
-- table, policy and function is TODAY, without replaying the chain. Generated, do not edit; after adding a
-- migration, run `node scripts/pnpm.mjs --filter @duality/supabase-db schema` (a test fails until you do).
-- Definitions are PostgreSQL's own (pg_get_functiondef, pg_get_constraintdef, ...), every name qualified;
-- lists are sorted by name, columns stay in table order. Owners are left out: every object is owned by the
-- role that runs the migrations, whose own privileges are implied.

-- ======== schemas ========

create schema private;
grant usage on schema private to anon;
grant usage on schema private to authenticated;
grant usage on schema private to service_role;

-- schema public
grant usage on schema public to anon;
grant usage on schema public to authenticated;
grant usage on schema public to public;
grant usage on schema public to service_role;
comment on schema public is 'standard public schema';

alter default privileges for role postgres revoke execute on functions from public;
alter default privileges for role postgres in schema public grant execute on functions to anon;
alter default privileges for role postgres in schema public grant execute on functions to authenticated;
alter default privileges for role postgres in schema public grant execute on functions to service_role;
alter default privileges for role postgres in schema public grant select, update, usage on sequences to anon;
alter default privileges for role postgres in schema public grant select, update, usage on sequences to authenticated;
alter default privileges for role postgres in schema public grant select, update, usage on sequences to service_role;
alter default privileges for role postgres in schema public grant delete, insert, references, select, trigger, truncate, update on tables to anon;
alter default privileges for role postgres in schema public grant delete, insert, references, select, trigger, truncate, update on tables to authenticated;
alter default privileges for role postgres in schema public grant delete, insert, references, select, trigger, truncate, update on tables to service_role;

-- ======== sequences (an identity column makes its own with its table) ========

grant select, update, usage on sequence public.area_loads_id_seq to anon;
grant select, update, usage on sequence public.area_loads_id_seq to authenticated;
grant select, update, usage on sequence public.area_loads_id_seq to service_role;
grant select, update, usage on sequence public.campaign_countdowns_id_seq to anon;
grant select, update, usage on sequence public.campaign_countdowns_id_seq to authenticated;
grant select, update, usage on sequence public.campaign_countdowns_id_seq to service_role;
grant select, update, usage on sequence public.campaign_dashboard_id_seq to anon;
grant select, update, usage on sequence public.campaign_dashboard_id_seq to authenticated;
grant select, update, usage on sequence public.campaign_dashboard_id_seq to service_role;
grant select, update, usage on sequence public.campaign_encounter_adversaries_id_seq to anon;
grant select, update, usage on sequence public.campaign_encounter_adversaries_id_seq to authenticated;
grant select, update, usage on sequence public.campaign_encounter_adversaries_id_seq to service_role;
grant select, update, usage on sequence public.campaign_encounters_id_seq to anon;
grant select, update, usage on sequence public.campaign_encounters_id_seq to authenticated;
grant select, update, usage on sequence public.campaign_encounters_id_seq to service_role;
grant select, update, usage on sequence public.campaign_homebrew_ancestries_id_seq to anon;
grant select, update, usage on sequence public.campaign_homebrew_ancestries_id_seq to authenticated;
grant select, update, usage on sequence public.campaign_homebrew_ancestries_id_seq to service_role;
grant select, update, usage on sequence public.campaign_homebrew_armor_id_seq to anon;
grant select, update, usage on sequence public.campaign_homebrew_armor_id_seq to authenticated;
grant select, update, usage on sequence public.campaign_homebrew_armor_id_seq to service_role;
grant select, update, usage on sequence public.campaign_homebrew_classes_id_seq to anon;
grant select, update, usage on sequence public.campaign_homebrew_classes_id_seq to authenticated;
grant select, update, usage on sequence public.campaign_homebrew_classes_id_seq to service_role;
grant select, update, usage on sequence public.campaign_homebrew_communities_id_seq to anon;
grant select, update, usage on sequence public.campaign_homebrew_communities_id_seq to authenticated;
grant select, update, usage on sequence public.campaign_homebrew_communities_id_seq to service_role;
grant select, update, usage on sequence public.campaign_homebrew_items_id_seq to anon;
grant select, update, usage on sequence public.campaign_homebrew_items_id_seq to authenticated;
grant select, update, usage on sequence public.campaign_homebrew_items_id_seq to service_role;
grant select, update, usage on sequence public.campaign_homebrew_subclasses_id_seq to anon;
grant select, update, usage on sequence public.campaign_homebrew_subclasses_id_seq to authenticated;
grant select, update, usage on sequence public.campaign_homebrew_subclasses_id_seq to service_role;
grant select, update, usage on sequence public.campaign_homebrew_weapons_id_seq to anon;
grant select, update, usage on sequence public.campaign_homebrew_weapons_id_seq to authenticated;
grant select, update, usage on sequence public.campaign_homebrew_weapons_id_seq to service_role;
grant select, update, usage on sequence public.campaign_rolls_id_seq to anon;
grant select, update, usage on sequence public.campaign_rolls_id_seq to authenticated;
grant select, update, usage on sequence public.campaign_rolls_id_seq to service_role;
grant select, update, usage on sequence public.campaigns_id_seq to anon;
grant select, update, usage on sequence public.campaigns_id_seq to authenticated;
grant select, update, usage on sequence public.campaigns_id_seq to service_role;
grant select, update, usage on sequence public.characters_id_seq to anon;
grant select, update, usage on sequence public.characters_id_seq to authenticated;
grant select, update, usage on sequence public.characters_id_seq to service_role;
grant select, update, usage on sequence public.homebrew_ancestries_id_seq to anon;
grant select, update, usage on sequence public.homebrew_ancestries_id_seq to authenticated;
grant select, update, usage on sequence public.homebrew_ancestries_id_seq to service_role;
grant select, update, usage on sequence public.homebrew_armor_id_seq to anon;
grant select, update, usage on sequence public.homebrew_armor_id_seq to authenticated;
grant select, update, usage on sequence public.homebrew_armor_id_seq to service_role;
grant select, update, usage on sequence public.homebrew_classes_id_seq to anon;
grant select, update, usage on sequence public.homebrew_classes_id_seq to authenticated;
grant select, update, usage on sequence public.homebrew_classes_id_seq to service_role;
grant select, update, usage on sequence public.homebrew_communities_id_seq to anon;
grant select, update, usage on sequence public.homebrew_communities_id_seq to authenticated;
grant select, update, usage on sequence public.homebrew_communities_id_seq to service_role;
grant select, update, usage on sequence public.homebrew_items_id_seq to anon;
grant select, update, usage on sequence public.homebrew_items_id_seq to authenticated;
grant select, update, usage on sequence public.homebrew_items_id_seq to service_role;
grant select, update, usage on sequence public.homebrew_subclasses_id_seq to anon;
grant select, update, usage on sequence public.homebrew_subclasses_id_seq to authenticated;
grant select, update, usage on sequence public.homebrew_subclasses_id_seq to service_role;
grant select, update, usage on sequence public.homebrew_weapons_id_seq to anon;
grant select, update, usage on sequence public.homebrew_weapons_id_seq to authenticated;
grant select, update, usage on sequence public.homebrew_weapons_id_seq to service_role;

-- ======== tables ========

create table private.campaign_kicks (
  campaign_id integer not null,
  user_id uuid not null,
  invite text not null,
  kicked_at timestamp with time zone default now() not null
);
alter table private.campaign_kicks add constraint campaign_kicks_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table private.campaign_kicks add constraint campaign_kicks_pkey PRIMARY KEY (campaign_id, user_id);
alter table private.campaign_kicks add constraint campaign_kicks_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

create table private.device_seal_keys (
  user_id uuid not null,
  secret bytea default extensions.gen_random_bytes(32) not null,
  created_at timestamp with time zone default now() not null
);
alter table private.device_seal_keys add constraint device_seal_keys_pkey PRIMARY KEY (user_id);
alter table private.device_seal_keys add constraint device_seal_keys_secret_check CHECK ((octet_length(secret) = 32));
alter table private.device_seal_keys add constraint device_seal_keys_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table private.device_seal_keys enable row level security;

create table private.profanity_blocklist (
  word text not null
);
alter table private.profanity_blocklist add constraint profanity_blocklist_pkey PRIMARY KEY (word);
alter table private.profanity_blocklist add constraint profanity_blocklist_word_check CHECK (((word = lower(btrim(word))) AND (word ~ '^[a-z]{1,40}$'::text)));
alter table private.profanity_blocklist enable row level security;

create table private.roll_buckets (
  user_id uuid not null,
  tokens double precision not null,
  refilled_at timestamp with time zone not null
);
alter table private.roll_buckets add constraint roll_buckets_pkey PRIMARY KEY (user_id);
alter table private.roll_buckets add constraint roll_buckets_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table private.roll_buckets enable row level security;

create table private.settings (
  key text not null,
  value integer not null,
  description text not null
);
alter table private.settings add constraint settings_key_check CHECK ((key ~ '^[a-z_]{1,64}$'::text));
alter table private.settings add constraint settings_pkey PRIMARY KEY (key);
alter table private.settings add constraint settings_value_check CHECK ((value >= 0));
alter table private.settings enable row level security;

create table public.area_load_refusals (
  window_start timestamp with time zone not null,
  refused bigint not null
);
alter table public.area_load_refusals add constraint area_load_refusals_pkey PRIMARY KEY (window_start);
alter table public.area_load_refusals enable row level security;
grant delete, insert, references, select, trigger, truncate, update on table public.area_load_refusals to service_role;

create table public.area_load_windows (
  client text not null,
  window_start timestamp with time zone not null,
  reports integer not null
);
alter table public.area_load_windows add constraint area_load_windows_pkey PRIMARY KEY (client, window_start);
alter table public.area_load_windows enable row level security;
grant delete, insert, references, select, trigger, truncate, update on table public.area_load_windows to service_role;

create table public.area_loads (
  id bigint generated always as identity not null,
  area text not null,
  version text not null,
  channel text not null,
  outcome text not null,
  phase text,
  message text,
  user_id uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  client text
);
alter table public.area_loads add constraint area_loads_area_check CHECK ((area = ANY (ARRAY['character'::text, 'builder'::text, 'campaign'::text, 'homebrew'::text, 'account'::text])));
alter table public.area_loads add constraint area_loads_channel_check CHECK ((channel = ANY (ARRAY['stable'::text, 'canary'::text])));
alter table public.area_loads add constraint area_loads_check CHECK (((outcome = 'failed'::text) = (phase IS NOT NULL)));
alter table public.area_loads add constraint area_loads_client_check CHECK (((client IS NULL) OR ((char_length(client) >= 8) AND (char_length(client) <= 64))));
alter table public.area_loads add constraint area_loads_message_check CHECK ((char_length(message) <= 300));
alter table public.area_loads add constraint area_loads_outcome_check CHECK ((outcome = ANY (ARRAY['loaded'::text, 'failed'::text])));
alter table public.area_loads add constraint area_loads_phase_check CHECK ((phase = ANY (ARRAY['load'::text, 'mount'::text])));
alter table public.area_loads add constraint area_loads_pkey PRIMARY KEY (id);
alter table public.area_loads add constraint area_loads_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;
alter table public.area_loads add constraint area_loads_version_check CHECK (((char_length(version) >= 1) AND (char_length(version) <= 64)));
CREATE INDEX area_loads_area_version ON public.area_loads USING btree (area, version);
alter table public.area_loads enable row level security;
create policy "visitors report area loads" on public.area_loads as permissive for insert to anon, authenticated
  with check (((user_id IS NULL) OR (user_id = auth.uid())));
CREATE TRIGGER area_loads_limited BEFORE INSERT ON public.area_loads FOR EACH ROW EXECUTE FUNCTION public.limit_area_loads();
grant select on table public.area_loads to anon;
grant select on table public.area_loads to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.area_loads to service_role;
grant insert (area, channel, client, message, outcome, phase, user_id, version) on table public.area_loads to anon;
grant insert (area, channel, client, message, outcome, phase, user_id, version) on table public.area_loads to authenticated;

create table public.campaign_countdowns (
  id integer generated always as identity not null,
  campaign_id integer not null,
  name text not null,
  kind text default 'standard'::text not null,
  loop text default 'none'::text not null,
  start smallint not null,
  value smallint not null,
  long_term boolean default false not null,
  visible boolean default false not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.campaign_countdowns add constraint campaign_countdowns_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table public.campaign_countdowns add constraint campaign_countdowns_kind CHECK ((kind = ANY (ARRAY['standard'::text, 'dynamic'::text, 'progress'::text, 'consequence'::text])));
alter table public.campaign_countdowns add constraint campaign_countdowns_loop CHECK ((loop = ANY (ARRAY['none'::text, 'loop'::text, 'increasing'::text, 'decreasing'::text])));
alter table public.campaign_countdowns add constraint campaign_countdowns_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 80)));
alter table public.campaign_countdowns add constraint campaign_countdowns_pkey PRIMARY KEY (id);
alter table public.campaign_countdowns add constraint campaign_countdowns_start CHECK (((start >= 1) AND (start <= 99)));
alter table public.campaign_countdowns add constraint campaign_countdowns_value CHECK (((value >= 0) AND (value <= 99)));
alter table public.campaign_countdowns add constraint campaign_countdowns_value_within_start CHECK ((value <= start));
CREATE INDEX campaign_countdowns_campaign_idx ON public.campaign_countdowns USING btree (campaign_id);
alter table public.campaign_countdowns enable row level security;
create policy campaign_countdowns_delete_owner on public.campaign_countdowns as permissive for delete to authenticated
  using (( SELECT private.is_campaign_owner(campaign_countdowns.campaign_id) AS is_campaign_owner));
create policy campaign_countdowns_insert_owner on public.campaign_countdowns as permissive for insert to authenticated
  with check (( SELECT private.is_campaign_owner(campaign_countdowns.campaign_id) AS is_campaign_owner));
create policy campaign_countdowns_select_member on public.campaign_countdowns as permissive for select to authenticated
  using ((visible AND ( SELECT private.is_campaign_member(campaign_countdowns.campaign_id) AS is_campaign_member)));
create policy campaign_countdowns_select_owner on public.campaign_countdowns as permissive for select to authenticated
  using (( SELECT private.is_campaign_owner(campaign_countdowns.campaign_id) AS is_campaign_owner));
create policy campaign_countdowns_update_owner on public.campaign_countdowns as permissive for update to authenticated
  using (( SELECT private.is_campaign_owner(campaign_countdowns.campaign_id) AS is_campaign_owner))
  with check (( SELECT private.is_campaign_owner(campaign_countdowns.campaign_id) AS is_campaign_owner));
CREATE TRIGGER campaign_countdowns_before_update BEFORE UPDATE ON public.campaign_countdowns FOR EACH ROW EXECUTE FUNCTION private.gm_row_before_update();
CREATE TRIGGER campaign_countdowns_cap BEFORE INSERT ON public.campaign_countdowns FOR EACH ROW EXECUTE FUNCTION private.gm_row_cap('campaign_id', '50', 'countdowns');
CREATE TRIGGER campaign_countdowns_hidden AFTER UPDATE OF visible ON public.campaign_countdowns FOR EACH ROW WHEN ((old.visible AND (NOT new.visible))) EXECUTE FUNCTION private.campaign_countdown_hidden();
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaign_countdowns FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_countdowns to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_countdowns to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_countdowns to service_role;

create table public.campaign_dashboard (
  id integer generated always as identity not null,
  campaign_id integer not null,
  character_id integer not null,
  user_id uuid not null,
  character_name text default ''::text not null,
  character_class text default ''::text not null,
  character_level integer default 1 not null,
  health jsonb default '{"max": 0, "current": 0}'::jsonb not null,
  stress jsonb default '{"max": 0, "current": 0}'::jsonb not null,
  armor jsonb default '{"max": 0, "current": 0}'::jsonb not null,
  hope jsonb default '{"max": 0, "current": 0}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  evasion integer default 0 not null,
  major_threshold integer default 0 not null,
  severe_threshold integer default 0 not null,
  conditions text[] default '{}'::text[] not null
);
alter table public.campaign_dashboard add constraint campaign_dashboard_armor_keys CHECK (
CASE
    WHEN (jsonb_typeof(armor) = 'object'::text) THEN (((armor - 'current'::text) - 'max'::text) = '{}'::jsonb)
    ELSE false
END);
alter table public.campaign_dashboard add constraint campaign_dashboard_armor_track CHECK (COALESCE(((jsonb_typeof((armor -> 'current'::text)) = 'number'::text) AND (jsonb_typeof((armor -> 'max'::text)) = 'number'::text) AND ((((armor ->> 'current'::text))::numeric >= (0)::numeric) AND (((armor ->> 'current'::text))::numeric <= (12)::numeric)) AND ((((armor ->> 'max'::text))::numeric >= (0)::numeric) AND (((armor ->> 'max'::text))::numeric <= (12)::numeric))), false));
alter table public.campaign_dashboard add constraint campaign_dashboard_armor_whole CHECK (private.track_is_whole(armor));
alter table public.campaign_dashboard add constraint campaign_dashboard_armor_within CHECK (COALESCE(((armor -> 'current'::text) <= (armor -> 'max'::text)), false));
alter table public.campaign_dashboard add constraint campaign_dashboard_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table public.campaign_dashboard add constraint campaign_dashboard_character_id_fkey FOREIGN KEY (character_id) REFERENCES public.characters(id) ON DELETE CASCADE;
alter table public.campaign_dashboard add constraint campaign_dashboard_character_id_key UNIQUE (character_id);
alter table public.campaign_dashboard add constraint campaign_dashboard_class_length CHECK ((char_length(character_class) <= 200));
alter table public.campaign_dashboard add constraint campaign_dashboard_conditions_known CHECK (((conditions <@ ARRAY['hidden'::text, 'restrained'::text, 'vulnerable'::text]) AND (cardinality(conditions) <= 3)));
alter table public.campaign_dashboard add constraint campaign_dashboard_evasion_range CHECK (((evasion >= 0) AND (evasion <= 99)));
alter table public.campaign_dashboard add constraint campaign_dashboard_health_keys CHECK (
CASE
    WHEN (jsonb_typeof(health) = 'object'::text) THEN (((health - 'current'::text) - 'max'::text) = '{}'::jsonb)
    ELSE false
END);
alter table public.campaign_dashboard add constraint campaign_dashboard_health_track CHECK (COALESCE(((jsonb_typeof((health -> 'current'::text)) = 'number'::text) AND (jsonb_typeof((health -> 'max'::text)) = 'number'::text) AND ((((health ->> 'current'::text))::numeric >= (0)::numeric) AND (((health ->> 'current'::text))::numeric <= (12)::numeric)) AND ((((health ->> 'max'::text))::numeric >= (0)::numeric) AND (((health ->> 'max'::text))::numeric <= (12)::numeric))), false));
alter table public.campaign_dashboard add constraint campaign_dashboard_health_whole CHECK (private.track_is_whole(health));
alter table public.campaign_dashboard add constraint campaign_dashboard_health_within CHECK (COALESCE(((health -> 'current'::text) <= (health -> 'max'::text)), false));
alter table public.campaign_dashboard add constraint campaign_dashboard_hope_keys CHECK (
CASE
    WHEN (jsonb_typeof(hope) = 'object'::text) THEN (((hope - 'current'::text) - 'max'::text) = '{}'::jsonb)
    ELSE false
END);
alter table public.campaign_dashboard add constraint campaign_dashboard_hope_track CHECK (COALESCE(((jsonb_typeof((hope -> 'current'::text)) = 'number'::text) AND (jsonb_typeof((hope -> 'max'::text)) = 'number'::text) AND ((((hope ->> 'current'::text))::numeric >= (0)::numeric) AND (((hope ->> 'current'::text))::numeric <= (10)::numeric)) AND ((((hope ->> 'max'::text))::numeric >= (0)::numeric) AND (((hope ->> 'max'::text))::numeric <= (10)::numeric))), false));
alter table public.campaign_dashboard add constraint campaign_dashboard_hope_whole CHECK (private.track_is_whole(hope));
alter table public.campaign_dashboard add constraint campaign_dashboard_hope_within CHECK (COALESCE(((hope -> 'current'::text) <= (hope -> 'max'::text)), false));
alter table public.campaign_dashboard add constraint campaign_dashboard_level_range CHECK (((character_level >= 1) AND (character_level <= 10)));
alter table public.campaign_dashboard add constraint campaign_dashboard_major_range CHECK (((major_threshold >= 0) AND (major_threshold <= 999)));
alter table public.campaign_dashboard add constraint campaign_dashboard_name_length CHECK ((char_length(character_name) <= 100));
alter table public.campaign_dashboard add constraint campaign_dashboard_pkey PRIMARY KEY (id);
alter table public.campaign_dashboard add constraint campaign_dashboard_severe_range CHECK (((severe_threshold >= 0) AND (severe_threshold <= 999)));
alter table public.campaign_dashboard add constraint campaign_dashboard_stress_keys CHECK (
CASE
    WHEN (jsonb_typeof(stress) = 'object'::text) THEN (((stress - 'current'::text) - 'max'::text) = '{}'::jsonb)
    ELSE false
END);
alter table public.campaign_dashboard add constraint campaign_dashboard_stress_track CHECK (COALESCE(((jsonb_typeof((stress -> 'current'::text)) = 'number'::text) AND (jsonb_typeof((stress -> 'max'::text)) = 'number'::text) AND ((((stress ->> 'current'::text))::numeric >= (0)::numeric) AND (((stress ->> 'current'::text))::numeric <= (12)::numeric)) AND ((((stress ->> 'max'::text))::numeric >= (0)::numeric) AND (((stress ->> 'max'::text))::numeric <= (12)::numeric))), false));
alter table public.campaign_dashboard add constraint campaign_dashboard_stress_whole CHECK (private.track_is_whole(stress));
alter table public.campaign_dashboard add constraint campaign_dashboard_stress_within CHECK (COALESCE(((stress -> 'current'::text) <= (stress -> 'max'::text)), false));
alter table public.campaign_dashboard add constraint campaign_dashboard_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX campaign_dashboard_campaign_id_idx ON public.campaign_dashboard USING btree (campaign_id);
CREATE INDEX campaign_dashboard_user_id_idx ON public.campaign_dashboard USING btree (user_id);
alter table public.campaign_dashboard enable row level security;
create policy campaign_dashboard_delete_owner on public.campaign_dashboard as permissive for delete to authenticated
  using (( SELECT private.is_campaign_owner(campaign_dashboard.campaign_id) AS is_campaign_owner));
create policy campaign_dashboard_delete_player on public.campaign_dashboard as permissive for delete to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy campaign_dashboard_select_member on public.campaign_dashboard as permissive for select to authenticated
  using (( SELECT private.is_campaign_member(campaign_dashboard.campaign_id) AS is_campaign_member));
create policy campaign_dashboard_select_owner on public.campaign_dashboard as permissive for select to authenticated
  using (( SELECT private.is_campaign_owner(campaign_dashboard.campaign_id) AS is_campaign_owner));
CREATE TRIGGER campaign_dashboard_after_delete AFTER DELETE ON public.campaign_dashboard FOR EACH ROW EXECUTE FUNCTION private.campaign_dashboard_after_delete();
CREATE TRIGGER campaign_dashboard_before_update BEFORE UPDATE ON public.campaign_dashboard FOR EACH ROW EXECUTE FUNCTION private.campaign_dashboard_before_update();
CREATE TRIGGER campaign_dashboard_unique_name BEFORE INSERT OR UPDATE OF character_name ON public.campaign_dashboard FOR EACH ROW EXECUTE FUNCTION private.campaign_dashboard_unique_name();
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaign_dashboard FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, insert, references, select, trigger, truncate on table public.campaign_dashboard to anon;
grant delete, insert, references, select, trigger, truncate on table public.campaign_dashboard to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_dashboard to service_role;

create table public.campaign_encounter_adversaries (
  id integer generated always as identity not null,
  encounter_id integer not null,
  campaign_id integer not null,
  adversary_id text not null,
  label text default ''::text not null,
  "position" smallint default 0 not null,
  hp_marked smallint default 0 not null,
  stress_marked smallint default 0 not null,
  conditions jsonb default '[]'::jsonb not null,
  revealed boolean default false not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.campaign_encounter_adversaries add constraint campaign_encounter_adversaries_adversary_id CHECK ((adversary_id ~ '^[a-z0-9_]{1,100}$'::text));
alter table public.campaign_encounter_adversaries add constraint campaign_encounter_adversaries_conditions_shape CHECK (private.json_short_strings_ok(conditions, 10, 40));
alter table public.campaign_encounter_adversaries add constraint campaign_encounter_adversaries_conditions_size CHECK ((octet_length((conditions)::text) <= 1024));
alter table public.campaign_encounter_adversaries add constraint campaign_encounter_adversaries_encounter_id_campaign_id_fkey FOREIGN KEY (encounter_id, campaign_id) REFERENCES public.campaign_encounters(id, campaign_id) ON DELETE CASCADE;
alter table public.campaign_encounter_adversaries add constraint campaign_encounter_adversaries_hp CHECK (((hp_marked >= 0) AND (hp_marked <= 99)));
alter table public.campaign_encounter_adversaries add constraint campaign_encounter_adversaries_label_length CHECK ((char_length(label) <= 100));
alter table public.campaign_encounter_adversaries add constraint campaign_encounter_adversaries_pkey PRIMARY KEY (id);
alter table public.campaign_encounter_adversaries add constraint campaign_encounter_adversaries_position CHECK ((("position" >= 0) AND ("position" <= 99)));
alter table public.campaign_encounter_adversaries add constraint campaign_encounter_adversaries_stress CHECK (((stress_marked >= 0) AND (stress_marked <= 99)));
CREATE INDEX campaign_encounter_adversaries_campaign_idx ON public.campaign_encounter_adversaries USING btree (campaign_id);
CREATE INDEX campaign_encounter_adversaries_encounter_idx ON public.campaign_encounter_adversaries USING btree (encounter_id);
alter table public.campaign_encounter_adversaries enable row level security;
create policy campaign_encounter_adversaries_delete_owner on public.campaign_encounter_adversaries as permissive for delete to authenticated
  using (( SELECT private.is_campaign_owner(campaign_encounter_adversaries.campaign_id) AS is_campaign_owner));
create policy campaign_encounter_adversaries_insert_owner on public.campaign_encounter_adversaries as permissive for insert to authenticated
  with check (( SELECT private.is_campaign_owner(campaign_encounter_adversaries.campaign_id) AS is_campaign_owner));
create policy campaign_encounter_adversaries_select_member on public.campaign_encounter_adversaries as permissive for select to authenticated
  using ((revealed AND ( SELECT private.is_campaign_member(campaign_encounter_adversaries.campaign_id) AS is_campaign_member)));
create policy campaign_encounter_adversaries_select_owner on public.campaign_encounter_adversaries as permissive for select to authenticated
  using (( SELECT private.is_campaign_owner(campaign_encounter_adversaries.campaign_id) AS is_campaign_owner));
create policy campaign_encounter_adversaries_update_owner on public.campaign_encounter_adversaries as permissive for update to authenticated
  using (( SELECT private.is_campaign_owner(campaign_encounter_adversaries.campaign_id) AS is_campaign_owner))
  with check (( SELECT private.is_campaign_owner(campaign_encounter_adversaries.campaign_id) AS is_campaign_owner));
CREATE TRIGGER campaign_encounter_adversaries_before_update BEFORE UPDATE ON public.campaign_encounter_adversaries FOR EACH ROW EXECUTE FUNCTION private.gm_row_before_update();
CREATE TRIGGER campaign_encounter_adversaries_cap BEFORE INSERT ON public.campaign_encounter_adversaries FOR EACH ROW EXECUTE FUNCTION private.gm_row_cap('encounter_id', '40', 'adversaries in one encounter');
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaign_encounter_adversaries FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_encounter_adversaries to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_encounter_adversaries to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_encounter_adversaries to service_role;

create table public.campaign_encounters (
  id integer generated always as identity not null,
  campaign_id integer not null,
  name text not null,
  environment_id text,
  plan jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.campaign_encounters add constraint campaign_encounters_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table public.campaign_encounters add constraint campaign_encounters_environment_id CHECK ((environment_id ~ '^[a-z0-9_]{1,100}$'::text));
alter table public.campaign_encounters add constraint campaign_encounters_id_campaign UNIQUE (id, campaign_id);
alter table public.campaign_encounters add constraint campaign_encounters_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 100)));
alter table public.campaign_encounters add constraint campaign_encounters_pkey PRIMARY KEY (id);
alter table public.campaign_encounters add constraint campaign_encounters_plan_object CHECK ((jsonb_typeof(plan) = 'object'::text));
alter table public.campaign_encounters add constraint campaign_encounters_plan_size CHECK ((octet_length((plan)::text) <= 4096));
CREATE INDEX campaign_encounters_campaign_idx ON public.campaign_encounters USING btree (campaign_id);
alter table public.campaign_encounters enable row level security;
create policy campaign_encounters_delete_owner on public.campaign_encounters as permissive for delete to authenticated
  using (( SELECT private.is_campaign_owner(campaign_encounters.campaign_id) AS is_campaign_owner));
create policy campaign_encounters_insert_owner on public.campaign_encounters as permissive for insert to authenticated
  with check (( SELECT private.is_campaign_owner(campaign_encounters.campaign_id) AS is_campaign_owner));
create policy campaign_encounters_select_owner on public.campaign_encounters as permissive for select to authenticated
  using (( SELECT private.is_campaign_owner(campaign_encounters.campaign_id) AS is_campaign_owner));
create policy campaign_encounters_update_owner on public.campaign_encounters as permissive for update to authenticated
  using (( SELECT private.is_campaign_owner(campaign_encounters.campaign_id) AS is_campaign_owner))
  with check (( SELECT private.is_campaign_owner(campaign_encounters.campaign_id) AS is_campaign_owner));
CREATE TRIGGER campaign_encounters_before_update BEFORE UPDATE ON public.campaign_encounters FOR EACH ROW EXECUTE FUNCTION private.gm_row_before_update();
CREATE TRIGGER campaign_encounters_cap BEFORE INSERT ON public.campaign_encounters FOR EACH ROW EXECUTE FUNCTION private.gm_row_cap('campaign_id', '50', 'encounters');
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaign_encounters FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_encounters to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_encounters to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_encounters to service_role;

create table public.campaign_homebrew_ancestries (
  id integer generated always as identity not null,
  campaign_id integer not null,
  item_id integer not null,
  user_id uuid default auth.uid() not null,
  created_at timestamp with time zone default now() not null
);
alter table public.campaign_homebrew_ancestries add constraint campaign_homebrew_ancestries_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_ancestries add constraint campaign_homebrew_ancestries_campaign_item_key UNIQUE (campaign_id, item_id);
alter table public.campaign_homebrew_ancestries add constraint campaign_homebrew_ancestries_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.homebrew_ancestries(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_ancestries add constraint campaign_homebrew_ancestries_pkey PRIMARY KEY (id);
alter table public.campaign_homebrew_ancestries add constraint campaign_homebrew_ancestries_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX campaign_homebrew_ancestries_item_id_idx ON public.campaign_homebrew_ancestries USING btree (item_id);
alter table public.campaign_homebrew_ancestries enable row level security;
create policy campaign_homebrew_ancestries_delete_campaign_owner on public.campaign_homebrew_ancestries as permissive for delete to authenticated
  using (private.is_campaign_owner(campaign_id));
create policy campaign_homebrew_ancestries_insert_campaign_owner on public.campaign_homebrew_ancestries as permissive for insert to authenticated
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND private.is_campaign_owner(campaign_id) AND private.homebrew_ancestries_linkable(item_id)));
create policy campaign_homebrew_ancestries_select_campaign on public.campaign_homebrew_ancestries as permissive for select to authenticated
  using ((private.is_campaign_owner(campaign_id) OR private.is_campaign_member(campaign_id)));
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaign_homebrew_ancestries FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_ancestries to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_ancestries to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_ancestries to service_role;
comment on policy campaign_homebrew_ancestries_delete_campaign_owner on public.campaign_homebrew_ancestries is 'Only the campaign owner unlinks.';
comment on policy campaign_homebrew_ancestries_insert_campaign_owner on public.campaign_homebrew_ancestries is 'Only the campaign owner links, and only rows they own or public rows (never a private row they only see).';
comment on policy campaign_homebrew_ancestries_select_campaign on public.campaign_homebrew_ancestries is 'The campaign owner and its members see which homebrew it uses.';

create table public.campaign_homebrew_armor (
  id integer generated always as identity not null,
  campaign_id integer not null,
  item_id integer not null,
  user_id uuid default auth.uid() not null,
  created_at timestamp with time zone default now() not null
);
alter table public.campaign_homebrew_armor add constraint campaign_homebrew_armor_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_armor add constraint campaign_homebrew_armor_campaign_item_key UNIQUE (campaign_id, item_id);
alter table public.campaign_homebrew_armor add constraint campaign_homebrew_armor_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.homebrew_armor(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_armor add constraint campaign_homebrew_armor_pkey PRIMARY KEY (id);
alter table public.campaign_homebrew_armor add constraint campaign_homebrew_armor_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX campaign_homebrew_armor_item_id_idx ON public.campaign_homebrew_armor USING btree (item_id);
alter table public.campaign_homebrew_armor enable row level security;
create policy campaign_homebrew_armor_delete_campaign_owner on public.campaign_homebrew_armor as permissive for delete to authenticated
  using (private.is_campaign_owner(campaign_id));
create policy campaign_homebrew_armor_insert_campaign_owner on public.campaign_homebrew_armor as permissive for insert to authenticated
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND private.is_campaign_owner(campaign_id) AND private.homebrew_armor_linkable(item_id)));
create policy campaign_homebrew_armor_select_campaign on public.campaign_homebrew_armor as permissive for select to authenticated
  using ((private.is_campaign_owner(campaign_id) OR private.is_campaign_member(campaign_id)));
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaign_homebrew_armor FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_armor to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_armor to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_armor to service_role;
comment on policy campaign_homebrew_armor_delete_campaign_owner on public.campaign_homebrew_armor is 'Only the campaign owner unlinks.';
comment on policy campaign_homebrew_armor_insert_campaign_owner on public.campaign_homebrew_armor is 'Only the campaign owner links, and only rows they own or public rows (never a private row they only see).';
comment on policy campaign_homebrew_armor_select_campaign on public.campaign_homebrew_armor is 'The campaign owner and its members see which homebrew it uses.';

create table public.campaign_homebrew_classes (
  id integer generated always as identity not null,
  campaign_id integer not null,
  item_id integer not null,
  user_id uuid default auth.uid() not null,
  created_at timestamp with time zone default now() not null
);
alter table public.campaign_homebrew_classes add constraint campaign_homebrew_classes_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_classes add constraint campaign_homebrew_classes_campaign_item_key UNIQUE (campaign_id, item_id);
alter table public.campaign_homebrew_classes add constraint campaign_homebrew_classes_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.homebrew_classes(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_classes add constraint campaign_homebrew_classes_pkey PRIMARY KEY (id);
alter table public.campaign_homebrew_classes add constraint campaign_homebrew_classes_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX campaign_homebrew_classes_item_id_idx ON public.campaign_homebrew_classes USING btree (item_id);
alter table public.campaign_homebrew_classes enable row level security;
create policy campaign_homebrew_classes_delete_campaign_owner on public.campaign_homebrew_classes as permissive for delete to authenticated
  using (private.is_campaign_owner(campaign_id));
create policy campaign_homebrew_classes_insert_campaign_owner on public.campaign_homebrew_classes as permissive for insert to authenticated
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND private.is_campaign_owner(campaign_id) AND private.homebrew_classes_linkable(item_id)));
create policy campaign_homebrew_classes_select_campaign on public.campaign_homebrew_classes as permissive for select to authenticated
  using ((private.is_campaign_owner(campaign_id) OR private.is_campaign_member(campaign_id)));
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaign_homebrew_classes FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_classes to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_classes to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_classes to service_role;
comment on policy campaign_homebrew_classes_delete_campaign_owner on public.campaign_homebrew_classes is 'Only the campaign owner unlinks.';
comment on policy campaign_homebrew_classes_insert_campaign_owner on public.campaign_homebrew_classes is 'Only the campaign owner links, and only rows they own or public rows (never a private row they only see).';
comment on policy campaign_homebrew_classes_select_campaign on public.campaign_homebrew_classes is 'The campaign owner and its members see which homebrew it uses.';

create table public.campaign_homebrew_communities (
  id integer generated always as identity not null,
  campaign_id integer not null,
  item_id integer not null,
  user_id uuid default auth.uid() not null,
  created_at timestamp with time zone default now() not null
);
alter table public.campaign_homebrew_communities add constraint campaign_homebrew_communities_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_communities add constraint campaign_homebrew_communities_campaign_item_key UNIQUE (campaign_id, item_id);
alter table public.campaign_homebrew_communities add constraint campaign_homebrew_communities_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.homebrew_communities(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_communities add constraint campaign_homebrew_communities_pkey PRIMARY KEY (id);
alter table public.campaign_homebrew_communities add constraint campaign_homebrew_communities_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX campaign_homebrew_communities_item_id_idx ON public.campaign_homebrew_communities USING btree (item_id);
alter table public.campaign_homebrew_communities enable row level security;
create policy campaign_homebrew_communities_delete_campaign_owner on public.campaign_homebrew_communities as permissive for delete to authenticated
  using (private.is_campaign_owner(campaign_id));
create policy campaign_homebrew_communities_insert_campaign_owner on public.campaign_homebrew_communities as permissive for insert to authenticated
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND private.is_campaign_owner(campaign_id) AND private.homebrew_communities_linkable(item_id)));
create policy campaign_homebrew_communities_select_campaign on public.campaign_homebrew_communities as permissive for select to authenticated
  using ((private.is_campaign_owner(campaign_id) OR private.is_campaign_member(campaign_id)));
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaign_homebrew_communities FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_communities to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_communities to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_communities to service_role;
comment on policy campaign_homebrew_communities_delete_campaign_owner on public.campaign_homebrew_communities is 'Only the campaign owner unlinks.';
comment on policy campaign_homebrew_communities_insert_campaign_owner on public.campaign_homebrew_communities is 'Only the campaign owner links, and only rows they own or public rows (never a private row they only see).';
comment on policy campaign_homebrew_communities_select_campaign on public.campaign_homebrew_communities is 'The campaign owner and its members see which homebrew it uses.';

create table public.campaign_homebrew_items (
  id integer generated always as identity not null,
  campaign_id integer not null,
  item_id integer not null,
  user_id uuid default auth.uid() not null,
  created_at timestamp with time zone default now() not null
);
alter table public.campaign_homebrew_items add constraint campaign_homebrew_items_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_items add constraint campaign_homebrew_items_campaign_item_key UNIQUE (campaign_id, item_id);
alter table public.campaign_homebrew_items add constraint campaign_homebrew_items_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.homebrew_items(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_items add constraint campaign_homebrew_items_pkey PRIMARY KEY (id);
alter table public.campaign_homebrew_items add constraint campaign_homebrew_items_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX campaign_homebrew_items_item_id_idx ON public.campaign_homebrew_items USING btree (item_id);
alter table public.campaign_homebrew_items enable row level security;
create policy campaign_homebrew_items_delete_campaign_owner on public.campaign_homebrew_items as permissive for delete to authenticated
  using (private.is_campaign_owner(campaign_id));
create policy campaign_homebrew_items_insert_campaign_owner on public.campaign_homebrew_items as permissive for insert to authenticated
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND private.is_campaign_owner(campaign_id) AND private.homebrew_items_linkable(item_id)));
create policy campaign_homebrew_items_select_campaign on public.campaign_homebrew_items as permissive for select to authenticated
  using ((private.is_campaign_owner(campaign_id) OR private.is_campaign_member(campaign_id)));
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaign_homebrew_items FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_items to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_items to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_items to service_role;
comment on policy campaign_homebrew_items_delete_campaign_owner on public.campaign_homebrew_items is 'Only the campaign owner unlinks.';
comment on policy campaign_homebrew_items_insert_campaign_owner on public.campaign_homebrew_items is 'Only the campaign owner links, and only rows they own or public rows (never a private row they only see).';
comment on policy campaign_homebrew_items_select_campaign on public.campaign_homebrew_items is 'The campaign owner and its members see which homebrew it uses.';

create table public.campaign_homebrew_subclasses (
  id integer generated always as identity not null,
  campaign_id integer not null,
  item_id integer not null,
  user_id uuid default auth.uid() not null,
  created_at timestamp with time zone default now() not null
);
alter table public.campaign_homebrew_subclasses add constraint campaign_homebrew_subclasses_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_subclasses add constraint campaign_homebrew_subclasses_campaign_item_key UNIQUE (campaign_id, item_id);
alter table public.campaign_homebrew_subclasses add constraint campaign_homebrew_subclasses_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.homebrew_subclasses(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_subclasses add constraint campaign_homebrew_subclasses_pkey PRIMARY KEY (id);
alter table public.campaign_homebrew_subclasses add constraint campaign_homebrew_subclasses_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX campaign_homebrew_subclasses_item_id_idx ON public.campaign_homebrew_subclasses USING btree (item_id);
alter table public.campaign_homebrew_subclasses enable row level security;
create policy campaign_homebrew_subclasses_delete_campaign_owner on public.campaign_homebrew_subclasses as permissive for delete to authenticated
  using (private.is_campaign_owner(campaign_id));
create policy campaign_homebrew_subclasses_insert_campaign_owner on public.campaign_homebrew_subclasses as permissive for insert to authenticated
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND private.is_campaign_owner(campaign_id) AND private.homebrew_subclasses_linkable(item_id)));
create policy campaign_homebrew_subclasses_select_campaign on public.campaign_homebrew_subclasses as permissive for select to authenticated
  using ((private.is_campaign_owner(campaign_id) OR private.is_campaign_member(campaign_id)));
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaign_homebrew_subclasses FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_subclasses to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_subclasses to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_subclasses to service_role;
comment on policy campaign_homebrew_subclasses_delete_campaign_owner on public.campaign_homebrew_subclasses is 'Only the campaign owner unlinks.';
comment on policy campaign_homebrew_subclasses_insert_campaign_owner on public.campaign_homebrew_subclasses is 'Only the campaign owner links, and only rows they own or public rows (never a private row they only see).';
comment on policy campaign_homebrew_subclasses_select_campaign on public.campaign_homebrew_subclasses is 'The campaign owner and its members see which homebrew it uses.';

create table public.campaign_homebrew_weapons (
  id integer generated always as identity not null,
  campaign_id integer not null,
  item_id integer not null,
  user_id uuid default auth.uid() not null,
  created_at timestamp with time zone default now() not null
);
alter table public.campaign_homebrew_weapons add constraint campaign_homebrew_weapons_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_weapons add constraint campaign_homebrew_weapons_campaign_item_key UNIQUE (campaign_id, item_id);
alter table public.campaign_homebrew_weapons add constraint campaign_homebrew_weapons_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.homebrew_weapons(id) ON DELETE CASCADE;
alter table public.campaign_homebrew_weapons add constraint campaign_homebrew_weapons_pkey PRIMARY KEY (id);
alter table public.campaign_homebrew_weapons add constraint campaign_homebrew_weapons_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX campaign_homebrew_weapons_item_id_idx ON public.campaign_homebrew_weapons USING btree (item_id);
alter table public.campaign_homebrew_weapons enable row level security;
create policy campaign_homebrew_weapons_delete_campaign_owner on public.campaign_homebrew_weapons as permissive for delete to authenticated
  using (private.is_campaign_owner(campaign_id));
create policy campaign_homebrew_weapons_insert_campaign_owner on public.campaign_homebrew_weapons as permissive for insert to authenticated
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND private.is_campaign_owner(campaign_id) AND private.homebrew_weapons_linkable(item_id)));
create policy campaign_homebrew_weapons_select_campaign on public.campaign_homebrew_weapons as permissive for select to authenticated
  using ((private.is_campaign_owner(campaign_id) OR private.is_campaign_member(campaign_id)));
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaign_homebrew_weapons FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_weapons to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_weapons to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_homebrew_weapons to service_role;
comment on policy campaign_homebrew_weapons_delete_campaign_owner on public.campaign_homebrew_weapons is 'Only the campaign owner unlinks.';
comment on policy campaign_homebrew_weapons_insert_campaign_owner on public.campaign_homebrew_weapons is 'Only the campaign owner links, and only rows they own or public rows (never a private row they only see).';
comment on policy campaign_homebrew_weapons_select_campaign on public.campaign_homebrew_weapons is 'The campaign owner and its members see which homebrew it uses.';

create table public.campaign_invites (
  campaign_id integer not null,
  invite text not null,
  created_at timestamp with time zone default now() not null
);
alter table public.campaign_invites add constraint campaign_invites_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table public.campaign_invites add constraint campaign_invites_invite_format CHECK ((invite ~ '^[0-9a-f]{32}$'::text));
alter table public.campaign_invites add constraint campaign_invites_invite_key UNIQUE (invite);
alter table public.campaign_invites add constraint campaign_invites_pkey PRIMARY KEY (campaign_id);
alter table public.campaign_invites enable row level security;
create policy campaign_invites_select_owner on public.campaign_invites as permissive for select to authenticated
  using (( SELECT private.is_campaign_owner(campaign_invites.campaign_id) AS is_campaign_owner));
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_invites to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_invites to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_invites to service_role;

create table public.campaign_rolls (
  id bigint generated always as identity not null,
  campaign_id integer not null,
  character_id integer not null,
  user_id uuid default auth.uid() not null,
  character_name text default ''::text not null,
  kind text not null,
  label text not null,
  hope_die smallint,
  fear_die smallint,
  dice jsonb default '[]'::jsonb not null,
  modifier integer default 0 not null,
  total integer not null,
  outcome text generated always as (
CASE
    WHEN ((hope_die IS NULL) OR (fear_die IS NULL)) THEN NULL::text
    WHEN (hope_die = fear_die) THEN 'critical'::text
    WHEN (hope_die > fear_die) THEN 'hope'::text
    ELSE 'fear'::text
END) stored,
  fear_given boolean default false not null,
  created_at timestamp with time zone default now() not null,
  offline boolean default true not null
);
alter table public.campaign_rolls add constraint campaign_rolls_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table public.campaign_rolls add constraint campaign_rolls_character_id_fkey FOREIGN KEY (character_id) REFERENCES public.characters(id) ON DELETE CASCADE;
alter table public.campaign_rolls add constraint campaign_rolls_dice_shape CHECK (((jsonb_typeof(dice) = 'array'::text) AND (jsonb_array_length(dice) <= 40)));
alter table public.campaign_rolls add constraint campaign_rolls_dice_size CHECK ((octet_length((dice)::text) <= 2048));
alter table public.campaign_rolls add constraint campaign_rolls_duality CHECK (
CASE
    WHEN (kind = ANY (ARRAY['action'::text, 'reaction'::text])) THEN ((hope_die IS NOT NULL) AND (fear_die IS NOT NULL))
    ELSE ((hope_die IS NULL) AND (fear_die IS NULL))
END);
alter table public.campaign_rolls add constraint campaign_rolls_fear_die CHECK (((fear_die >= 1) AND (fear_die <= 12)));
alter table public.campaign_rolls add constraint campaign_rolls_hope_die CHECK (((hope_die >= 1) AND (hope_die <= 12)));
alter table public.campaign_rolls add constraint campaign_rolls_kind CHECK ((kind = ANY (ARRAY['action'::text, 'reaction'::text, 'damage'::text, 'other'::text])));
alter table public.campaign_rolls add constraint campaign_rolls_label_length CHECK (((char_length(btrim(label)) >= 1) AND (char_length(btrim(label)) <= 100)));
alter table public.campaign_rolls add constraint campaign_rolls_modifier CHECK (((modifier >= '-100'::integer) AND (modifier <= 100)));
alter table public.campaign_rolls add constraint campaign_rolls_pkey PRIMARY KEY (id);
alter table public.campaign_rolls add constraint campaign_rolls_total CHECK (((total >= '-1000'::integer) AND (total <= 10000)));
alter table public.campaign_rolls add constraint campaign_rolls_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX campaign_rolls_campaign_idx ON public.campaign_rolls USING btree (campaign_id, id DESC);
CREATE INDEX campaign_rolls_user_idx ON public.campaign_rolls USING btree (user_id);
alter table public.campaign_rolls enable row level security;
create policy campaign_rolls_delete_owner on public.campaign_rolls as permissive for delete to authenticated
  using (( SELECT private.is_campaign_owner(campaign_rolls.campaign_id) AS is_campaign_owner));
create policy campaign_rolls_select_member on public.campaign_rolls as permissive for select to authenticated
  using ((( SELECT private.is_campaign_member(campaign_rolls.campaign_id) AS is_campaign_member) AND ( SELECT private.roll_log_shared(campaign_rolls.campaign_id) AS roll_log_shared)));
create policy campaign_rolls_select_own on public.campaign_rolls as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy campaign_rolls_select_owner on public.campaign_rolls as permissive for select to authenticated
  using (( SELECT private.is_campaign_owner(campaign_rolls.campaign_id) AS is_campaign_owner));
CREATE TRIGGER campaign_rolls_before_insert BEFORE INSERT ON public.campaign_rolls FOR EACH ROW EXECUTE FUNCTION private.campaign_rolls_before_insert();
CREATE TRIGGER campaign_rolls_keep_last AFTER INSERT ON public.campaign_rolls FOR EACH ROW EXECUTE FUNCTION private.campaign_rolls_keep_last();
CREATE TRIGGER campaign_rolls_one_per_statement AFTER INSERT ON public.campaign_rolls REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.campaign_rolls_one_per_statement();
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaign_rolls FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, references, select, trigger, truncate on table public.campaign_rolls to anon;
grant delete, references, select, trigger, truncate on table public.campaign_rolls to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_rolls to service_role;
comment on column public.campaign_rolls.offline is 'true: the dice were rolled in the browser and reported (no Fear); false: drawn by roll_dice.';

create table public.campaign_settings (
  campaign_id integer not null,
  roll_log_shared boolean default false not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.campaign_settings add constraint campaign_settings_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
alter table public.campaign_settings add constraint campaign_settings_pkey PRIMARY KEY (campaign_id);
alter table public.campaign_settings enable row level security;
create policy campaign_settings_delete_owner on public.campaign_settings as permissive for delete to authenticated
  using (( SELECT private.is_campaign_owner(campaign_settings.campaign_id) AS is_campaign_owner));
create policy campaign_settings_insert_owner on public.campaign_settings as permissive for insert to authenticated
  with check (( SELECT private.is_campaign_owner(campaign_settings.campaign_id) AS is_campaign_owner));
create policy campaign_settings_select_member on public.campaign_settings as permissive for select to authenticated
  using (( SELECT private.is_campaign_member(campaign_settings.campaign_id) AS is_campaign_member));
create policy campaign_settings_select_owner on public.campaign_settings as permissive for select to authenticated
  using (( SELECT private.is_campaign_owner(campaign_settings.campaign_id) AS is_campaign_owner));
create policy campaign_settings_update_owner on public.campaign_settings as permissive for update to authenticated
  using (( SELECT private.is_campaign_owner(campaign_settings.campaign_id) AS is_campaign_owner))
  with check (( SELECT private.is_campaign_owner(campaign_settings.campaign_id) AS is_campaign_owner));
CREATE TRIGGER campaign_settings_before_update BEFORE UPDATE ON public.campaign_settings FOR EACH ROW EXECUTE FUNCTION private.gm_row_before_update();
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaign_settings FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_settings to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_settings to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaign_settings to service_role;

create table public.campaigns (
  id integer generated always as identity not null,
  user_id uuid default auth.uid() not null,
  name text not null,
  fear smallint default 0 not null,
  created_at timestamp with time zone default now() not null
);
alter table public.campaigns add constraint campaigns_fear_range CHECK (((fear >= 0) AND (fear <= 12)));
alter table public.campaigns add constraint campaigns_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 100)));
alter table public.campaigns add constraint campaigns_pkey PRIMARY KEY (id);
alter table public.campaigns add constraint campaigns_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX campaigns_user_id_idx ON public.campaigns USING btree (user_id);
alter table public.campaigns enable row level security;
create policy campaigns_delete_owner on public.campaigns as permissive for delete to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy campaigns_insert_owner on public.campaigns as permissive for insert to authenticated
  with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy campaigns_select_member on public.campaigns as permissive for select to authenticated
  using (( SELECT private.is_campaign_member(campaigns.id) AS is_campaign_member));
create policy campaigns_select_owner on public.campaigns as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy campaigns_update_owner on public.campaigns as permissive for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER campaigns_cap_before_insert BEFORE INSERT ON public.campaigns FOR EACH ROW EXECUTE FUNCTION private.owner_cap_before_insert();
CREATE TRIGGER supabase_local_realtime_capture AFTER INSERT OR DELETE OR UPDATE ON public.campaigns FOR EACH ROW EXECUTE FUNCTION realtime.local_capture_change();
grant delete, insert, references, select, trigger, truncate, update on table public.campaigns to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.campaigns to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.campaigns to service_role;

create table public.characters (
  id integer generated always as identity not null,
  user_id uuid default auth.uid() not null,
  version text default '2.0'::text not null,
  campaign integer,
  data jsonb default '{}'::jsonb not null,
  revision integer default 1 not null,
  expected_revision integer,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  client_key uuid
);
alter table public.characters add constraint characters_campaign_fkey FOREIGN KEY (campaign) REFERENCES public.campaigns(id) ON DELETE SET NULL;
alter table public.characters add constraint characters_data_object CHECK ((jsonb_typeof(data) = 'object'::text));
alter table public.characters add constraint characters_data_size CHECK ((octet_length((data)::text) <= 1048576));
alter table public.characters add constraint characters_notes_text CHECK (((NOT (data ? 'notes'::text)) OR ((jsonb_typeof((data -> 'notes'::text)) = 'string'::text) AND (char_length((data ->> 'notes'::text)) <= 20000))));
alter table public.characters add constraint characters_pkey PRIMARY KEY (id);
alter table public.characters add constraint characters_user_client_key UNIQUE (user_id, client_key);
alter table public.characters add constraint characters_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table public.characters add constraint characters_version_length CHECK (((char_length(version) >= 1) AND (char_length(version) <= 16)));
CREATE INDEX characters_campaign_idx ON public.characters USING btree (campaign);
CREATE INDEX characters_user_id_idx ON public.characters USING btree (user_id);
alter table public.characters enable row level security;
create policy characters_delete_owner on public.characters as permissive for delete to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy characters_insert_owner on public.characters as permissive for insert to authenticated
  with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy characters_select_owner on public.characters as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy characters_update_owner on public.characters as permissive for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER characters_before_write BEFORE INSERT OR UPDATE ON public.characters FOR EACH ROW EXECUTE FUNCTION private.characters_before_write();
CREATE TRIGGER characters_cap_before_insert BEFORE INSERT ON public.characters FOR EACH ROW EXECUTE FUNCTION private.owner_cap_before_insert();
grant delete, insert, references, select, trigger, truncate, update on table public.characters to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.characters to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.characters to service_role;

create table public.homebrew_ancestries (
  id integer generated always as identity not null,
  user_id uuid default auth.uid() not null,
  name text not null,
  public boolean default false not null,
  data jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  sort_name text generated always as (lower(name)) stored,
  search_text text generated always as (private.homebrew_search_text(name, data)) stored,
  revision integer default 1 not null,
  expected_revision integer
);
alter table public.homebrew_ancestries add constraint homebrew_ancestries_data_object CHECK ((jsonb_typeof(data) = 'object'::text));
alter table public.homebrew_ancestries add constraint homebrew_ancestries_data_shape CHECK (private.homebrew_shape_ok('ancestries'::text, data));
alter table public.homebrew_ancestries add constraint homebrew_ancestries_data_size CHECK ((octet_length((data)::text) <= 32768)) NOT VALID;
alter table public.homebrew_ancestries add constraint homebrew_ancestries_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 100)));
alter table public.homebrew_ancestries add constraint homebrew_ancestries_name_utf16_length CHECK ((private.utf16_length(name) <= 100)) NOT VALID;
alter table public.homebrew_ancestries add constraint homebrew_ancestries_pkey PRIMARY KEY (id);
alter table public.homebrew_ancestries add constraint homebrew_ancestries_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX homebrew_ancestries_browse_idx ON public.homebrew_ancestries USING btree (sort_name, id) WHERE public;
CREATE INDEX homebrew_ancestries_public_idx ON public.homebrew_ancestries USING btree (public) WHERE public;
CREATE INDEX homebrew_ancestries_user_id_idx ON public.homebrew_ancestries USING btree (user_id);
alter table public.homebrew_ancestries enable row level security;
create policy homebrew_ancestries_delete_owner on public.homebrew_ancestries as permissive for delete to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_ancestries_insert_owner on public.homebrew_ancestries as permissive for insert to authenticated
  with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_ancestries_select_authenticated on public.homebrew_ancestries as permissive for select to authenticated
  using ((public OR (user_id = ( SELECT auth.uid() AS uid)) OR private.homebrew_ancestries_linked_for_reader(id, user_id)));
create policy homebrew_ancestries_select_public_anon on public.homebrew_ancestries as permissive for select to anon
  using (public);
create policy homebrew_ancestries_update_owner on public.homebrew_ancestries as permissive for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER homebrew_ancestries_before_write BEFORE INSERT OR UPDATE ON public.homebrew_ancestries FOR EACH ROW EXECUTE FUNCTION private.homebrew_before_write();
CREATE TRIGGER homebrew_ancestries_revision BEFORE INSERT OR UPDATE ON public.homebrew_ancestries FOR EACH ROW EXECUTE FUNCTION private.homebrew_revision_before_write();
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_ancestries to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_ancestries to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_ancestries to service_role;
comment on policy homebrew_ancestries_delete_owner on public.homebrew_ancestries is 'Only the owner deletes a record (its campaign links go with it).';
comment on policy homebrew_ancestries_insert_owner on public.homebrew_ancestries is 'Create only in your own name (caps are enforced by the trigger).';
comment on policy homebrew_ancestries_select_authenticated on public.homebrew_ancestries is 'Public rows, own rows, and private rows their owner linked to a campaign the reader owns or plays in.';
comment on policy homebrew_ancestries_select_public_anon on public.homebrew_ancestries is 'Public homebrew is browsable logged out.';
comment on policy homebrew_ancestries_update_owner on public.homebrew_ancestries is 'Only the owner edits or publishes a record.';

create table public.homebrew_armor (
  id integer generated always as identity not null,
  user_id uuid default auth.uid() not null,
  name text not null,
  public boolean default false not null,
  data jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  sort_name text generated always as (lower(name)) stored,
  search_text text generated always as (private.homebrew_search_text(name, data)) stored,
  revision integer default 1 not null,
  expected_revision integer
);
alter table public.homebrew_armor add constraint homebrew_armor_data_object CHECK ((jsonb_typeof(data) = 'object'::text));
alter table public.homebrew_armor add constraint homebrew_armor_data_shape CHECK (private.homebrew_shape_ok('armor'::text, data));
alter table public.homebrew_armor add constraint homebrew_armor_data_size CHECK ((octet_length((data)::text) <= 32768)) NOT VALID;
alter table public.homebrew_armor add constraint homebrew_armor_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 100)));
alter table public.homebrew_armor add constraint homebrew_armor_name_utf16_length CHECK ((private.utf16_length(name) <= 100)) NOT VALID;
alter table public.homebrew_armor add constraint homebrew_armor_pkey PRIMARY KEY (id);
alter table public.homebrew_armor add constraint homebrew_armor_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX homebrew_armor_browse_idx ON public.homebrew_armor USING btree (sort_name, id) WHERE public;
CREATE INDEX homebrew_armor_public_idx ON public.homebrew_armor USING btree (public) WHERE public;
CREATE INDEX homebrew_armor_user_id_idx ON public.homebrew_armor USING btree (user_id);
alter table public.homebrew_armor enable row level security;
create policy homebrew_armor_delete_owner on public.homebrew_armor as permissive for delete to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_armor_insert_owner on public.homebrew_armor as permissive for insert to authenticated
  with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_armor_select_authenticated on public.homebrew_armor as permissive for select to authenticated
  using ((public OR (user_id = ( SELECT auth.uid() AS uid)) OR private.homebrew_armor_linked_for_reader(id, user_id)));
create policy homebrew_armor_select_public_anon on public.homebrew_armor as permissive for select to anon
  using (public);
create policy homebrew_armor_update_owner on public.homebrew_armor as permissive for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER homebrew_armor_before_write BEFORE INSERT OR UPDATE ON public.homebrew_armor FOR EACH ROW EXECUTE FUNCTION private.homebrew_before_write();
CREATE TRIGGER homebrew_armor_revision BEFORE INSERT OR UPDATE ON public.homebrew_armor FOR EACH ROW EXECUTE FUNCTION private.homebrew_revision_before_write();
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_armor to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_armor to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_armor to service_role;
comment on policy homebrew_armor_delete_owner on public.homebrew_armor is 'Only the owner deletes a record (its campaign links go with it).';
comment on policy homebrew_armor_insert_owner on public.homebrew_armor is 'Create only in your own name (caps are enforced by the trigger).';
comment on policy homebrew_armor_select_authenticated on public.homebrew_armor is 'Public rows, own rows, and private rows their owner linked to a campaign the reader owns or plays in.';
comment on policy homebrew_armor_select_public_anon on public.homebrew_armor is 'Public homebrew is browsable logged out.';
comment on policy homebrew_armor_update_owner on public.homebrew_armor is 'Only the owner edits or publishes a record.';

create table public.homebrew_classes (
  id integer generated always as identity not null,
  user_id uuid default auth.uid() not null,
  name text not null,
  public boolean default false not null,
  data jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  sort_name text generated always as (lower(name)) stored,
  search_text text generated always as (private.homebrew_search_text(name, data)) stored,
  revision integer default 1 not null,
  expected_revision integer
);
alter table public.homebrew_classes add constraint homebrew_classes_data_object CHECK ((jsonb_typeof(data) = 'object'::text));
alter table public.homebrew_classes add constraint homebrew_classes_data_shape CHECK (private.homebrew_shape_ok('classes'::text, data));
alter table public.homebrew_classes add constraint homebrew_classes_data_size CHECK ((octet_length((data)::text) <= 32768)) NOT VALID;
alter table public.homebrew_classes add constraint homebrew_classes_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 100)));
alter table public.homebrew_classes add constraint homebrew_classes_name_utf16_length CHECK ((private.utf16_length(name) <= 100)) NOT VALID;
alter table public.homebrew_classes add constraint homebrew_classes_pkey PRIMARY KEY (id);
alter table public.homebrew_classes add constraint homebrew_classes_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX homebrew_classes_browse_idx ON public.homebrew_classes USING btree (sort_name, id) WHERE public;
CREATE INDEX homebrew_classes_public_idx ON public.homebrew_classes USING btree (public) WHERE public;
CREATE INDEX homebrew_classes_user_id_idx ON public.homebrew_classes USING btree (user_id);
alter table public.homebrew_classes enable row level security;
create policy homebrew_classes_delete_owner on public.homebrew_classes as permissive for delete to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_classes_insert_owner on public.homebrew_classes as permissive for insert to authenticated
  with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_classes_select_authenticated on public.homebrew_classes as permissive for select to authenticated
  using ((public OR (user_id = ( SELECT auth.uid() AS uid)) OR private.homebrew_classes_linked_for_reader(id, user_id)));
create policy homebrew_classes_select_public_anon on public.homebrew_classes as permissive for select to anon
  using (public);
create policy homebrew_classes_update_owner on public.homebrew_classes as permissive for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER homebrew_classes_before_write BEFORE INSERT OR UPDATE ON public.homebrew_classes FOR EACH ROW EXECUTE FUNCTION private.homebrew_before_write();
CREATE TRIGGER homebrew_classes_revision BEFORE INSERT OR UPDATE ON public.homebrew_classes FOR EACH ROW EXECUTE FUNCTION private.homebrew_revision_before_write();
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_classes to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_classes to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_classes to service_role;
comment on policy homebrew_classes_delete_owner on public.homebrew_classes is 'Only the owner deletes a record (its campaign links go with it).';
comment on policy homebrew_classes_insert_owner on public.homebrew_classes is 'Create only in your own name (caps are enforced by the trigger).';
comment on policy homebrew_classes_select_authenticated on public.homebrew_classes is 'Public rows, own rows, and private rows their owner linked to a campaign the reader owns or plays in.';
comment on policy homebrew_classes_select_public_anon on public.homebrew_classes is 'Public homebrew is browsable logged out.';
comment on policy homebrew_classes_update_owner on public.homebrew_classes is 'Only the owner edits or publishes a record.';

create table public.homebrew_communities (
  id integer generated always as identity not null,
  user_id uuid default auth.uid() not null,
  name text not null,
  public boolean default false not null,
  data jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  sort_name text generated always as (lower(name)) stored,
  search_text text generated always as (private.homebrew_search_text(name, data)) stored,
  revision integer default 1 not null,
  expected_revision integer
);
alter table public.homebrew_communities add constraint homebrew_communities_data_object CHECK ((jsonb_typeof(data) = 'object'::text));
alter table public.homebrew_communities add constraint homebrew_communities_data_shape CHECK (private.homebrew_shape_ok('communities'::text, data));
alter table public.homebrew_communities add constraint homebrew_communities_data_size CHECK ((octet_length((data)::text) <= 32768)) NOT VALID;
alter table public.homebrew_communities add constraint homebrew_communities_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 100)));
alter table public.homebrew_communities add constraint homebrew_communities_name_utf16_length CHECK ((private.utf16_length(name) <= 100)) NOT VALID;
alter table public.homebrew_communities add constraint homebrew_communities_pkey PRIMARY KEY (id);
alter table public.homebrew_communities add constraint homebrew_communities_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX homebrew_communities_browse_idx ON public.homebrew_communities USING btree (sort_name, id) WHERE public;
CREATE INDEX homebrew_communities_public_idx ON public.homebrew_communities USING btree (public) WHERE public;
CREATE INDEX homebrew_communities_user_id_idx ON public.homebrew_communities USING btree (user_id);
alter table public.homebrew_communities enable row level security;
create policy homebrew_communities_delete_owner on public.homebrew_communities as permissive for delete to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_communities_insert_owner on public.homebrew_communities as permissive for insert to authenticated
  with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_communities_select_authenticated on public.homebrew_communities as permissive for select to authenticated
  using ((public OR (user_id = ( SELECT auth.uid() AS uid)) OR private.homebrew_communities_linked_for_reader(id, user_id)));
create policy homebrew_communities_select_public_anon on public.homebrew_communities as permissive for select to anon
  using (public);
create policy homebrew_communities_update_owner on public.homebrew_communities as permissive for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER homebrew_communities_before_write BEFORE INSERT OR UPDATE ON public.homebrew_communities FOR EACH ROW EXECUTE FUNCTION private.homebrew_before_write();
CREATE TRIGGER homebrew_communities_revision BEFORE INSERT OR UPDATE ON public.homebrew_communities FOR EACH ROW EXECUTE FUNCTION private.homebrew_revision_before_write();
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_communities to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_communities to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_communities to service_role;
comment on policy homebrew_communities_delete_owner on public.homebrew_communities is 'Only the owner deletes a record (its campaign links go with it).';
comment on policy homebrew_communities_insert_owner on public.homebrew_communities is 'Create only in your own name (caps are enforced by the trigger).';
comment on policy homebrew_communities_select_authenticated on public.homebrew_communities is 'Public rows, own rows, and private rows their owner linked to a campaign the reader owns or plays in.';
comment on policy homebrew_communities_select_public_anon on public.homebrew_communities is 'Public homebrew is browsable logged out.';
comment on policy homebrew_communities_update_owner on public.homebrew_communities is 'Only the owner edits or publishes a record.';

create table public.homebrew_items (
  id integer generated always as identity not null,
  user_id uuid default auth.uid() not null,
  name text not null,
  public boolean default false not null,
  data jsonb default '{"description": ""}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  sort_name text generated always as (lower(name)) stored,
  search_text text generated always as (private.homebrew_search_text(name, data)) stored,
  revision integer default 1 not null,
  expected_revision integer
);
alter table public.homebrew_items add constraint homebrew_items_data_object CHECK ((jsonb_typeof(data) = 'object'::text));
alter table public.homebrew_items add constraint homebrew_items_data_shape CHECK (private.homebrew_shape_ok('items'::text, data));
alter table public.homebrew_items add constraint homebrew_items_data_size CHECK ((octet_length((data)::text) <= 32768)) NOT VALID;
alter table public.homebrew_items add constraint homebrew_items_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 100)));
alter table public.homebrew_items add constraint homebrew_items_name_utf16_length CHECK ((private.utf16_length(name) <= 100)) NOT VALID;
alter table public.homebrew_items add constraint homebrew_items_pkey PRIMARY KEY (id);
alter table public.homebrew_items add constraint homebrew_items_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX homebrew_items_browse_idx ON public.homebrew_items USING btree (sort_name, id) WHERE public;
CREATE INDEX homebrew_items_public_idx ON public.homebrew_items USING btree (public) WHERE public;
CREATE INDEX homebrew_items_user_id_idx ON public.homebrew_items USING btree (user_id);
alter table public.homebrew_items enable row level security;
create policy homebrew_items_delete_owner on public.homebrew_items as permissive for delete to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_items_insert_owner on public.homebrew_items as permissive for insert to authenticated
  with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_items_select_authenticated on public.homebrew_items as permissive for select to authenticated
  using ((public OR (user_id = ( SELECT auth.uid() AS uid)) OR private.homebrew_items_linked_for_reader(id, user_id)));
create policy homebrew_items_select_public_anon on public.homebrew_items as permissive for select to anon
  using (public);
create policy homebrew_items_update_owner on public.homebrew_items as permissive for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER homebrew_items_before_write BEFORE INSERT OR UPDATE ON public.homebrew_items FOR EACH ROW EXECUTE FUNCTION private.homebrew_before_write();
CREATE TRIGGER homebrew_items_revision BEFORE INSERT OR UPDATE ON public.homebrew_items FOR EACH ROW EXECUTE FUNCTION private.homebrew_revision_before_write();
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_items to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_items to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_items to service_role;
comment on policy homebrew_items_delete_owner on public.homebrew_items is 'Only the owner deletes a record (its campaign links go with it).';
comment on policy homebrew_items_insert_owner on public.homebrew_items is 'Create only in your own name (caps are enforced by the trigger).';
comment on policy homebrew_items_select_authenticated on public.homebrew_items is 'Public rows, own rows, and private rows their owner linked to a campaign the reader owns or plays in.';
comment on policy homebrew_items_select_public_anon on public.homebrew_items is 'Public homebrew is browsable logged out.';
comment on policy homebrew_items_update_owner on public.homebrew_items is 'Only the owner edits or publishes a record.';

create table public.homebrew_subclasses (
  id integer generated always as identity not null,
  user_id uuid default auth.uid() not null,
  name text not null,
  public boolean default false not null,
  data jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  sort_name text generated always as (lower(name)) stored,
  search_text text generated always as (private.homebrew_search_text(name, data)) stored,
  revision integer default 1 not null,
  expected_revision integer
);
alter table public.homebrew_subclasses add constraint homebrew_subclasses_data_object CHECK ((jsonb_typeof(data) = 'object'::text));
alter table public.homebrew_subclasses add constraint homebrew_subclasses_data_shape CHECK (private.homebrew_shape_ok('subclasses'::text, data));
alter table public.homebrew_subclasses add constraint homebrew_subclasses_data_size CHECK ((octet_length((data)::text) <= 32768)) NOT VALID;
alter table public.homebrew_subclasses add constraint homebrew_subclasses_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 100)));
alter table public.homebrew_subclasses add constraint homebrew_subclasses_name_utf16_length CHECK ((private.utf16_length(name) <= 100)) NOT VALID;
alter table public.homebrew_subclasses add constraint homebrew_subclasses_pkey PRIMARY KEY (id);
alter table public.homebrew_subclasses add constraint homebrew_subclasses_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX homebrew_subclasses_browse_idx ON public.homebrew_subclasses USING btree (sort_name, id) WHERE public;
CREATE INDEX homebrew_subclasses_public_idx ON public.homebrew_subclasses USING btree (public) WHERE public;
CREATE INDEX homebrew_subclasses_user_id_idx ON public.homebrew_subclasses USING btree (user_id);
alter table public.homebrew_subclasses enable row level security;
create policy homebrew_subclasses_delete_owner on public.homebrew_subclasses as permissive for delete to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_subclasses_insert_owner on public.homebrew_subclasses as permissive for insert to authenticated
  with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_subclasses_select_authenticated on public.homebrew_subclasses as permissive for select to authenticated
  using ((public OR (user_id = ( SELECT auth.uid() AS uid)) OR private.homebrew_subclasses_linked_for_reader(id, user_id)));
create policy homebrew_subclasses_select_public_anon on public.homebrew_subclasses as permissive for select to anon
  using (public);
create policy homebrew_subclasses_update_owner on public.homebrew_subclasses as permissive for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER homebrew_subclasses_before_write BEFORE INSERT OR UPDATE ON public.homebrew_subclasses FOR EACH ROW EXECUTE FUNCTION private.homebrew_before_write();
CREATE TRIGGER homebrew_subclasses_revision BEFORE INSERT OR UPDATE ON public.homebrew_subclasses FOR EACH ROW EXECUTE FUNCTION private.homebrew_revision_before_write();
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_subclasses to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_subclasses to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_subclasses to service_role;
comment on policy homebrew_subclasses_delete_owner on public.homebrew_subclasses is 'Only the owner deletes a record (its campaign links go with it).';
comment on policy homebrew_subclasses_insert_owner on public.homebrew_subclasses is 'Create only in your own name (caps are enforced by the trigger).';
comment on policy homebrew_subclasses_select_authenticated on public.homebrew_subclasses is 'Public rows, own rows, and private rows their owner linked to a campaign the reader owns or plays in.';
comment on policy homebrew_subclasses_select_public_anon on public.homebrew_subclasses is 'Public homebrew is browsable logged out.';
comment on policy homebrew_subclasses_update_owner on public.homebrew_subclasses is 'Only the owner edits or publishes a record.';

create table public.homebrew_weapons (
  id integer generated always as identity not null,
  user_id uuid default auth.uid() not null,
  name text not null,
  public boolean default false not null,
  data jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  sort_name text generated always as (lower(name)) stored,
  search_text text generated always as (private.homebrew_search_text(name, data)) stored,
  revision integer default 1 not null,
  expected_revision integer
);
alter table public.homebrew_weapons add constraint homebrew_weapons_data_object CHECK ((jsonb_typeof(data) = 'object'::text));
alter table public.homebrew_weapons add constraint homebrew_weapons_data_shape CHECK (private.homebrew_shape_ok('weapons'::text, data));
alter table public.homebrew_weapons add constraint homebrew_weapons_data_size CHECK ((octet_length((data)::text) <= 32768)) NOT VALID;
alter table public.homebrew_weapons add constraint homebrew_weapons_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 100)));
alter table public.homebrew_weapons add constraint homebrew_weapons_name_utf16_length CHECK ((private.utf16_length(name) <= 100)) NOT VALID;
alter table public.homebrew_weapons add constraint homebrew_weapons_pkey PRIMARY KEY (id);
alter table public.homebrew_weapons add constraint homebrew_weapons_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX homebrew_weapons_browse_idx ON public.homebrew_weapons USING btree (sort_name, id) WHERE public;
CREATE INDEX homebrew_weapons_public_idx ON public.homebrew_weapons USING btree (public) WHERE public;
CREATE INDEX homebrew_weapons_user_id_idx ON public.homebrew_weapons USING btree (user_id);
alter table public.homebrew_weapons enable row level security;
create policy homebrew_weapons_delete_owner on public.homebrew_weapons as permissive for delete to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_weapons_insert_owner on public.homebrew_weapons as permissive for insert to authenticated
  with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy homebrew_weapons_select_authenticated on public.homebrew_weapons as permissive for select to authenticated
  using ((public OR (user_id = ( SELECT auth.uid() AS uid)) OR private.homebrew_weapons_linked_for_reader(id, user_id)));
create policy homebrew_weapons_select_public_anon on public.homebrew_weapons as permissive for select to anon
  using (public);
create policy homebrew_weapons_update_owner on public.homebrew_weapons as permissive for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER homebrew_weapons_before_write BEFORE INSERT OR UPDATE ON public.homebrew_weapons FOR EACH ROW EXECUTE FUNCTION private.homebrew_before_write();
CREATE TRIGGER homebrew_weapons_revision BEFORE INSERT OR UPDATE ON public.homebrew_weapons FOR EACH ROW EXECUTE FUNCTION private.homebrew_revision_before_write();
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_weapons to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_weapons to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.homebrew_weapons to service_role;
comment on policy homebrew_weapons_delete_owner on public.homebrew_weapons is 'Only the owner deletes a record (its campaign links go with it).';
comment on policy homebrew_weapons_insert_owner on public.homebrew_weapons is 'Create only in your own name (caps are enforced by the trigger).';
comment on policy homebrew_weapons_select_authenticated on public.homebrew_weapons is 'Public rows, own rows, and private rows their owner linked to a campaign the reader owns or plays in.';
comment on policy homebrew_weapons_select_public_anon on public.homebrew_weapons is 'Public homebrew is browsable logged out.';
comment on policy homebrew_weapons_update_owner on public.homebrew_weapons is 'Only the owner edits or publishes a record.';

create table public.user_profiles (
  user_id uuid default auth.uid() not null,
  items integer[] default '{}'::integer[] not null,
  weapons integer[] default '{}'::integer[] not null,
  armor integer[] default '{}'::integer[] not null,
  communities integer[] default '{}'::integer[] not null,
  ancestries integer[] default '{}'::integer[] not null,
  subclasses integer[] default '{}'::integer[] not null,
  classes integer[] default '{}'::integer[] not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.user_profiles add constraint user_profiles_ancestries_size CHECK ((cardinality(ancestries) <= 1000));
alter table public.user_profiles add constraint user_profiles_armor_size CHECK ((cardinality(armor) <= 1000));
alter table public.user_profiles add constraint user_profiles_classes_size CHECK ((cardinality(classes) <= 1000));
alter table public.user_profiles add constraint user_profiles_communities_size CHECK ((cardinality(communities) <= 1000));
alter table public.user_profiles add constraint user_profiles_items_size CHECK ((cardinality(items) <= 1000));
alter table public.user_profiles add constraint user_profiles_pkey PRIMARY KEY (user_id);
alter table public.user_profiles add constraint user_profiles_subclasses_size CHECK ((cardinality(subclasses) <= 1000));
alter table public.user_profiles add constraint user_profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table public.user_profiles add constraint user_profiles_weapons_size CHECK ((cardinality(weapons) <= 1000));
alter table public.user_profiles enable row level security;
create policy user_profiles_delete_owner on public.user_profiles as permissive for delete to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy user_profiles_insert_owner on public.user_profiles as permissive for insert to authenticated
  with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy user_profiles_select_owner on public.user_profiles as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy user_profiles_update_owner on public.user_profiles as permissive for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER user_profiles_before_update BEFORE UPDATE ON public.user_profiles FOR EACH ROW EXECUTE FUNCTION private.user_profiles_before_update();
grant delete, insert, references, select, trigger, truncate, update on table public.user_profiles to anon;
grant delete, insert, references, select, trigger, truncate, update on table public.user_profiles to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.user_profiles to service_role;

-- ======== functions ========

CREATE OR REPLACE FUNCTION private.campaign_countdown_hidden()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  delete from public.campaign_countdowns where id = new.id;
  -- "loop" is a PL/pgSQL keyword, so the column is quoted.
  insert into public.campaign_countdowns
    (campaign_id, name, kind, "loop", start, value, long_term, visible, created_at)
  values (new.campaign_id, new.name, new.kind, new."loop", new.start, new.value, new.long_term, false,
    new.created_at);
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION private.campaign_dashboard_after_delete()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.characters c set campaign = null
  where c.id = old.character_id and c.campaign = old.campaign_id;
  delete from public.campaign_rolls r
  where r.campaign_id = old.campaign_id and r.character_id = old.character_id;
  return old;
end
$function$;

CREATE OR REPLACE FUNCTION private.campaign_dashboard_before_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION private.campaign_dashboard_unique_name()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION private.campaign_rolls_before_insert()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  new.character_name := coalesce((select d.character_name from public.campaign_dashboard d
    where d.character_id = new.character_id and d.campaign_id = new.campaign_id), '');
  new.fear_given := coalesce(current_setting('duality.roll_gives_fear', true), '') = 'on';
  new.created_at := now();
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION private.campaign_rolls_keep_last()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from public.campaign_rolls r
  where r.campaign_id = new.campaign_id
    and r.id <= (select x.id from public.campaign_rolls x where x.campaign_id = new.campaign_id
                 order by x.id desc offset 200 limit 1);
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION private.campaign_rolls_one_per_statement()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if (select count(*) from inserted) > 1 then
    raise exception 'The roll log takes one roll at a time.' using errcode = 'PT400';
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION private.characters_before_write()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION private.dashboard_conditions(p_conditions jsonb, p_stress jsonb)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(c.name order by c.position), '{}')
    from (values (1, 'hidden'), (2, 'restrained'), (3, 'vulnerable')) as c(position, name)
   where (jsonb_typeof(p_conditions) = 'array' and p_conditions ? c.name)
      or (c.name = 'vulnerable'
          and (p_stress ->> 'max')::integer > 0
          and (p_stress ->> 'current')::integer >= (p_stress ->> 'max')::integer)
$function$;
grant execute on function private.dashboard_conditions(jsonb,jsonb) to service_role;

CREATE OR REPLACE FUNCTION private.dashboard_number(p_sent jsonb, p_kept integer, p_low integer, p_high integer)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when jsonb_typeof(p_sent) = 'number'
              then least(greatest(trunc(p_sent::text::numeric), p_low), p_high)::integer
              else p_kept end
$function$;
grant execute on function private.dashboard_number(jsonb,integer,integer,integer) to service_role;

CREATE OR REPLACE FUNCTION private.dashboard_track(p_marked jsonb, p_sent jsonb, p_kept jsonb, p_limit integer)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function private.dashboard_track(jsonb,jsonb,jsonb,integer) to service_role;

CREATE OR REPLACE FUNCTION private.draw_die(p_sides integer)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  range_top bigint := 4294967296 - (4294967296 % p_sides);
  b bytea;
  n bigint;
begin
  loop
    b := extensions.gen_random_bytes(4);
    n := (get_byte(b, 0)::bigint << 24) | (get_byte(b, 1)::bigint << 16) | (get_byte(b, 2)::bigint << 8)
         | get_byte(b, 3)::bigint;
    if n < range_top then
      return 1 + (n % p_sides)::integer;
    end if;
  end loop;
end
$function$;

CREATE OR REPLACE FUNCTION private.gm_row_before_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION private.gm_row_cap()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION private.hb_feature(p_value jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select private.hb_type_is(p_value, 'object')
    and private.hb_text(p_value -> 'name', 100) and btrim(p_value ->> 'name') <> ''
    and private.hb_text(p_value -> 'description', 5000)
    and private.hb_optional(p_value, 'id', 'string')
    and private.hb_optional(p_value, 'modify', 'object')
    and private.hb_optional(p_value, 'charge', 'object')
    and private.hb_optional(p_value, 'effects', 'array')
    and private.hb_optional(p_value, 'modifyCharge', 'object')
    and private.hb_optional(p_value, 'companion', 'boolean')
    and private.hb_optional(p_value, 'shapeshift', 'boolean')
$function$;

CREATE OR REPLACE FUNCTION private.hb_features(p_value jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select private.hb_type_is(p_value, 'array') and jsonb_array_length(p_value) <= 100
    and not exists (select 1 from jsonb_array_elements(p_value) f where not private.hb_feature(f))
$function$;

CREATE OR REPLACE FUNCTION private.hb_features_with_ids(p_value jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select private.hb_features(p_value)
    and not exists (
      select 1 from jsonb_array_elements(p_value) f
      where not private.hb_type_is(f -> 'id', 'string') or f ->> 'id' = ''
    )
$function$;

CREATE OR REPLACE FUNCTION private.hb_int_between(p_value jsonb, p_min numeric, p_max numeric)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select private.hb_type_is(p_value, 'number')
    and (p_value #>> '{}')::numeric = trunc((p_value #>> '{}')::numeric)
    and (p_value #>> '{}')::numeric between p_min and p_max
$function$;

CREATE OR REPLACE FUNCTION private.hb_optional(p_doc jsonb, p_key text, p_type text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select not (p_doc ? p_key) or jsonb_typeof(p_doc -> p_key) in ('null', p_type) $function$;

CREATE OR REPLACE FUNCTION private.hb_string_in(p_value jsonb, p_allowed text[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select private.hb_type_is(p_value, 'string') and (p_value #>> '{}') = any (p_allowed) $function$;

CREATE OR REPLACE FUNCTION private.hb_strings(p_value jsonb, p_max integer)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select private.hb_type_is(p_value, 'array') and jsonb_array_length(p_value) <= p_max
    and not exists (select 1 from jsonb_array_elements(p_value) e where jsonb_typeof(e) <> 'string')
$function$;

CREATE OR REPLACE FUNCTION private.hb_text(p_value jsonb, p_max integer)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select private.hb_type_is(p_value, 'string') and char_length(p_value #>> '{}') <= p_max $function$;

CREATE OR REPLACE FUNCTION private.hb_type_is(p_value jsonb, p_type text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select p_value is not null and jsonb_typeof(p_value) = p_type $function$;

CREATE OR REPLACE FUNCTION private.homebrew_ancestries_linkable(p_item_id integer)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.homebrew_ancestries h
          where h.id = p_item_id and (h.public or h.user_id = (select auth.uid()))
        )
      $function$;
grant execute on function private.homebrew_ancestries_linkable(integer) to authenticated;
grant execute on function private.homebrew_ancestries_linkable(integer) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_ancestries_linked_for_reader(p_item_id integer, p_item_owner uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.campaign_homebrew_ancestries l
          where l.item_id = p_item_id and l.user_id = p_item_owner
            and (private.is_campaign_owner(l.campaign_id) or private.is_campaign_member(l.campaign_id))
        )
      $function$;
grant execute on function private.homebrew_ancestries_linked_for_reader(integer,uuid) to authenticated;
grant execute on function private.homebrew_ancestries_linked_for_reader(integer,uuid) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_armor_linkable(p_item_id integer)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.homebrew_armor h
          where h.id = p_item_id and (h.public or h.user_id = (select auth.uid()))
        )
      $function$;
grant execute on function private.homebrew_armor_linkable(integer) to authenticated;
grant execute on function private.homebrew_armor_linkable(integer) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_armor_linked_for_reader(p_item_id integer, p_item_owner uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.campaign_homebrew_armor l
          where l.item_id = p_item_id and l.user_id = p_item_owner
            and (private.is_campaign_owner(l.campaign_id) or private.is_campaign_member(l.campaign_id))
        )
      $function$;
grant execute on function private.homebrew_armor_linked_for_reader(integer,uuid) to authenticated;
grant execute on function private.homebrew_armor_linked_for_reader(integer,uuid) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_before_write()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  pattern text;
  publishing boolean;
begin
  -- Before anything walks the document: its size, then its depth.
  if octet_length(new.data::text) > 32768 then
    raise exception 'A homebrew record''s data may be at most 32,768 bytes (32 KB).' using errcode = '23514';
  end if;
  if not private.jsonb_depth_within(new.data, 32) then
    raise exception 'A homebrew record''s data may nest at most 32 levels deep.' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' then
    if new.user_id is distinct from old.user_id then
      raise exception 'A homebrew record keeps its owner.' using errcode = '42501';
    end if;
    new.created_at := old.created_at;
  end if;
  pattern := private.profanity_pattern();
  new.name := private.mask_text(new.name, pattern);
  new.data := private.mask_jsonb(new.data, pattern);

  publishing := new.public and (tg_op = 'INSERT' or not old.public);
  if tg_op = 'INSERT' or publishing then
    -- One writer per user at a time, so two concurrent inserts cannot both slip under a cap.
    perform pg_advisory_xact_lock(hashtextextended('duality homebrew caps ' || new.user_id::text, 0));
  end if;
  if tg_op = 'INSERT' and private.homebrew_count(new.user_id, false) >= private.setting('homebrew_creation_cap') then
    raise exception 'You have reached your account''s limit on homebrew creations.' using errcode = 'PT403';
  end if;
  if publishing and private.homebrew_count(new.user_id, true) >= private.setting('homebrew_publish_cap') then
    raise exception 'You have reached your account''s limit on public homebrew creations.' using errcode = 'PT403';
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION private.homebrew_classes_linkable(p_item_id integer)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.homebrew_classes h
          where h.id = p_item_id and (h.public or h.user_id = (select auth.uid()))
        )
      $function$;
grant execute on function private.homebrew_classes_linkable(integer) to authenticated;
grant execute on function private.homebrew_classes_linkable(integer) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_classes_linked_for_reader(p_item_id integer, p_item_owner uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.campaign_homebrew_classes l
          where l.item_id = p_item_id and l.user_id = p_item_owner
            and (private.is_campaign_owner(l.campaign_id) or private.is_campaign_member(l.campaign_id))
        )
      $function$;
grant execute on function private.homebrew_classes_linked_for_reader(integer,uuid) to authenticated;
grant execute on function private.homebrew_classes_linked_for_reader(integer,uuid) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_communities_linkable(p_item_id integer)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.homebrew_communities h
          where h.id = p_item_id and (h.public or h.user_id = (select auth.uid()))
        )
      $function$;
grant execute on function private.homebrew_communities_linkable(integer) to authenticated;
grant execute on function private.homebrew_communities_linkable(integer) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_communities_linked_for_reader(p_item_id integer, p_item_owner uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.campaign_homebrew_communities l
          where l.item_id = p_item_id and l.user_id = p_item_owner
            and (private.is_campaign_owner(l.campaign_id) or private.is_campaign_member(l.campaign_id))
        )
      $function$;
grant execute on function private.homebrew_communities_linked_for_reader(integer,uuid) to authenticated;
grant execute on function private.homebrew_communities_linked_for_reader(integer,uuid) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_count(p_user_id uuid, p_only_public boolean)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  kind text;
  n integer;
  total integer := 0;
begin
  foreach kind in array array['items', 'weapons', 'armor', 'communities', 'ancestries', 'subclasses', 'classes'] loop
    execute format('select count(*) from public.%I where user_id = $1 and (public or not $2)', 'homebrew_' || kind)
      into n using p_user_id, p_only_public;
    total := total + n;
  end loop;
  return total;
end
$function$;

CREATE OR REPLACE FUNCTION private.homebrew_document_schema()
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select $json${"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"items":{"type":"object","properties":{"description":{"$ref":"#/$defs/__schema0"},"consumable":{"type":"boolean"},"relic":{"type":"boolean"},"container":{"type":"boolean"},"tier":{"$ref":"#/$defs/__schema1"},"modify":{"$ref":"#/$defs/__schema2"},"restore":{"type":"object","properties":{"health":{"$ref":"#/$defs/__schema4"},"stress":{"$ref":"#/$defs/__schema4"},"hope":{"$ref":"#/$defs/__schema4"}},"additionalProperties":false},"charge":{"$ref":"#/$defs/__schema6"},"attach":{"type":"object","properties":{"type":{"type":"string","enum":["armor","weapon","meleeWeapon"]},"feature":{"type":"object","properties":{"name":{"$ref":"#/$defs/__schema8"},"description":{"$ref":"#/$defs/__schema0"},"modify":{"$ref":"#/$defs/__schema9"},"effects":{"$ref":"#/$defs/__schema10"}},"required":["name","description"],"additionalProperties":false}},"required":["type","feature"],"additionalProperties":false},"downtime":{"type":"object","properties":{"craft":{"$ref":"#/$defs/__schema24"},"description":{"$ref":"#/$defs/__schema0"},"cost":{"type":"object","properties":{"stress":{"type":"integer","minimum":0,"maximum":9007199254740991}},"additionalProperties":false}},"required":["description"],"additionalProperties":false},"onShortRest":{"type":"object","properties":{"resource":{"type":"object","properties":{"stress":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991}},"additionalProperties":false}},"required":["resource"],"additionalProperties":false},"onLongRest":{"type":"object","properties":{"resource":{"type":"object","properties":{"stress":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991}},"additionalProperties":false}},"required":["resource"],"additionalProperties":false},"effects":{"$ref":"#/$defs/__schema10"}},"required":["description"],"additionalProperties":false},"weapons":{"type":"object","properties":{"slot":{"type":"string","enum":["primary","secondary"]},"trait":{"type":"string","enum":["Agility","Strength","Finesse","Instinct","Presence","Knowledge","Spellcast"]},"range":{"$ref":"#/$defs/__schema18"},"damage":{"$ref":"#/$defs/__schema5"},"damageType":{"type":"string","enum":["physical","magical","any"]},"tier":{"$ref":"#/$defs/__schema1"},"burden":{"anyOf":[{"type":"number","const":1},{"type":"number","const":2}]},"feature":{"default":null,"anyOf":[{"$ref":"#/$defs/__schema25"},{"type":"null"}]}},"required":["slot","trait","range","damage","damageType","tier","burden"],"additionalProperties":false},"armor":{"type":"object","properties":{"score":{"type":"integer","minimum":0,"maximum":99},"majorThreshold":{"type":"integer","minimum":0,"maximum":999},"severeThreshold":{"type":"integer","minimum":0,"maximum":999},"tier":{"$ref":"#/$defs/__schema1"},"feature":{"default":null,"anyOf":[{"$ref":"#/$defs/__schema25"},{"type":"null"}]}},"required":["score","majorThreshold","severeThreshold","tier"],"additionalProperties":false},"communities":{"type":"object","properties":{"description":{"$ref":"#/$defs/__schema0"},"personalities":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema30"}},"features":{"maxItems":10,"type":"array","items":{"$ref":"#/$defs/__schema31"}}},"required":["description","features"],"additionalProperties":false},"ancestries":{"type":"object","properties":{"description":{"$ref":"#/$defs/__schema0"},"features":{"maxItems":10,"type":"array","items":{"$ref":"#/$defs/__schema32"}}},"required":["description","features"],"additionalProperties":false},"subclasses":{"type":"object","properties":{"class":{"$ref":"#/$defs/__schema24"},"description":{"$ref":"#/$defs/__schema0"},"foundation":{"type":"object","properties":{"features":{"$ref":"#/$defs/__schema33"},"spellcast":{"$ref":"#/$defs/__schema23"}},"required":["features"],"additionalProperties":false},"specialization":{"$ref":"#/$defs/__schema34"},"mastery":{"$ref":"#/$defs/__schema34"}},"required":["class","foundation","specialization","mastery"],"additionalProperties":false},"classes":{"type":"object","properties":{"domains":{"type":"array","prefixItems":[{"$ref":"#/$defs/__schema35"},{"$ref":"#/$defs/__schema35"}],"items":false,"minItems":2,"maxItems":2},"hopeAbility":{"$ref":"#/$defs/__schema25"},"evasion":{"type":"integer","minimum":0,"maximum":30},"startingHitPoints":{"type":"integer","minimum":1,"maximum":12},"suggestedTraits":{"type":"object","properties":{"agility":{"type":"integer","minimum":-5,"maximum":5},"strength":{"type":"integer","minimum":-5,"maximum":5},"finesse":{"type":"integer","minimum":-5,"maximum":5},"instinct":{"type":"integer","minimum":-5,"maximum":5},"presence":{"type":"integer","minimum":-5,"maximum":5},"knowledge":{"type":"integer","minimum":-5,"maximum":5}},"required":["agility","strength","finesse","instinct","presence","knowledge"],"additionalProperties":false},"startingGear":{"type":"object","properties":{"choose":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema36"}},"spellbook":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema37"}}},"required":["choose"],"additionalProperties":false},"suggestedEquipment":{"type":"object","properties":{"primary":{"$ref":"#/$defs/__schema24"},"secondary":{"$ref":"#/$defs/__schema24"},"armor":{"$ref":"#/$defs/__schema24"}},"additionalProperties":false},"classFeatures":{"maxItems":10,"type":"array","items":{"$ref":"#/$defs/__schema25"}},"backgroundQuestions":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema38"}},"connectionQuestions":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema39"}},"description":{"type":"object","properties":{"summary":{"$ref":"#/$defs/__schema0"},"clothes":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema40"}},"attitude":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema41"}}},"required":["clothes","attitude"],"additionalProperties":false},"subclasses":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema24"}},"alternateForms":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema24"}}},"required":["domains","hopeAbility","evasion","startingHitPoints","suggestedTraits","startingGear","classFeatures","backgroundQuestions","connectionQuestions","description"],"additionalProperties":false}},"required":["items","weapons","armor","communities","ancestries","subclasses","classes"],"additionalProperties":false,"$defs":{"__schema0":{"type":"string","maxLength":5000},"__schema1":{"type":"integer","minimum":1,"maximum":4},"__schema2":{"type":"object","propertyNames":{"type":"string","enum":["agility","strength","finesse","instinct","presence","knowledge","healthSlot","stressSlot","hopeSlot","armorScore","evasion","majorDamageThreshold","severeDamageThreshold","proficiency","primaryMeleeDamage","companionEvasion","companionStressSlot","companionTraining","companionDamage","companionRange"]},"additionalProperties":{"anyOf":[{"type":"integer","minimum":-99,"maximum":99},{"$ref":"#/$defs/__schema3"}]}},"__schema3":{"type":"string","enum":["proficiency","level","tier"]},"__schema4":{"anyOf":[{"$ref":"#/$defs/__schema5"},{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991}]},"__schema5":{"type":"string","maxLength":32,"pattern":"(?i)^\\s*-?\\s*(?:(\\d{0,2})d(4|6|8|10|12|20)(?:\\s*([+-])\\s*(\\d{1,3}))?|(\\d{1,3}))\\s*$"},"__schema6":{"type":"object","properties":{"max":{"anyOf":[{"type":"integer","minimum":1,"maximum":99},{"$ref":"#/$defs/__schema3"}]},"start":{"type":"integer","minimum":0,"maximum":99},"recharge":{"$ref":"#/$defs/__schema7"}},"required":["max"],"additionalProperties":false},"__schema7":{"type":"object","properties":{"on":{"type":"string","enum":["rest","shortRest","longRest"]},"quantity":{"default":"all","anyOf":[{"type":"integer","minimum":1,"maximum":9007199254740991},{"type":"string","const":"all"}]}},"required":["on"],"additionalProperties":false},"__schema8":{"type":"string","minLength":1,"maxLength":100},"__schema9":{"$ref":"#/$defs/__schema2"},"__schema10":{"maxItems":5,"type":"array","items":{"$ref":"#/$defs/__schema11"}},"__schema11":{"oneOf":[{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"advantage"},"on":{"minItems":1,"maxItems":5,"type":"array","items":{"$ref":"#/$defs/__schema21"}}},"required":["kind","on"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"disadvantage"},"on":{"minItems":1,"maxItems":5,"type":"array","items":{"$ref":"#/$defs/__schema22"}}},"required":["kind","on"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"rollBonus"},"roll":{"type":"string","enum":["action","attack","damage","spellcast","reaction","experience","trait","evasion","thresholds","proficiency","hopeDie"]},"amount":{"anyOf":[{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},{"$ref":"#/$defs/__schema3"},{"$ref":"#/$defs/__schema23"},{"$ref":"#/$defs/__schema5"}]},"trait":{"$ref":"#/$defs/__schema23"}},"required":["kind","roll","amount"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"damage"},"dice":{"anyOf":[{"$ref":"#/$defs/__schema5"},{"type":"string","const":"tier d6"}]},"damageType":{"type":"string","enum":["physical","magical","either","direct"]},"extra":{"default":false,"type":"boolean"}},"required":["kind","dice"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema18"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"attack"},"trait":{"$ref":"#/$defs/__schema23"},"damage":{"$ref":"#/$defs/__schema5"},"damageType":{"type":"string","enum":["physical","magical"]}},"required":["range","kind","trait","damage","damageType"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"resource"},"resource":{"type":"string","enum":["hope","stress","hitPoint","armorSlot","fear"]},"action":{"type":"string","enum":["gain","clear","mark","avoid","halveDamage","negateDamage"]},"amount":{"default":1,"anyOf":[{"$ref":"#/$defs/__schema4"},{"$ref":"#/$defs/__schema3"},{"type":"string","const":"all"}]}},"required":["kind","resource","action"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"reroll"},"what":{"type":"string","enum":["dualityDice","hopeDie","attack","damage","failedRoll","adversaryAttack","self"]}},"required":["kind","what"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"dieReplace"},"die":{"type":"string","enum":["hopeDie","damageDie","advantageDie"]},"with":{"$ref":"#/$defs/__schema5"}},"required":["kind","die","with"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"resistance"},"damageType":{"type":"string","enum":["physical","magical","all"]}},"required":["kind","damageType"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"severity"},"change":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991}},"required":["kind","change"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"condition"},"condition":{"type":"string","minLength":1,"maxLength":200}},"required":["kind","condition"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"movement"},"mode":{"type":"string","enum":["fly","leap","climb","swim","silent","teleport","knockback","pull","walkOnWater","glide"]}},"required":["kind","mode"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"rangeChange"},"from":{"$ref":"#/$defs/__schema18"},"to":{"$ref":"#/$defs/__schema18"}},"required":["kind","from","to"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"extraTargets"},"count":{"anyOf":[{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},{"type":"string","const":"variable"},{"type":"string","const":"all"}]}},"required":["kind","count"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"weaponTrait"},"trait":{"$ref":"#/$defs/__schema23"}},"required":["kind","trait"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"downtimeMove"},"count":{"type":"integer","minimum":1,"maximum":9007199254740991}},"required":["kind","count"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"requirement"},"stat":{"$ref":"#/$defs/__schema23"},"max":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991}},"required":["kind","stat","max"],"additionalProperties":false},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema12"},"cost":{"$ref":"#/$defs/__schema13"},"frequency":{"$ref":"#/$defs/__schema14"},"uses":{"$ref":"#/$defs/__schema15"},"chance":{"$ref":"#/$defs/__schema16"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema19"},"duration":{"$ref":"#/$defs/__schema20"},"kind":{"type":"string","const":"flag"},"flag":{"type":"string","maxLength":100,"pattern":"^[a-z][A-Za-z]+$"}},"required":["kind","flag"],"additionalProperties":false}]},"__schema12":{"default":"passive","type":"string","enum":["passive","action","creation","sessionStart","sessionEnd","rest","shortRest","longRest","downtime","attackMade","attackHit","attackMissed","critical","attacked","attackedInMelee","damageTaken","damageDealt","damageDieRolled","actionRoll","reactionRoll","rollFailed","rollWithFear","rollWithHope","hopeSpent","stressMarked","armorMarked","lastHitPoint","lastStress","lastArmorSlot","falling","death"]},"__schema13":{"type":"object","properties":{"hope":{"type":"integer","minimum":0,"maximum":9007199254740991},"stress":{"type":"integer","minimum":0,"maximum":9007199254740991},"armorSlot":{"type":"integer","minimum":0,"maximum":9007199254740991},"hitPoint":{"type":"integer","minimum":0,"maximum":9007199254740991},"handfuls":{"type":"integer","minimum":0,"maximum":9007199254740991},"variable":{"type":"string","enum":["hope","stress"]}},"additionalProperties":false},"__schema14":{"type":"string","enum":["atWill","session","rest","shortRest","longRest","once"]},"__schema15":{"type":"integer","minimum":1,"maximum":9007199254740991},"__schema16":{"type":"object","properties":{"die":{"$ref":"#/$defs/__schema5"},"min":{"type":"integer","minimum":1,"maximum":9007199254740991}},"required":["die","min"],"additionalProperties":false},"__schema17":{"$ref":"#/$defs/__schema18"},"__schema18":{"type":"string","enum":["Melee","Very Close","Close","Far","Very Far"]},"__schema19":{"type":"string","enum":["self","target","allies","party","adversaries","attacker","companion"]},"__schema20":{"type":"string","enum":["nextRoll","untilHit","untilRest","untilLongRest","scene","session","whileActive"]},"__schema21":{"type":"string","minLength":1,"maxLength":200},"__schema22":{"type":"string","minLength":1,"maxLength":200},"__schema23":{"type":"string","enum":["agility","strength","finesse","instinct","presence","knowledge"]},"__schema24":{"type":"string","minLength":1,"maxLength":100},"__schema25":{"type":"object","properties":{"id":{"$ref":"#/$defs/__schema24"},"name":{"$ref":"#/$defs/__schema8"},"description":{"$ref":"#/$defs/__schema0"},"modify":{"$ref":"#/$defs/__schema9"},"charge":{"$ref":"#/$defs/__schema26"},"effects":{"$ref":"#/$defs/__schema10"},"modifyCharge":{"$ref":"#/$defs/__schema27"},"companion":{"$ref":"#/$defs/__schema28"},"shapeshift":{"$ref":"#/$defs/__schema29"}},"required":["name","description"],"additionalProperties":false},"__schema26":{"$ref":"#/$defs/__schema6"},"__schema27":{"type":"object","properties":{"features":{"minItems":1,"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema24"}},"max":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"recharge":{"$ref":"#/$defs/__schema7"}},"required":["features"],"additionalProperties":false},"__schema28":{"type":"boolean"},"__schema29":{"type":"boolean"},"__schema30":{"type":"string","maxLength":200},"__schema31":{"type":"object","properties":{"id":{"$ref":"#/$defs/__schema24"},"name":{"$ref":"#/$defs/__schema8"},"description":{"$ref":"#/$defs/__schema0"},"modify":{"$ref":"#/$defs/__schema9"},"charge":{"$ref":"#/$defs/__schema26"},"effects":{"$ref":"#/$defs/__schema10"},"modifyCharge":{"$ref":"#/$defs/__schema27"},"companion":{"$ref":"#/$defs/__schema28"},"shapeshift":{"$ref":"#/$defs/__schema29"}},"required":["id","name","description"],"additionalProperties":false},"__schema32":{"type":"object","properties":{"id":{"$ref":"#/$defs/__schema24"},"name":{"$ref":"#/$defs/__schema8"},"description":{"$ref":"#/$defs/__schema0"},"modify":{"$ref":"#/$defs/__schema9"},"charge":{"$ref":"#/$defs/__schema26"},"effects":{"$ref":"#/$defs/__schema10"},"modifyCharge":{"$ref":"#/$defs/__schema27"},"companion":{"$ref":"#/$defs/__schema28"},"shapeshift":{"$ref":"#/$defs/__schema29"}},"required":["id","name","description"],"additionalProperties":false},"__schema33":{"maxItems":10,"type":"array","items":{"$ref":"#/$defs/__schema25"}},"__schema34":{"type":"object","properties":{"features":{"$ref":"#/$defs/__schema33"}},"required":["features"],"additionalProperties":false},"__schema35":{"type":"string","enum":["arcana","blade","bone","codex","grace","midnight","sage","splendor","valor"]},"__schema36":{"type":"string","maxLength":200},"__schema37":{"type":"string","maxLength":200},"__schema38":{"type":"string","maxLength":200},"__schema39":{"type":"string","maxLength":200},"__schema40":{"type":"string","maxLength":200},"__schema41":{"type":"string","maxLength":200}}}$json$::jsonb $function$;
grant execute on function private.homebrew_document_schema() to authenticated;
grant execute on function private.homebrew_document_schema() to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_items_linkable(p_item_id integer)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.homebrew_items h
          where h.id = p_item_id and (h.public or h.user_id = (select auth.uid()))
        )
      $function$;
grant execute on function private.homebrew_items_linkable(integer) to authenticated;
grant execute on function private.homebrew_items_linkable(integer) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_items_linked_for_reader(p_item_id integer, p_item_owner uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.campaign_homebrew_items l
          where l.item_id = p_item_id and l.user_id = p_item_owner
            and (private.is_campaign_owner(l.campaign_id) or private.is_campaign_member(l.campaign_id))
        )
      $function$;
grant execute on function private.homebrew_items_linked_for_reader(integer,uuid) to authenticated;
grant execute on function private.homebrew_items_linked_for_reader(integer,uuid) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_revision_before_write()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    new.revision := 1;
    new.expected_revision := null;
    return new;
  end if;
  if pg_trigger_depth() = 1 and new.expected_revision is not null and new.expected_revision <> old.revision then
    raise exception 'Stale write refused: this homebrew record is at revision % on the server, but the change was based on revision %. It was changed somewhere else.',
      old.revision, new.expected_revision
      using errcode = 'PT409';
  end if;
  new.revision := old.revision + 1;
  new.expected_revision := null;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION private.homebrew_search_text(p_name text, p_data jsonb)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select lower(p_name || ' ' || coalesce(
    (select string_agg(v #>> '{}', ' ') from jsonb_path_query(p_data, 'strict $.**') v where jsonb_typeof(v) = 'string'),
    ''))
$function$;
grant execute on function private.homebrew_search_text(text,jsonb) to anon;
grant execute on function private.homebrew_search_text(text,jsonb) to authenticated;
grant execute on function private.homebrew_search_text(text,jsonb) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_shape_ok(p_kind text, d jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    jsonb_typeof(d) = 'object'
      and (private.homebrew_document_schema() -> 'properties') ? p_kind
      and private.json_schema_ok(
        private.homebrew_document_schema() -> 'properties' -> p_kind, d, private.homebrew_document_schema()),
    false)
$function$;
grant execute on function private.homebrew_shape_ok(text,jsonb) to authenticated;
grant execute on function private.homebrew_shape_ok(text,jsonb) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_subclasses_linkable(p_item_id integer)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.homebrew_subclasses h
          where h.id = p_item_id and (h.public or h.user_id = (select auth.uid()))
        )
      $function$;
grant execute on function private.homebrew_subclasses_linkable(integer) to authenticated;
grant execute on function private.homebrew_subclasses_linkable(integer) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_subclasses_linked_for_reader(p_item_id integer, p_item_owner uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.campaign_homebrew_subclasses l
          where l.item_id = p_item_id and l.user_id = p_item_owner
            and (private.is_campaign_owner(l.campaign_id) or private.is_campaign_member(l.campaign_id))
        )
      $function$;
grant execute on function private.homebrew_subclasses_linked_for_reader(integer,uuid) to authenticated;
grant execute on function private.homebrew_subclasses_linked_for_reader(integer,uuid) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_weapons_linkable(p_item_id integer)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.homebrew_weapons h
          where h.id = p_item_id and (h.public or h.user_id = (select auth.uid()))
        )
      $function$;
grant execute on function private.homebrew_weapons_linkable(integer) to authenticated;
grant execute on function private.homebrew_weapons_linkable(integer) to service_role;

CREATE OR REPLACE FUNCTION private.homebrew_weapons_linked_for_reader(p_item_id integer, p_item_owner uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
        select exists (
          select 1 from public.campaign_homebrew_weapons l
          where l.item_id = p_item_id and l.user_id = p_item_owner
            and (private.is_campaign_owner(l.campaign_id) or private.is_campaign_member(l.campaign_id))
        )
      $function$;
grant execute on function private.homebrew_weapons_linked_for_reader(integer,uuid) to authenticated;
grant execute on function private.homebrew_weapons_linked_for_reader(integer,uuid) to service_role;

CREATE OR REPLACE FUNCTION private.is_campaign_member(p_campaign_id integer)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.campaign_dashboard d
    where d.campaign_id = p_campaign_id and d.user_id = (select auth.uid())
  )
$function$;
grant execute on function private.is_campaign_member(integer) to authenticated;
grant execute on function private.is_campaign_member(integer) to service_role;

CREATE OR REPLACE FUNCTION private.is_campaign_owner(p_campaign_id integer)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.campaigns c where c.id = p_campaign_id and c.user_id = (select auth.uid())
  )
$function$;
grant execute on function private.is_campaign_owner(integer) to authenticated;
grant execute on function private.is_campaign_owner(integer) to service_role;

CREATE OR REPLACE FUNCTION private.json_schema_may_match(p_schema jsonb, p_value jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_typeof(p_value) <> 'object' or jsonb_typeof(p_schema -> 'properties') is distinct from 'object'
    or not exists (
      select 1 from jsonb_each(p_schema -> 'properties') p
      where p.value ? 'const' and p_value ? p.key and (p_value -> p.key) <> (p.value -> 'const')
    )
$function$;
grant execute on function private.json_schema_may_match(jsonb,jsonb) to authenticated;
grant execute on function private.json_schema_may_match(jsonb,jsonb) to service_role;

CREATE OR REPLACE FUNCTION private.json_schema_ok(p_schema jsonb, p_value jsonb, p_root jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  s jsonb := p_schema;
  vt text := jsonb_typeof(p_value);
  t jsonb;
  k text;
  sub jsonb;
  props jsonb;
  extra jsonb;
  n integer;
  i integer;
  len integer;
  num numeric;
  prefix integer := 0;
  matches integer;
begin
  if s is null or p_value is null then
    return false;
  end if;
  if jsonb_typeof(s) = 'boolean' then
    return s = 'true'::jsonb;
  end if;
  if s ? '$ref' then
    if not private.json_schema_ok(
      p_root #> string_to_array(substr(s ->> '$ref', 3), '/'), p_value, p_root) then
      return false;
    end if;
  end if;
  t := s -> 'type';
  if t is not null then
    if jsonb_typeof(t) = 'string' then
      if not (t #>> '{}' = vt
              or (t #>> '{}' = 'integer' and vt = 'number'
                  and (p_value #>> '{}')::numeric = trunc((p_value #>> '{}')::numeric))) then
        return false;
      end if;
    elsif not exists (
      select 1 from jsonb_array_elements_text(t) tn(name)
      where tn.name = vt
         or (tn.name = 'integer' and vt = 'number'
             and (p_value #>> '{}')::numeric = trunc((p_value #>> '{}')::numeric))
    ) then
      return false;
    end if;
  end if;
  if s ? 'const' and p_value <> (s -> 'const') then
    return false;
  end if;
  if s ? 'enum' then
    -- A scalar is in the list when the list contains it (containment is exact for scalars); an object or an
    -- array is compared with each entry, since containment would accept a part of an object.
    if vt in ('string', 'number', 'boolean', 'null') then
      if not (s -> 'enum') @> jsonb_build_array(p_value) then
        return false;
      end if;
    elsif not exists (select 1 from jsonb_array_elements(s -> 'enum') e where e = p_value) then
      return false;
    end if;
  end if;

  if vt = 'string' then
    if s ? 'minLength' or s ? 'maxLength' then
      len := private.utf16_length(p_value #>> '{}');
      if len < coalesce((s ->> 'minLength')::integer, 0) or len > coalesce((s ->> 'maxLength')::integer, len) then
        return false;
      end if;
    end if;
    if s ? 'pattern' and (p_value #>> '{}') !~ (s ->> 'pattern') then
      return false;
    end if;
  elsif vt = 'number' then
    num := (p_value #>> '{}')::numeric;
    if (s ? 'minimum' and num < (s ->> 'minimum')::numeric)
       or (s ? 'maximum' and num > (s ->> 'maximum')::numeric)
       or (s ? 'exclusiveMinimum' and num <= (s ->> 'exclusiveMinimum')::numeric)
       or (s ? 'exclusiveMaximum' and num >= (s ->> 'exclusiveMaximum')::numeric) then
      return false;
    end if;
  elsif vt = 'object' then
    -- Required names are plain identifiers, so the JSON list reads as a text array literal.
    if s ? 'required' and not p_value ?& translate(s ->> 'required', '[]', '{}')::text[] then
      return false;
    end if;
    if s ? 'propertyNames' then
      for k in select jsonb_object_keys(p_value) loop
        if not private.json_schema_ok(s -> 'propertyNames', to_jsonb(k), p_root) then
          return false;
        end if;
      end loop;
    end if;
    -- One pass over the value's own keys: a named property by its schema, any other by
    -- additionalProperties (when the schema has one). A property the value lacks has nothing to check.
    props := s -> 'properties';
    extra := s -> 'additionalProperties';
    if props is not null or extra is not null then
      for k, sub in select * from jsonb_each(p_value) loop
        if props is not null and props ? k then
          if not private.json_schema_ok(props -> k, sub, p_root) then
            return false;
          end if;
        elsif extra is not null and not private.json_schema_ok(extra, sub, p_root) then
          return false;
        end if;
      end loop;
    end if;
  elsif vt = 'array' then
    n := jsonb_array_length(p_value);
    if n < coalesce((s ->> 'minItems')::integer, 0) or n > coalesce((s ->> 'maxItems')::integer, n) then
      return false;
    end if;
    if s ? 'prefixItems' then
      prefix := jsonb_array_length(s -> 'prefixItems');
      for i in 0 .. least(prefix, n) - 1 loop
        if not private.json_schema_ok(s -> 'prefixItems' -> i, p_value -> i, p_root) then
          return false;
        end if;
      end loop;
    end if;
    if s ? 'items' then
      for i in prefix .. n - 1 loop
        if not private.json_schema_ok(s -> 'items', p_value -> i, p_root) then
          return false;
        end if;
      end loop;
    end if;
  end if;

  if s ? 'allOf' then
    for i in 0 .. jsonb_array_length(s -> 'allOf') - 1 loop
      if not private.json_schema_ok(s -> 'allOf' -> i, p_value, p_root) then
        return false;
      end if;
    end loop;
  end if;
  if s ? 'anyOf' then
    matches := 0;
    for i in 0 .. jsonb_array_length(s -> 'anyOf') - 1 loop
      sub := s -> 'anyOf' -> i;
      if private.json_schema_may_match(sub, p_value) and private.json_schema_ok(sub, p_value, p_root) then
        matches := 1;
        exit;
      end if;
    end loop;
    if matches = 0 then
      return false;
    end if;
  end if;
  if s ? 'oneOf' then
    matches := 0;
    for i in 0 .. jsonb_array_length(s -> 'oneOf') - 1 loop
      sub := s -> 'oneOf' -> i;
      -- The alternatives of a tagged union differ in a constant `kind`: one that names another is skipped
      -- without a query.
      if vt = 'object' and p_value ? 'kind' and sub #> '{properties,kind,const}' is not null
         and sub #> '{properties,kind,const}' <> p_value -> 'kind' then
        continue;
      end if;
      if private.json_schema_may_match(sub, p_value) and private.json_schema_ok(sub, p_value, p_root) then
        matches := matches + 1;
        if matches > 1 then
          return false;
        end if;
      end if;
    end loop;
    if matches <> 1 then
      return false;
    end if;
  end if;
  return true;
end
$function$;
grant execute on function private.json_schema_ok(jsonb,jsonb,jsonb) to authenticated;
grant execute on function private.json_schema_ok(jsonb,jsonb,jsonb) to service_role;

CREATE OR REPLACE FUNCTION private.json_short_strings_ok(p_value jsonb, p_max integer, p_len integer)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_typeof(p_value) = 'array' and jsonb_array_length(p_value) <= p_max
    and not exists (
      select 1 from jsonb_array_elements(p_value) e
      where jsonb_typeof(e) <> 'string' or char_length(e #>> '{}') not between 1 and p_len
    )
$function$;
grant execute on function private.json_short_strings_ok(jsonb,integer,integer) to authenticated;
grant execute on function private.json_short_strings_ok(jsonb,integer,integer) to service_role;

CREATE OR REPLACE FUNCTION private.jsonb_depth_within(p_doc jsonb, p_max integer)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  brackets text := regexp_replace(
    regexp_replace(p_doc::text, '"([^"\\]|\\.)*"', '', 'g'), '[^][{}]', '', 'g');
  depth integer := 0;
begin
  while brackets <> '' loop
    depth := depth + 1;
    if depth > p_max then
      return false;
    end if;
    brackets := regexp_replace(brackets, '\[\]|\{\}', '', 'g');
  end loop;
  return true;
end
$function$;

CREATE OR REPLACE FUNCTION private.link_table(p_type text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if p_type is null or p_type not in ('items', 'weapons', 'armor', 'communities', 'ancestries', 'subclasses', 'classes') then
    raise exception 'Invalid homebrew type' using errcode = 'PT400';
  end if;
  return 'campaign_homebrew_' || p_type;
end
$function$;
grant execute on function private.link_table(text) to authenticated;
grant execute on function private.link_table(text) to service_role;

CREATE OR REPLACE FUNCTION private.mask_jsonb(p_doc jsonb, p_pattern text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_doc is null or p_pattern is null
     or regexp_replace(p_doc::text, '\\(u[0-9a-fA-F]{4}|.)', ' ', 'g') !~* p_pattern then
    return p_doc;
  end if;
  return private.mask_jsonb_with(
    p_doc,
    p_pattern,
    (select array_agg(b.word) from private.profanity_blocklist b),
    private.mask_symbols(128));
end
$function$;

CREATE OR REPLACE FUNCTION private.mask_jsonb_with(p_doc jsonb, p_pattern text, p_blocked text[], p_pool text)
 RETURNS jsonb
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  result jsonb;
begin
  if jsonb_typeof(p_doc) = 'string' then
    return to_jsonb(private.mask_text_with(p_doc #>> '{}', p_pattern, p_blocked, p_pool));
  end if;
  -- A container is entered only when its text (each escape read as a space) holds something to mask.
  if jsonb_typeof(p_doc) not in ('array', 'object')
     or regexp_replace(p_doc::text, '\\(u[0-9a-fA-F]{4}|.)', ' ', 'g') !~* p_pattern then
    return p_doc;
  end if;
  if jsonb_typeof(p_doc) = 'array' then
    select coalesce(
        jsonb_agg(private.mask_jsonb_with(e.value, p_pattern, p_blocked, p_pool) order by e.ordinality),
        '[]'::jsonb)
      into result
      from jsonb_array_elements(p_doc) with ordinality as e(value, ordinality);
  else
    select coalesce(
        jsonb_object_agg(
          o.key,
          case when o.key in ('id', 'created_at', 'user_id') then o.value
               else private.mask_jsonb_with(o.value, p_pattern, p_blocked, p_pool) end),
        '{}'::jsonb)
      into result
      from jsonb_each(p_doc) as o;
  end if;
  return result;
end
$function$;

CREATE OR REPLACE FUNCTION private.mask_symbols(p_length integer)
 RETURNS text
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select coalesce(string_agg(substr('#@$!%*?', 1 + floor(random() * 7)::integer, 1), ''), '')
  from generate_series(1, p_length)
$function$;

CREATE OR REPLACE FUNCTION private.mask_text(p_text text, p_pattern text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- The pattern is only a fast "anything to mask at all?" test: most text has nothing to mask.
  if p_text is null or p_pattern is null or p_text !~* p_pattern then
    return p_text;
  end if;
  return private.mask_text_with(
    p_text,
    p_pattern,
    (select array_agg(b.word) from private.profanity_blocklist b),
    private.mask_symbols(128));
end
$function$;

CREATE OR REPLACE FUNCTION private.mask_text_with(p_text text, p_pattern text, p_blocked text[], p_pool text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  result text;
begin
  if p_text is null or p_pattern is null or p_text !~* p_pattern then
    return p_text;
  end if;
  select string_agg(
           p.sep || coalesce(
             case when lower(p.word) = any (p_blocked)
               then substr(p_pool, 1 + ((p.n * 37) % 83)::integer, length(p.word))
               else p.word end,
             ''),
           '' order by p.n)
    into result
    from unnest(
           regexp_split_to_array(p_text, '[[:alnum:]_]+'),
           array(select w.v
                   from unnest(regexp_split_to_array(p_text, '[^[:alnum:]_]+')) with ordinality as w(v, i)
                  where w.v <> '' order by w.i)
         ) with ordinality as p(sep, word, n);
  return coalesce(result, p_text);
end
$function$;

CREATE OR REPLACE FUNCTION private.owned_campaign(p_campaign_id integer, p_action text)
 RETURNS public.campaigns
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_user();
  c public.campaigns;
begin
  select * into c from public.campaigns where id = p_campaign_id;
  if c.id is null or (c.user_id <> uid and not private.is_campaign_member(c.id)) then
    raise exception 'Campaign not found.' using errcode = 'PT404';
  end if;
  if c.user_id <> uid then
    raise exception 'Only the campaign owner can %.', p_action using errcode = 'PT403';
  end if;
  return c;
end
$function$;

CREATE OR REPLACE FUNCTION private.owner_cap_before_insert()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  n integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('duality ' || tg_table_name || ' cap ' || new.user_id::text, 0));
  if tg_table_name = 'characters' then
    select count(*) into n from public.characters c where c.user_id = new.user_id;
    if n >= private.setting('character_cap') then
      raise exception 'You have reached your account''s limit on characters.' using errcode = 'PT403';
    end if;
  else
    select count(*) into n from public.campaigns c where c.user_id = new.user_id;
    if n >= private.setting('campaign_cap') then
      raise exception 'You have reached your account''s limit on campaigns.' using errcode = 'PT403';
    end if;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION private.plays_in_campaign(p_campaign_id integer, p_character_id integer)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.campaign_dashboard d
    where d.campaign_id = p_campaign_id and d.character_id = p_character_id and d.user_id = (select auth.uid())
  )
$function$;
grant execute on function private.plays_in_campaign(integer,integer) to service_role;

CREATE OR REPLACE FUNCTION private.profanity_pattern()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select '(?<![[:alnum:]_])(' || string_agg(b.word, '|' order by length(b.word) desc, b.word) || ')(?![[:alnum:]_])'
  from private.profanity_blocklist b
$function$;

CREATE OR REPLACE FUNCTION private.publish_for_realtime(p_tables text[])
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION private.require_user()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception 'Sign in first.' using errcode = 'PT401';
  end if;
  return uid;
end
$function$;
grant execute on function private.require_user() to anon;
grant execute on function private.require_user() to authenticated;
grant execute on function private.require_user() to service_role;

CREATE OR REPLACE FUNCTION private.roll_dice_checked(p_campaign_id integer, p_character_id integer)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_user();
begin
  if p_campaign_id is null or not exists (
    select 1 from public.characters c
    join public.campaign_dashboard d on d.character_id = c.id and d.campaign_id = c.campaign
    where c.id = p_character_id and c.user_id = uid and c.campaign = p_campaign_id
  ) then
    raise exception 'You roll only for your own character, in the campaign it plays in.' using errcode = 'PT403';
  end if;
  return uid;
end
$function$;

CREATE OR REPLACE FUNCTION private.roll_log_shared(p_campaign_id integer)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select s.roll_log_shared from public.campaign_settings s where s.campaign_id = p_campaign_id), false)
$function$;
grant execute on function private.roll_log_shared(integer) to authenticated;
grant execute on function private.roll_log_shared(integer) to service_role;

CREATE OR REPLACE FUNCTION private.setting(p_key text)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v integer;
begin
  select s.value into v from private.settings s where s.key = p_key;
  if v is null then
    raise exception 'private.settings has no value for %', p_key;
  end if;
  return v;
end
$function$;
grant execute on function private.setting(text) to service_role;

CREATE OR REPLACE FUNCTION private.take_roll_token(p_user uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  burst integer := private.setting('roll_burst');
  rate integer := private.setting('rolls_per_second');
  left_after double precision;
begin
  insert into private.roll_buckets as b (user_id, tokens, refilled_at)
  values (p_user, burst - 1, clock_timestamp())
  on conflict (user_id) do update
    set tokens = least(burst::double precision,
                       b.tokens + extract(epoch from clock_timestamp() - b.refilled_at)::double precision * rate) - 1,
        refilled_at = clock_timestamp()
  returning tokens into left_after;
  if left_after < 0 then
    raise exception 'Too many rolls at once: wait a moment and roll again (% in a row, then % a second).', burst, rate
      using errcode = 'PT429';
  end if;
end
$function$;

CREATE OR REPLACE FUNCTION private.track_is_whole(p_track jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    (p_track ->> 'current')::numeric = trunc((p_track ->> 'current')::numeric)
      and (p_track ->> 'max')::numeric = trunc((p_track ->> 'max')::numeric),
    false)
$function$;
grant execute on function private.track_is_whole(jsonb) to authenticated;
grant execute on function private.track_is_whole(jsonb) to service_role;

CREATE OR REPLACE FUNCTION private.user_profiles_before_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := now();
  new.created_at := old.created_at;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION private.utf16_length(p_text text)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select char_length(p_text) + char_length(regexp_replace(p_text, '[^\U00010000-\U0010FFFF]', '', 'g')) $function$;
grant execute on function private.utf16_length(text) to authenticated;
grant execute on function private.utf16_length(text) to service_role;

CREATE OR REPLACE FUNCTION public.add_fear_from_roll(p_roll_id bigint)
 RETURNS smallint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  if r.offline then
    raise exception 'A roll made offline gives no Fear: only dice the server rolled do.' using errcode = 'PT400';
  end if;
  if r.fear_given then
    raise exception 'This roll has already given its Fear.' using errcode = 'PT409';
  end if;
  update public.campaign_rolls set fear_given = true where id = r.id;
  update public.campaigns set fear = least(fear + 1, 12) where id = r.campaign_id returning fear into result;
  return result;
end
$function$;
grant execute on function public.add_fear_from_roll(bigint) to authenticated;
grant execute on function public.add_fear_from_roll(bigint) to service_role;

CREATE OR REPLACE FUNCTION public.area_load_limit(p_client text)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when p_client like 'address:%' then 600 else 60 end
$function$;
grant execute on function public.area_load_limit(text) to service_role;

CREATE OR REPLACE FUNCTION public.area_load_refused()
 RETURNS bigint
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(sum(r.refused), 0)::bigint from public.area_load_refusals r
$function$;
grant execute on function public.area_load_refused() to service_role;

CREATE OR REPLACE FUNCTION public.area_load_summary()
 RETURNS TABLE(area text, version text, loads bigint, failures bigint)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select l.area, l.version,
    count(*) filter (where l.outcome = 'loaded'),
    count(*) filter (where l.outcome = 'failed')
  from public.area_loads l
  group by l.area, l.version
  order by l.area, l.version
$function$;
grant execute on function public.area_load_summary() to service_role;

CREATE OR REPLACE FUNCTION public.change_fear(p_campaign_id bigint, p_delta integer)
 RETURNS smallint
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  result smallint;
begin
  if p_delta is null or p_delta not between -12 and 12 then
    raise exception 'Fear changes by at most 12 at a time.' using errcode = 'PT400';
  end if;
  update public.campaigns set fear = least(greatest(fear + p_delta, 0), 12)
    where id = p_campaign_id
    returning fear into result;
  if result is null then
    raise exception 'Only the game master of this campaign changes its Fear.' using errcode = 'PT403';
  end if;
  return result;
end
$function$;
grant execute on function public.change_fear(bigint,integer) to authenticated;
grant execute on function public.change_fear(bigint,integer) to service_role;

CREATE OR REPLACE FUNCTION public.conceal_encounter_card(p_card_id integer)
 RETURNS SETOF public.campaign_encounter_adversaries
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  card public.campaign_encounter_adversaries;
begin
  -- The game master's own select policy finds the card; a player finds a revealed one, which the delete below
  -- (owner only) then refuses.
  select * into card from public.campaign_encounter_adversaries where id = p_card_id for update;
  if not found then
    raise exception 'Only the game master of this campaign hides its adversary cards.' using errcode = 'PT403';
  end if;
  if not card.revealed then
    return next card;
    return;
  end if;
  delete from public.campaign_encounter_adversaries where id = p_card_id;
  if not found then
    raise exception 'Only the game master of this campaign hides its adversary cards.' using errcode = 'PT403';
  end if;
  return query
    insert into public.campaign_encounter_adversaries
      (encounter_id, campaign_id, adversary_id, label, position, hp_marked, stress_marked, conditions, revealed)
    values (card.encounter_id, card.campaign_id, card.adversary_id, card.label, card.position, card.hp_marked,
      card.stress_marked, card.conditions, false)
    returning *;
end
$function$;
grant execute on function public.conceal_encounter_card(integer) to authenticated;
grant execute on function public.conceal_encounter_card(integer) to service_role;

CREATE OR REPLACE FUNCTION public.delete_campaign(p_campaign_id integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.campaigns := private.owned_campaign(p_campaign_id, 'delete the campaign');
begin
  delete from public.campaigns where id = c.id;
  return jsonb_build_object('campaign_id', c.id, 'campaign_name', c.name);
end
$function$;
grant execute on function public.delete_campaign(integer) to authenticated;
grant execute on function public.delete_campaign(integer) to service_role;

CREATE OR REPLACE FUNCTION public.device_seal_key()
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_user();
  v_secret bytea;
begin
  insert into private.device_seal_keys (user_id) values (uid) on conflict (user_id) do nothing;
  select k.secret into v_secret from private.device_seal_keys k where k.user_id = uid;
  return encode(v_secret, 'base64');
end
$function$;
grant execute on function public.device_seal_key() to authenticated;
grant execute on function public.device_seal_key() to service_role;

CREATE OR REPLACE FUNCTION public.generate_campaign_invite(p_campaign_id integer)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.campaigns := private.owned_campaign(p_campaign_id, 'create an invite');
  token text := replace(gen_random_uuid()::text, '-', '');
begin
  insert into public.campaign_invites (campaign_id, invite) values (c.id, token)
  on conflict (campaign_id) do update set invite = excluded.invite, created_at = now();
  return token;
end
$function$;
grant execute on function public.generate_campaign_invite(integer) to authenticated;
grant execute on function public.generate_campaign_invite(integer) to service_role;

CREATE OR REPLACE FUNCTION public.homebrew_author_names(p_user_ids uuid[])
 RETURNS TABLE(user_id uuid, display_name text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  pattern text;
begin
  if coalesce(cardinality(p_user_ids), 0) > 100 then
    raise exception 'Ask for at most 100 authors at a time.' using errcode = 'PT400';
  end if;
  pattern := private.profanity_pattern();
  return query
    select u.id,
           private.mask_text(left(n.name, 80), pattern)
      from auth.users u
      cross join lateral (
        select coalesce(
                 nullif(btrim(u.raw_user_meta_data ->> 'display_name'), ''),
                 nullif(btrim(u.raw_user_meta_data ->> 'name'), '')) as name
      ) n
     where u.id = any (p_user_ids)
       and n.name is not null
       and (exists (select 1 from public.homebrew_items h where h.user_id = u.id and h.public)
         or exists (select 1 from public.homebrew_weapons h where h.user_id = u.id and h.public)
         or exists (select 1 from public.homebrew_armor h where h.user_id = u.id and h.public)
         or exists (select 1 from public.homebrew_communities h where h.user_id = u.id and h.public)
         or exists (select 1 from public.homebrew_ancestries h where h.user_id = u.id and h.public)
         or exists (select 1 from public.homebrew_subclasses h where h.user_id = u.id and h.public)
         or exists (select 1 from public.homebrew_classes h where h.user_id = u.id and h.public));
end
$function$;
grant execute on function public.homebrew_author_names(uuid[]) to anon;
grant execute on function public.homebrew_author_names(uuid[]) to authenticated;
grant execute on function public.homebrew_author_names(uuid[]) to service_role;

CREATE OR REPLACE FUNCTION public.join_campaign(p_invite text, p_character_id integer)
 RETURNS public.campaign_dashboard
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_user();
  target integer;
  ch public.characters;
  existing integer;
  level_text text;
  row public.campaign_dashboard;
begin
  select i.campaign_id into target from public.campaign_invites i where i.invite = p_invite;
  if target is null then
    raise exception 'This invite is not valid: it may have been replaced by a newer one.' using errcode = 'PT404';
  end if;
  if exists (select 1 from private.campaign_kicks k
              where k.campaign_id = target and k.user_id = uid and k.invite = p_invite) then
    raise exception 'You were removed from this campaign: ask the game master for a new invite.'
      using errcode = 'PT403';
  end if;
  select * into ch from public.characters where id = p_character_id and user_id = uid;
  if ch.id is null then
    raise exception 'Character not found.' using errcode = 'PT404';
  end if;
  select d.campaign_id into existing from public.campaign_dashboard d where d.character_id = ch.id;
  if existing = target then
    raise exception 'This character has already joined this campaign.' using errcode = 'PT409';
  elsif existing is not null then
    raise exception 'This character is already in another campaign: leave it first.' using errcode = 'PT409';
  end if;
  level_text := ch.data ->> 'level';
  insert into public.campaign_dashboard (campaign_id, character_id, user_id, character_name, character_level)
  values (
    target, ch.id, uid,
    left(coalesce(ch.data ->> 'name', ''), 100),
    case when level_text ~ '^[0-9]{1,2}$' then least(greatest(level_text::integer, 1), 10) else 1 end)
  returning * into row;
  update public.characters set campaign = target, expected_revision = ch.revision where id = ch.id;
  return row;
end
$function$;
grant execute on function public.join_campaign(text,integer) to authenticated;
grant execute on function public.join_campaign(text,integer) to service_role;

CREATE OR REPLACE FUNCTION public.kick_from_campaign(p_dashboard_id integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  d public.campaign_dashboard;
  c public.campaigns;
begin
  perform private.require_user();
  select * into d from public.campaign_dashboard where id = p_dashboard_id;
  if d.id is null then
    raise exception 'Dashboard entry not found.' using errcode = 'PT404';
  end if;
  c := private.owned_campaign(d.campaign_id, 'kick players');
  delete from public.campaign_dashboard where id = d.id;
  -- The invite the player holds stops working for them (not for the others who hold it): a new invite, which
  -- the game master is offered right after the kick, lets them back only if the game master shares it again.
  if d.user_id <> c.user_id then
    insert into private.campaign_kicks (campaign_id, user_id, invite)
    select d.campaign_id, d.user_id, i.invite from public.campaign_invites i where i.campaign_id = d.campaign_id
    on conflict (campaign_id, user_id) do update set invite = excluded.invite, kicked_at = now();
  end if;
  return jsonb_build_object('character_name', d.character_name, 'campaign_name', c.name);
end
$function$;
grant execute on function public.kick_from_campaign(integer) to authenticated;
grant execute on function public.kick_from_campaign(integer) to service_role;

CREATE OR REPLACE FUNCTION public.leave_campaign(p_campaign_id integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_user();
  left_count integer;
  campaign_name text;
begin
  select c.name into campaign_name from public.campaigns c where c.id = p_campaign_id;
  delete from public.campaign_dashboard d where d.campaign_id = p_campaign_id and d.user_id = uid;
  get diagnostics left_count = row_count;
  if left_count = 0 then
    raise exception 'You are not in this campaign.' using errcode = 'PT404';
  end if;
  return jsonb_build_object('campaign_id', p_campaign_id, 'campaign_name', campaign_name, 'left', left_count);
end
$function$;
grant execute on function public.leave_campaign(integer) to authenticated;
grant execute on function public.leave_campaign(integer) to service_role;

CREATE OR REPLACE FUNCTION public.limit_area_loads()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.limit_area_loads() to service_role;

CREATE OR REPLACE FUNCTION public.link_campaign_homebrew(p_type text, p_item_id integer, p_campaign_id integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  tbl text := private.link_table(p_type);
  linkable boolean;
  result jsonb;
begin
  perform private.require_user();
  if not private.is_campaign_owner(p_campaign_id) then
    if private.is_campaign_member(p_campaign_id) then
      raise exception 'Only the campaign owner can link homebrew.' using errcode = 'PT403';
    end if;
    raise exception 'Campaign not found.' using errcode = 'PT404';
  end if;
  execute format('select private.%I($1)', 'homebrew_' || p_type || '_linkable') into linkable using p_item_id;
  if not linkable then
    raise exception 'Homebrew record not found: only your own records and public records can be linked.'
      using errcode = 'PT404';
  end if;
  begin
    execute format(
      'insert into public.%I (campaign_id, item_id) values ($1, $2) returning to_jsonb(%I.*)', tbl, tbl)
      into result using p_campaign_id, p_item_id;
  exception when unique_violation then
    raise exception 'This homebrew record is already linked to the campaign.' using errcode = 'PT409';
  end;
  return result;
end
$function$;
grant execute on function public.link_campaign_homebrew(text,integer,integer) to authenticated;
grant execute on function public.link_campaign_homebrew(text,integer,integer) to service_role;

CREATE OR REPLACE FUNCTION public.my_homebrew_usage()
 RETURNS TABLE(created integer, published integer, creation_cap integer, publish_cap integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select
    private.homebrew_count(auth.uid(), false),
    private.homebrew_count(auth.uid(), true),
    private.setting('homebrew_creation_cap'),
    private.setting('homebrew_publish_cap')
  where auth.uid() is not null
$function$;
grant execute on function public.my_homebrew_usage() to authenticated;
grant execute on function public.my_homebrew_usage() to service_role;

CREATE OR REPLACE FUNCTION public.preview_campaign_invite(p_invite text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  result jsonb;
begin
  select jsonb_build_object(
      'campaign_id', c.id,
      'campaign_name', c.name,
      'owner_name', coalesce(
        nullif(btrim(u.raw_user_meta_data ->> 'display_name'), ''),
        nullif(btrim(u.raw_user_meta_data ->> 'name'), ''),
        'A game master'))
    into result
    from public.campaign_invites i
    join public.campaigns c on c.id = i.campaign_id
    join auth.users u on u.id = c.user_id
   where i.invite = p_invite;
  if result is null then
    raise exception 'This invite is not valid: it may have been replaced by a newer one.' using errcode = 'PT404';
  end if;
  return result;
end
$function$;
grant execute on function public.preview_campaign_invite(text) to anon;
grant execute on function public.preview_campaign_invite(text) to authenticated;
grant execute on function public.preview_campaign_invite(text) to service_role;

CREATE OR REPLACE FUNCTION public.report_offline_roll(p_campaign_id integer, p_character_id integer, p_kind text, p_label text, p_total integer, p_hope_die integer DEFAULT NULL::integer, p_fear_die integer DEFAULT NULL::integer, p_dice jsonb DEFAULT '[]'::jsonb, p_modifier integer DEFAULT 0)
 RETURNS public.campaign_rolls
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.roll_dice_checked(p_campaign_id, p_character_id);
  die jsonb;
  sides integer;
  v integer;
  dice_sum integer := 0;
  expected integer;
  saved public.campaign_rolls;
begin
  if p_kind is null or p_kind not in ('action', 'reaction', 'damage', 'other') then
    raise exception 'A roll is an action, reaction, damage or other roll.' using errcode = 'PT400';
  end if;
  if p_modifier is null or p_modifier not between -100 and 100 or p_total is null then
    raise exception 'A roll''s modifier is a whole number from -100 to 100, and it has a total.' using errcode = 'PT400';
  end if;
  if p_kind in ('action', 'reaction') and (p_hope_die is null or p_fear_die is null
       or p_hope_die not between 1 and 12 or p_fear_die not between 1 and 12) then
    raise exception 'An action or reaction roll has a Hope and a Fear die, each from 1 to 12.' using errcode = 'PT400';
  end if;
  if p_dice is null or jsonb_typeof(p_dice) <> 'array' or jsonb_array_length(p_dice) > 40 then
    raise exception 'The dice are a list of at most 40 {"die", "value"}.' using errcode = 'PT400';
  end if;
  for die in select e from jsonb_array_elements(p_dice) e loop
    if (case when jsonb_typeof(die) = 'object' then die - 'die' - 'value' <> '{}'::jsonb else true end)
       or (die ->> 'die') not in ('4', '6', '8', '10', '12', '20') or (die ->> 'value') !~ '^-?[0-9]{1,2}$' then
      raise exception 'Each die is {"die": 4, 6, 8, 10, 12 or 20, "value": what it rolled}.' using errcode = 'PT400';
    end if;
    sides := (die ->> 'die')::integer;
    v := (die ->> 'value')::integer;
    -- A disadvantage d6 is stored negative (it is taken away).
    if abs(v) not between 1 and sides or (v < 0 and sides <> 6) then
      raise exception 'A d% rolled %: no die rolls that.', sides, v using errcode = 'PT400';
    end if;
    dice_sum := dice_sum + v;
  end loop;
  expected := case when p_kind in ('action', 'reaction') then p_hope_die + p_fear_die else 0 end
              + dice_sum + p_modifier;
  if p_total <> expected and not (p_kind = 'damage' and p_total = 0 and expected < 0) then
    raise exception 'The total % is not the dice and the modifier (%).', p_total, expected using errcode = 'PT400';
  end if;
  perform private.take_roll_token(uid);
  perform set_config('duality.roll_gives_fear', 'off', true);
  insert into public.campaign_rolls
    (campaign_id, character_id, user_id, kind, label, hope_die, fear_die, dice, modifier, total, offline)
  values (p_campaign_id, p_character_id, uid, p_kind, coalesce(p_label, ''),
          case when p_kind in ('action', 'reaction') then p_hope_die end,
          case when p_kind in ('action', 'reaction') then p_fear_die end,
          p_dice, p_modifier, p_total, true)
  returning * into saved;
  return saved;
end
$function$;
grant execute on function public.report_offline_roll(integer,integer,text,text,integer,integer,integer,jsonb,integer) to authenticated;
grant execute on function public.report_offline_roll(integer,integer,text,text,integer,integer,integer,jsonb,integer) to service_role;

CREATE OR REPLACE FUNCTION public.roll_dice(p_character_id integer, p_kind text, p_label text, p_modifier integer DEFAULT 0, p_edge text DEFAULT 'none'::text, p_dice jsonb DEFAULT '[]'::jsonb)
 RETURNS public.campaign_rolls
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_campaign integer := (select c.campaign from public.characters c where c.id = p_character_id);
  uid uuid := private.roll_dice_checked(v_campaign, p_character_id);
  duality boolean := p_kind in ('action', 'reaction');
  edge text := coalesce(p_edge, 'none');
  spec jsonb;
  sides integer;
  how_many integer;
  dice_count integer := 0;
  hope_die integer;
  fear_die integer;
  v integer;
  drawn jsonb := '[]'::jsonb;
  dice_sum integer := 0;
  gives_fear boolean;
  saved public.campaign_rolls;
begin
  if p_kind is null or p_kind not in ('action', 'reaction', 'damage', 'other') then
    raise exception 'A roll is an action, reaction, damage or other roll.' using errcode = 'PT400';
  end if;
  if p_modifier is null or p_modifier not between -100 and 100 then
    raise exception 'A roll''s modifier is a whole number from -100 to 100.' using errcode = 'PT400';
  end if;
  if edge not in ('none', 'advantage', 'disadvantage') or (edge <> 'none' and not duality) then
    raise exception 'Advantage or disadvantage goes only with an action or reaction roll.' using errcode = 'PT400';
  end if;
  if p_dice is null or jsonb_typeof(p_dice) <> 'array' or jsonb_array_length(p_dice) > 6 then
    raise exception 'The dice are a short list such as [{"die": 8, "count": 2}].' using errcode = 'PT400';
  end if;
  for spec in select e from jsonb_array_elements(p_dice) e loop
    if (case when jsonb_typeof(spec) = 'object' then spec - 'die' - 'count' <> '{}'::jsonb else true end)
       or jsonb_typeof(spec -> 'die') <> 'number' or jsonb_typeof(spec -> 'count') <> 'number'
       or (spec ->> 'die') not in ('4', '6', '8', '10', '12', '20') or (spec ->> 'count') !~ '^[0-9]{1,2}$' then
      raise exception 'Each die is {"die": 4, 6, 8, 10, 12 or 20, "count": a whole number}.' using errcode = 'PT400';
    end if;
    dice_count := dice_count + (spec ->> 'count')::integer;
  end loop;
  if dice_count > 40 or (dice_count = 0 and not duality) then
    raise exception 'A roll has from 1 to 40 dice.' using errcode = 'PT400';
  end if;
  perform private.take_roll_token(uid);
  if duality then
    hope_die := private.draw_die(12);
    fear_die := private.draw_die(12);
    if edge <> 'none' then
      v := private.draw_die(6) * case when edge = 'advantage' then 1 else -1 end;
      drawn := drawn || jsonb_build_array(jsonb_build_object('die', 6, 'value', v));
      dice_sum := v;
    end if;
  end if;
  for spec in select e from jsonb_array_elements(p_dice) e loop
    sides := (spec ->> 'die')::integer;
    how_many := (spec ->> 'count')::integer;
    for i in 1..how_many loop
      v := private.draw_die(sides);
      drawn := drawn || jsonb_build_array(jsonb_build_object('die', sides, 'value', v));
      dice_sum := dice_sum + v;
    end loop;
  end loop;
  -- SRD: an action roll with Fear (the Fear die higher; matching dice are a critical) gives the GM a Fear.
  gives_fear := coalesce(p_kind = 'action' and fear_die > hope_die, false);
  perform set_config('duality.roll_gives_fear', case when gives_fear then 'on' else 'off' end, true);
  insert into public.campaign_rolls
    (campaign_id, character_id, user_id, kind, label, hope_die, fear_die, dice, modifier, total, offline)
  values (v_campaign, p_character_id, uid, p_kind, coalesce(p_label, ''), hope_die, fear_die, drawn, p_modifier,
          -- SRD: damage below 0 counts as 0 (rollDamage in @duality/rules).
          case when p_kind = 'damage' then greatest(dice_sum + p_modifier, 0)
               else coalesce(hope_die, 0) + coalesce(fear_die, 0) + dice_sum + p_modifier end,
          false)
  returning * into saved;
  perform set_config('duality.roll_gives_fear', 'off', true);
  if gives_fear then
    update public.campaigns c set fear = least(c.fear + 1, 12) where c.id = saved.campaign_id;
  end if;
  return saved;
end
$function$;
grant execute on function public.roll_dice(integer,text,text,integer,text,jsonb) to authenticated;
grant execute on function public.roll_dice(integer,text,text,integer,text,jsonb) to service_role;

CREATE OR REPLACE FUNCTION public.save_character(p_id integer, p_expected_revision integer, p_version text, p_data jsonb, p_summary jsonb DEFAULT NULL::jsonb)
 RETURNS public.characters
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.save_character(integer,integer,text,jsonb,jsonb) to authenticated;
grant execute on function public.save_character(integer,integer,text,jsonb,jsonb) to service_role;

CREATE OR REPLACE FUNCTION public.unlink_campaign_homebrew(p_type text, p_item_id integer, p_campaign_id integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  tbl text := private.link_table(p_type);
  result jsonb;
begin
  perform private.require_user();
  if not private.is_campaign_owner(p_campaign_id) then
    if private.is_campaign_member(p_campaign_id) then
      raise exception 'Only the campaign owner can unlink homebrew.' using errcode = 'PT403';
    end if;
    raise exception 'Campaign not found.' using errcode = 'PT404';
  end if;
  execute format(
    'delete from public.%I where campaign_id = $1 and item_id = $2 returning to_jsonb(%I.*)', tbl, tbl)
    into result using p_campaign_id, p_item_id;
  if result is null then
    raise exception 'This homebrew record is not linked to the campaign.' using errcode = 'PT404';
  end if;
  return result;
end
$function$;
grant execute on function public.unlink_campaign_homebrew(text,integer,integer) to authenticated;
grant execute on function public.unlink_campaign_homebrew(text,integer,integer) to service_role;

-- ======== publications (realtime) ========

alter publication supabase_realtime add table public.campaign_countdowns;
alter publication supabase_realtime add table public.campaign_dashboard;
alter publication supabase_realtime add table public.campaign_encounter_adversaries;
alter publication supabase_realtime add table public.campaign_encounters;
alter publication supabase_realtime add table public.campaign_homebrew_ancestries;
alter publication supabase_realtime add table public.campaign_homebrew_armor;
alter publication supabase_realtime add table public.campaign_homebrew_classes;
alter publication supabase_realtime add table public.campaign_homebrew_communities;
alter publication supabase_realtime add table public.campaign_homebrew_items;
alter publication supabase_realtime add table public.campaign_homebrew_subclasses;
alter publication supabase_realtime add table public.campaign_homebrew_weapons;
alter publication supabase_realtime add table public.campaign_rolls;
alter publication supabase_realtime add table public.campaign_settings;
alter publication supabase_realtime add table public.campaigns;
