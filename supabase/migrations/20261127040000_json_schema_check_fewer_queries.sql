-- Purpose: the JSON Schema check of a homebrew document (private.json_schema_ok, a check constraint on every
-- homebrew table) was most of a save's time on the embedded backend: about 95 ms for a subclass at the limits,
-- while every other visitor's reads wait (the target is a read p95 under 100 ms). Most of it was a SQL query
-- per value for what a plain expression can answer: the `type` keyword, `required`, `enum` of a scalar, and two
-- passes over an object's keys (`properties`, then `additionalProperties`). The rules checked are the same; only
-- how they are evaluated changes. A `oneOf` or `anyOf` tries its alternatives in a loop, skipping at once those
-- whose constant properties (`kind`) the value contradicts.
-- Functions: private.json_schema_ok (same signature and grants).

create or replace function private.json_schema_ok(p_schema jsonb, p_value jsonb, p_root jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
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
$$;
