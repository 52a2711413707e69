-- Purpose: the seven homebrew tables and the seven campaign link tables, their policies, the creation and
-- publish caps (limits in private.settings) and server-side profanity masking on every write.
-- Tables: homebrew_{items, weapons, armor, communities, ancestries, subclasses, classes} and
-- campaign_homebrew_{same seven kinds}.
--
-- A homebrew row keeps its bookkeeping in columns (id, name, user_id, public, created_at) and everything else
-- of the record (description, features, tier, ...) in the jsonb `data` document, shaped by the rules
-- package's schema for the kind. The seven kinds share one shape, so the tables are made by one loop.
--
-- Reading a private row: only its owner, or a member/owner of a campaign the OWNER linked it to. Linking is
-- allowed only for the linker's own rows or public rows, and a link exposes a private row only when the
-- linker owns it, so a row that turns private is never exposed by someone else's link, and a bookmark (a
-- bare id in user_profiles) exposes nothing.

-- How many homebrew rows a user owns across the seven kinds (all, or only the public ones).
create or replace function private.homebrew_count(p_user_id uuid, p_only_public boolean)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;

-- Before every homebrew write: mask blocked words in every string, keep the bookkeeping columns the server's,
-- and enforce the caps with the messages listed in supabase/README.md.
create or replace function private.homebrew_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  pattern text := private.profanity_pattern();
  publishing boolean;
begin
  if tg_op = 'UPDATE' then
    if new.user_id is distinct from old.user_id then
      raise exception 'A homebrew record keeps its owner.' using errcode = '42501';
    end if;
    new.created_at := old.created_at;
  end if;
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
$$;

do $kinds$
declare
  kind text;
  hb text;
  link text;
begin
  foreach kind in array array['items', 'weapons', 'armor', 'communities', 'ancestries', 'subclasses', 'classes'] loop
    hb := 'homebrew_' || kind;
    link := 'campaign_homebrew_' || kind;

    execute format($sql$
      create table public.%1$I (
        id integer generated always as identity primary key,
        user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
        name text not null constraint %2$I check (char_length(btrim(name)) between 1 and 100),
        public boolean not null default false,
        data jsonb not null default '{}'::jsonb
          constraint %3$I check (jsonb_typeof(data) = 'object')
          constraint %4$I check (octet_length(data::text) <= 262144),
        created_at timestamptz not null default now()
      );
      create index %5$I on public.%1$I (user_id);
      create index %6$I on public.%1$I (public) where public;
      alter table public.%1$I enable row level security;
      create trigger %7$I before insert or update on public.%1$I
        for each row execute function private.homebrew_before_write();
      $sql$,
      hb, hb || '_name_length', hb || '_data_object', hb || '_data_size', hb || '_user_id_idx',
      hb || '_public_idx', hb || '_before_write');

    execute format($sql$
      create table public.%1$I (
        id integer generated always as identity primary key,
        campaign_id integer not null references public.campaigns (id) on delete cascade,
        item_id integer not null references public.%2$I (id) on delete cascade,
        user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
        created_at timestamptz not null default now(),
        constraint %3$I unique (campaign_id, item_id)
      );
      create index %4$I on public.%1$I (item_id);
      alter table public.%1$I enable row level security;
      $sql$,
      link, hb, link || '_campaign_item_key', link || '_item_id_idx');

    -- Policy helpers for this kind (security definer: they read the other table without its policies).
    execute format($sql$
      create function private.%1$I(p_item_id integer, p_item_owner uuid)
      returns boolean language sql stable security definer set search_path = ''
      as $f$
        select exists (
          select 1 from public.%2$I l
          where l.item_id = p_item_id and l.user_id = p_item_owner
            and (private.is_campaign_owner(l.campaign_id) or private.is_campaign_member(l.campaign_id))
        )
      $f$;
      grant execute on function private.%1$I(integer, uuid) to authenticated, service_role;
      create function private.%3$I(p_item_id integer)
      returns boolean language sql stable security definer set search_path = ''
      as $f$
        select exists (
          select 1 from public.%4$I h
          where h.id = p_item_id and (h.public or h.user_id = (select auth.uid()))
        )
      $f$;
      grant execute on function private.%3$I(integer) to authenticated, service_role;
      $sql$,
      hb || '_linked_for_reader', link, hb || '_linkable', hb);

    -- homebrew_{kind}
    execute format($sql$
      create policy %2$I on public.%1$I for select to anon using (public);
      comment on policy %2$I on public.%1$I is 'Public homebrew is browsable logged out.';
      create policy %3$I on public.%1$I for select to authenticated
        using (public or user_id = (select auth.uid()) or private.%7$I(id, user_id));
      comment on policy %3$I on public.%1$I is
        'Public rows, own rows, and private rows their owner linked to a campaign the reader owns or plays in.';
      create policy %4$I on public.%1$I for insert to authenticated with check (user_id = (select auth.uid()));
      comment on policy %4$I on public.%1$I is 'Create only in your own name (caps are enforced by the trigger).';
      create policy %5$I on public.%1$I for update to authenticated
        using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
      comment on policy %5$I on public.%1$I is 'Only the owner edits or publishes a record.';
      create policy %6$I on public.%1$I for delete to authenticated using (user_id = (select auth.uid()));
      comment on policy %6$I on public.%1$I is 'Only the owner deletes a record (its campaign links go with it).';
      $sql$,
      hb, hb || '_select_public_anon', hb || '_select_authenticated', hb || '_insert_owner',
      hb || '_update_owner', hb || '_delete_owner', hb || '_linked_for_reader');

    -- campaign_homebrew_{kind}: no update policy, a link is created or deleted, never edited.
    execute format($sql$
      create policy %2$I on public.%1$I for select to authenticated
        using (private.is_campaign_owner(campaign_id) or private.is_campaign_member(campaign_id));
      comment on policy %2$I on public.%1$I is 'The campaign owner and its members see which homebrew it uses.';
      create policy %3$I on public.%1$I for insert to authenticated
        with check (user_id = (select auth.uid()) and private.is_campaign_owner(campaign_id) and private.%5$I(item_id));
      comment on policy %3$I on public.%1$I is
        'Only the campaign owner links, and only rows they own or public rows (never a private row they only see).';
      create policy %4$I on public.%1$I for delete to authenticated using (private.is_campaign_owner(campaign_id));
      comment on policy %4$I on public.%1$I is 'Only the campaign owner unlinks.';
      $sql$,
      link, link || '_select_campaign', link || '_insert_campaign_owner', link || '_delete_campaign_owner',
      hb || '_linkable');
  end loop;
end
$kinds$;
