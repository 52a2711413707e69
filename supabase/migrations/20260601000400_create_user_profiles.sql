-- Purpose: the user profile: the seven lists of collected (bookmarked) homebrew ids, one per kind. A bookmark
-- is only an id: reading the row still goes through the homebrew table's policies, so bookmarking a private
-- row shows nothing. The display name lives in auth.users.raw_user_meta_data.
-- Tables: user_profiles.

create table public.user_profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  items integer[] not null default '{}' constraint user_profiles_items_size check (cardinality(items) <= 1000),
  weapons integer[] not null default '{}' constraint user_profiles_weapons_size check (cardinality(weapons) <= 1000),
  armor integer[] not null default '{}' constraint user_profiles_armor_size check (cardinality(armor) <= 1000),
  communities integer[] not null default '{}'
    constraint user_profiles_communities_size check (cardinality(communities) <= 1000),
  ancestries integer[] not null default '{}'
    constraint user_profiles_ancestries_size check (cardinality(ancestries) <= 1000),
  subclasses integer[] not null default '{}'
    constraint user_profiles_subclasses_size check (cardinality(subclasses) <= 1000),
  classes integer[] not null default '{}' constraint user_profiles_classes_size check (cardinality(classes) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.user_profiles enable row level security;

-- A user reads only their own profile (collections are personal).
create policy user_profiles_select_owner on public.user_profiles for select to authenticated
  using (user_id = (select auth.uid()));
-- A user creates only their own (empty) profile.
create policy user_profiles_insert_owner on public.user_profiles for insert to authenticated
  with check (user_id = (select auth.uid()));
-- A user saves only their own collection lists.
create policy user_profiles_update_owner on public.user_profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
-- A user may delete only their own profile.
create policy user_profiles_delete_owner on public.user_profiles for delete to authenticated
  using (user_id = (select auth.uid()));

create or replace function private.user_profiles_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.created_at := old.created_at;
  return new;
end
$$;
create trigger user_profiles_before_update before update on public.user_profiles
  for each row execute function private.user_profiles_before_update();
