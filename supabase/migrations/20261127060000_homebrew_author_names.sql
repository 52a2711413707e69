-- Purpose: the homebrew browse page and a player's collection credit who made each public record.
-- A display name lives in the account's metadata (auth.users), which no API role may read, and there is no
-- profiles table of names; so one narrow reader: the display names of the users asked about who have at least
-- one public homebrew record, and nothing about anyone else (a user with only private records, or none, is
-- not answered, as if unknown). The name is shown to strangers, so it is masked like a public record's text.
-- Functions: public.homebrew_author_names(uuid[]) (new). Tables read: auth.users, homebrew_{kind}.

-- At most 100 users a call (the largest browse page); a user without a usable name is left out, and the page
-- writes its own calm fallback.
create or replace function public.homebrew_author_names(p_user_ids uuid[])
returns table (user_id uuid, display_name text)
language plpgsql
-- Volatile only because masking draws random symbols; it writes nothing.
volatile
security definer
set search_path = ''
as $$
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
$$;

-- Browsing works signed out, so visitors may ask too; what they get is already public by the rule above.
revoke all on function public.homebrew_author_names(uuid[]) from public;
grant execute on function public.homebrew_author_names(uuid[]) to anon, authenticated, service_role;
