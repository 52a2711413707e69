-- Purpose: the campaign's dice are the database's. Online, a roll in a campaign is
-- drawn here (roll_dice: cryptographic dice, the SRD outcome, the row and the game master's Fear in one
-- transaction); a roll made offline on the sheet reaches the log later through report_offline_roll, checked
-- (every die within its size, the total the sum of the dice and the modifier) and marked `offline`, and never
-- gives Fear. Nothing else writes the log: direct INSERT is revoked, a statement of several rows is refused,
-- and each player rolls at most a burst of `roll_burst` rolls, then `rolls_per_second` a second.
-- Tables: campaign_rolls (`offline` added; insert policy dropped), private.roll_buckets (new), private.settings
-- (two keys). Functions: roll_dice, report_offline_roll (new), add_fear_from_roll (replaced: refuses offline
-- rolls), private.draw_die, private.take_roll_token, private.roll_dice_checked, private.campaign_rolls_before_insert
-- (replaced: fear_given is set by roll_dice).

create extension if not exists pgcrypto with schema extensions;

-- Rows logged before this migration carried the browser's dice: they are kept, marked as reported.
alter table public.campaign_rolls
  add column offline boolean not null default true;
comment on column public.campaign_rolls.offline is
  'true: the dice were rolled in the browser and reported (no Fear); false: drawn by roll_dice.';

-- The log is written by the two functions below only (they run as the table's owner).
drop policy campaign_rolls_insert_player on public.campaign_rolls;
revoke insert, update on public.campaign_rolls from anon, authenticated;

-- One roll per statement, for every role: a bulk insert of 1 000 rows once wiped the 200-roll log and sent
-- 1 000 delete events to every subscriber.
create or replace function private.campaign_rolls_one_per_statement()
returns trigger language plpgsql set search_path = ''
as $$
begin
  if (select count(*) from inserted) > 1 then
    raise exception 'The roll log takes one roll at a time.' using errcode = 'PT400';
  end if;
  return null;
end
$$;
create trigger campaign_rolls_one_per_statement after insert on public.campaign_rolls
  referencing new table as inserted for each statement execute function private.campaign_rolls_one_per_statement();

-- As in 20261126120000 (the name from the dashboard, the time), except fear_given: set at insert by roll_dice for
-- the roll whose Fear it gives in the same transaction (one row event, not an insert and then an update), false
-- for every other insert. Only the functions below insert for players, and they set the flag each time.
create or replace function private.campaign_rolls_before_insert()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  new.character_name := coalesce((select d.character_name from public.campaign_dashboard d
    where d.character_id = new.character_id and d.campaign_id = new.campaign_id), '');
  new.fear_given := coalesce(current_setting('duality.roll_gives_fear', true), '') = 'on';
  new.created_at := now();
  return new;
end
$$;

insert into private.settings (key, value, description) values
  ('roll_burst', 10, 'Rolls a player may make at once before the rate applies (roll_dice, report_offline_roll).'),
  ('rolls_per_second', 2, 'Rolls a player regains each second after a burst.')
on conflict (key) do nothing;

-- A token bucket per player: `tokens` left at `refilled_at`.
create table private.roll_buckets (
  user_id uuid primary key references auth.users (id) on delete cascade,
  tokens double precision not null,
  refilled_at timestamptz not null
);
alter table private.roll_buckets enable row level security;
-- No policies: only the security definer functions below read or write a bucket.
revoke all on private.roll_buckets from anon, authenticated;

-- Takes one roll from the player's bucket, or refuses (HTTP 429) with when to roll again. A refusal rolls the
-- transaction back, so it costs nothing.
create or replace function private.take_roll_token(p_user uuid)
returns void language plpgsql volatile security definer set search_path = ''
as $$
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
$$;

-- One die of p_sides faces from the cryptographic source, without modulo bias (a draw in the top, uneven
-- slice of the 32-bit range is drawn again).
create or replace function private.draw_die(p_sides integer)
returns integer language plpgsql volatile set search_path = ''
as $$
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
$$;

-- The caller's character in this campaign (their own, with its dashboard row there), or a refusal: a roll
-- never names another player's character.
create or replace function private.roll_dice_checked(p_campaign_id integer, p_character_id integer)
returns uuid language plpgsql stable security definer set search_path = ''
as $$
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
$$;

-- Rolls for the caller's character in its campaign: the Duality Dice (Hope, then Fear, then the advantage or
-- disadvantage d6) for an action or reaction roll, and the dice asked for ([{"die": 8, "count": 2}]: sizes
-- the game uses, 40 dice at most). The outcome follows the SRD (`outcome`, generated from the two d12s:
-- matching is a critical, else the higher die). An action roll with Fear gives the game master one Fear (up
-- to 12) in the same transaction. Returns the logged row, which is what the player's sheet shows.
create or replace function public.roll_dice(
  p_character_id integer,
  p_kind text,
  p_label text,
  p_modifier integer default 0,
  p_edge text default 'none',
  p_dice jsonb default '[]'::jsonb
)
returns public.campaign_rolls
language plpgsql volatile security definer set search_path = ''
as $$
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
$$;
revoke execute on function public.roll_dice(integer, text, text, integer, text, jsonb) from public, anon;
grant execute on function public.roll_dice(integer, text, text, integer, text, jsonb) to authenticated, service_role;

-- A roll made in the browser while the backend could not be reached, logged when it comes back: stored with
-- `offline`, and only when it adds up (each die 1..its size, a disadvantage d6 negative; the total the sum of
-- the Duality Dice, the other dice and the modifier, a damage total below 0 counting as 0). Never any Fear.
create or replace function public.report_offline_roll(
  p_campaign_id integer,
  p_character_id integer,
  p_kind text,
  p_label text,
  p_total integer,
  p_hope_die integer default null,
  p_fear_die integer default null,
  p_dice jsonb default '[]'::jsonb,
  p_modifier integer default 0
)
returns public.campaign_rolls
language plpgsql volatile security definer set search_path = ''
as $$
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
$$;
revoke execute on function public.report_offline_roll(integer, integer, text, text, integer, integer, integer, jsonb, integer)
  from public, anon;
grant execute on function public.report_offline_roll(integer, integer, text, text, integer, integer, integer, jsonb, integer)
  to authenticated, service_role;

-- As in 20261126120000, except that a roll made offline gives no Fear (its dice are the browser's), and a
-- roll the server drew has already given its own (409).
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
$$;

-- plays_in_campaign served the dropped insert policy only; the functions above run it as their owner.
revoke execute on function private.plays_in_campaign(integer, integer) from anon, authenticated;
