-- Purpose: masking in one linear pass, and caps on characters and campaigns per user.
-- Masking: the first version searched the whole text again from its start after every match and copied the
-- whole text on every replacement, so a 256 KB document full of blocked words cost minutes of database time.
-- Now the text is split once into its words and the runs between them, and each word is looked up in the
-- blocklist: the same whole-word, case-insensitive rule (the list holds single words of letters only), in time
-- proportional to the text.
-- Caps: one user cannot fill the database with characters or campaigns; the values live in private.settings
-- beside the homebrew caps and change with an update, no redeploy.
-- Tables: private.settings (two new rows); triggers on public.characters and public.campaigns.

create or replace function private.mask_text(p_text text, p_pattern text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  blocked text[];
  -- One random run of symbols per call, sliced for each match: a call per match cost more than the rest.
  pool text := private.mask_symbols(128);
  result text;
begin
  -- The pattern is only a fast "anything to mask at all?" test: most text has nothing to mask.
  if p_text is null or p_pattern is null or p_text !~* p_pattern then
    return p_text;
  end if;
  select array_agg(b.word) into blocked from private.profanity_blocklist b;
  -- Two linear splits: the runs between words (always one more than the words, maybe empty) and the words
  -- themselves; then separator, word, separator, word, ... with each blocked word replaced by symbols.
  select string_agg(
           p.sep || coalesce(
             case when lower(p.word) = any (blocked)
               then substr(pool, 1 + ((p.n * 37) % 83)::integer, length(p.word))
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
$$;

insert into private.settings (key, value, description) values
  ('character_cap', 100, 'Most characters one user may own.'),
  ('campaign_cap', 50, 'Most campaigns one user may own.');

-- Before a character or campaign is created: the owner's count must be below the cap. One writer per user at
-- a time, so two concurrent inserts cannot both slip under it.
create or replace function private.owner_cap_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create trigger characters_cap_before_insert before insert on public.characters
  for each row execute function private.owner_cap_before_insert();
create trigger campaigns_cap_before_insert before insert on public.campaigns
  for each row execute function private.owner_cap_before_insert();
