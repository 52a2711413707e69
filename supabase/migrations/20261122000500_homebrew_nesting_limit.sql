-- Purpose: a homebrew document nested a thousand levels deep made the write fail with a server error
-- (PostgreSQL: "stack depth limit exceeded", HTTP 500; the embedded PGlite even lost its connection to every
-- later request): masking walks the document recursively before the shape check can refuse it. Found by
-- fuzzing the REST API. Now the depth is measured first, without recursion, and a document deeper than any
-- the rules' schemas describe (their deepest is under 10 levels) is refused with a clear message (HTTP 400).
-- Tables: homebrew_{kind} (their shared before-write trigger function is replaced).

-- Whether a JSON document nests at most p_max arrays and objects deep. The strings are cut out of its text,
-- then the brackets left are peeled off pair by pair from the inside, at most p_max + 1 times.
create or replace function private.jsonb_depth_within(p_doc jsonb, p_max integer)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
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
$$;

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
  -- Before anything walks the document.
  if not private.jsonb_depth_within(new.data, 32) then
    raise exception 'A homebrew record''s data may nest at most 32 levels deep.' using errcode = '23514';
  end if;
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
