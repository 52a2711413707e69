-- Purpose: a kicked player cannot rejoin with the invite they were kicked under (security review N13, F11).
-- Tables: private.campaign_kicks (new). Functions: kick_from_campaign and join_campaign (replaced; only the
-- lines about kicks are new).
--
-- A kick records the campaign's invite at that moment for that player; join_campaign refuses that player with
-- that invite. The invite keeps working for everyone else who holds it, so the game master's "reset the invite"
-- offer after a kick still makes sense (the player may have passed the link on), and a new invite the game
-- master chooses to share lets the player back. Leaving on one's own blocks nothing.

create table private.campaign_kicks (
  campaign_id integer not null references public.campaigns (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The invite current at the kick (a join credential: this table is in `private`, readable by nobody).
  invite text not null,
  kicked_at timestamptz not null default now(),
  primary key (campaign_id, user_id)
);
-- Only the security definer campaign functions touch it.
revoke all on private.campaign_kicks from public, anon, authenticated, service_role;

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
$$;

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
  -- The invite the player holds stops working for them (not for the others who hold it): a new invite, which
  -- the game master is offered right after the kick, lets them back only if the game master shares it again.
  if d.user_id <> c.user_id then
    insert into private.campaign_kicks (campaign_id, user_id, invite)
    select d.campaign_id, d.user_id, i.invite from public.campaign_invites i where i.campaign_id = d.campaign_id
    on conflict (campaign_id, user_id) do update set invite = excluded.invite, kicked_at = now();
  end if;
  return jsonb_build_object('character_name', d.character_name, 'campaign_name', c.name);
end
$$;
