-- Purpose: the campaign actions behind the edge functions (supabase/functions), as SQL functions the edge
-- functions call over /rest/v1/rpc with the caller's token, so the rules hold on any client and are tested on
-- both engines.
-- Errors use PostgREST's custom codes: 'PT4xx' answers HTTP 4xx with the message.
-- Functions: generate_campaign_invite, preview_campaign_invite, join_campaign, leave_campaign,
-- kick_from_campaign, delete_campaign, link_campaign_homebrew, unlink_campaign_homebrew.

-- The caller's user id, or a clear 401 when the call is anonymous.
create or replace function private.require_user()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception 'Sign in first.' using errcode = 'PT401';
  end if;
  return uid;
end
$$;
grant execute on function private.require_user() to anon, authenticated, service_role;

-- The campaign for an owner-only action: 404 when the caller cannot see it, 403 when they see it as a member.
create or replace function private.owned_campaign(p_campaign_id integer, p_action text)
returns public.campaigns
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;

-- A fresh invite for the campaign; the previous one stops working at once (owner only).
create or replace function public.generate_campaign_invite(p_campaign_id integer)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c public.campaigns := private.owned_campaign(p_campaign_id, 'create an invite');
  token text := replace(gen_random_uuid()::text, '-', '');
begin
  insert into public.campaign_invites (campaign_id, invite) values (c.id, token)
  on conflict (campaign_id) do update set invite = excluded.invite, created_at = now();
  return token;
end
$$;

-- What a visitor of /campaign/invite/{invite} may see before joining: the campaign's name and its owner's
-- display name, nothing else.
create or replace function public.preview_campaign_invite(p_invite text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;

-- The caller's character joins the invite's campaign: its dashboard row is created (the player has agreed to
-- share name, level, class and the four tracks) and the character records the campaign.
create or replace function public.join_campaign(p_invite text, p_character_id integer)
returns public.campaign_dashboard
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

-- The caller's characters leave the campaign: their dashboard rows are deleted (sharing is revoked) and the
-- characters no longer record it (trigger on campaign_dashboard).
create or replace function public.leave_campaign(p_campaign_id integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

-- The campaign owner removes a player's character from the campaign.
create or replace function public.kick_from_campaign(p_dashboard_id integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
  return jsonb_build_object('character_name', d.character_name, 'campaign_name', c.name);
end
$$;

-- The campaign owner deletes the campaign with its dashboard, invite and links.
create or replace function public.delete_campaign(p_campaign_id integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c public.campaigns := private.owned_campaign(p_campaign_id, 'delete the campaign');
begin
  delete from public.campaigns where id = c.id;
  return jsonb_build_object('campaign_id', c.id, 'campaign_name', c.name);
end
$$;

-- The link table of a homebrew kind, or 'Invalid homebrew type' for anything but the seven kinds.
create or replace function private.link_table(p_type text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_type is null or p_type not in ('items', 'weapons', 'armor', 'communities', 'ancestries', 'subclasses', 'classes') then
    raise exception 'Invalid homebrew type' using errcode = 'PT400';
  end if;
  return 'campaign_homebrew_' || p_type;
end
$$;
grant execute on function private.link_table(text) to authenticated, service_role;

-- Links a homebrew record to a campaign. security invoker: the link tables' policies decide; the checks before
-- the insert only turn a refusal into a clear message.
create or replace function public.link_campaign_homebrew(p_type text, p_item_id integer, p_campaign_id integer)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
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
$$;

-- Unlinks a homebrew record from a campaign (campaign owner only, by the link tables' delete policy).
create or replace function public.unlink_campaign_homebrew(p_type text, p_item_id integer, p_campaign_id integer)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
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
$$;

-- Only signed-in users call the campaign actions; the invite preview is open to visitors too.
revoke execute on function public.generate_campaign_invite(integer), public.join_campaign(text, integer),
  public.leave_campaign(integer), public.kick_from_campaign(integer), public.delete_campaign(integer),
  public.link_campaign_homebrew(text, integer, integer), public.unlink_campaign_homebrew(text, integer, integer),
  public.preview_campaign_invite(text)
  from public, anon;
grant execute on function public.generate_campaign_invite(integer), public.join_campaign(text, integer),
  public.leave_campaign(integer), public.kick_from_campaign(integer), public.delete_campaign(integer),
  public.link_campaign_homebrew(text, integer, integer), public.unlink_campaign_homebrew(text, integer, integer),
  public.preview_campaign_invite(text)
  to authenticated, service_role;
grant execute on function public.preview_campaign_invite(text) to anon;
