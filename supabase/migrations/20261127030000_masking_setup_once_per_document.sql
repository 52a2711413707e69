-- Purpose: a homebrew save whose every string holds a blocked word cost about 290 ms of the embedded backend's
-- single queue (another user's reads must keep a p95 under 100 ms meanwhile), most of it set-up repeated for
-- each string: every mask_text call aggregated the whole blocklist into an array and drew 128 random symbols,
-- even for a string with nothing to mask. Now a document is masked with that set-up done once: the blocklist
-- and one run of symbols are made by mask_jsonb and handed down its walk, and a string with nothing to mask
-- draws nothing. The rule is unchanged: the same whole words, case-insensitive, replaced by as many symbols.
-- Functions: private.mask_text_with and private.mask_jsonb_with (new); private.mask_text and
-- private.mask_jsonb keep their signatures and their callers (the homebrew, profile and campaign triggers).

-- One string, with the blocklist and the symbols given: two linear splits (the runs between words, always one
-- more than the words, and the words), then separator, word, separator, word, ... with each blocked word
-- replaced by a slice of the symbols.
create or replace function private.mask_text_with(p_text text, p_pattern text, p_blocked text[], p_pool text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
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
$$;

create or replace function private.mask_text(p_text text, p_pattern text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

-- The walk of mask_jsonb (see 20261127010000): a subtree is entered only when its text holds something to
-- mask; the values under id, created_at and user_id are left as they are.
create or replace function private.mask_jsonb_with(p_doc jsonb, p_pattern text, p_blocked text[], p_pool text)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
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
$$;

-- Security definer like mask_text: it reads the blocklist, which no API role may.
create or replace function private.mask_jsonb(p_doc jsonb, p_pattern text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;
