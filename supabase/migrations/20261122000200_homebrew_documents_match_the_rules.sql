-- Purpose: a homebrew document the database stores is always one the app can read. The first shape check
-- (20261122000100) mirrored the rules package's schemas by hand and checked only the top of each document: a
-- feature's effects, modify maps, charges, restore amounts, item attachments and rest hooks, the strings in
-- lists and the length of ids went unchecked, so a record written straight through the API with, say, an
-- effect of an unknown kind was stored and then left out of every sheet as unreadable (found by fuzzing the
-- REST API). Now each kind's document is checked against a JSON Schema made from the rules' zod schemas
-- (supabase/scripts/homebrew-document-schema.ts; tests/homebrew-document-schema.test.ts fails when they differ,
-- and a new migration then replaces private.homebrew_document_schema()).
-- Tables: none changed; the homebrew_{kind}_data_shape check constraints call private.homebrew_shape_ok, which
-- is replaced. Rows already stored are not checked again (they were accepted under the old rule).

-- A string's length as JavaScript counts it (UTF-16 code units: a character outside the Basic Multilingual
-- Plane, such as most emoji, counts twice), which is what the rules' length limits mean.
create or replace function private.utf16_length(p_text text)
returns integer language sql immutable set search_path = ''
as $$ select char_length(p_text) + char_length(regexp_replace(p_text, '[^\U00010000-\U0010FFFF]', '', 'g')) $$;

-- Whether a value may match an alternative of anyOf/oneOf at all: an object alternative with a constant property
-- (a discriminated union's `kind`) is skipped at once when the value's property differs.
create or replace function private.json_schema_may_match(p_schema jsonb, p_value jsonb)
returns boolean language sql immutable set search_path = ''
as $$
  select jsonb_typeof(p_value) <> 'object' or jsonb_typeof(p_schema -> 'properties') is distinct from 'object'
    or not exists (
      select 1 from jsonb_each(p_schema -> 'properties') p
      where p.value ? 'const' and p_value ? p.key and (p_value -> p.key) <> (p.value -> 'const')
    )
$$;

-- Validates a JSON value against the subset of JSON Schema (draft 2020-12) that zod's toJSONSchema produces for
-- the rules' schemas: $ref into the root's $defs, type, const, enum, properties, required,
-- additionalProperties, propertyNames, items, prefixItems, minItems, maxItems, minLength, maxLength (UTF-16,
-- as zod counts), pattern (PostgreSQL's regular expressions), minimum, maximum, exclusive bounds, anyOf, oneOf,
-- allOf. The script that makes the schema refuses any other keyword, so nothing is silently ignored.
create or replace function private.json_schema_ok(p_schema jsonb, p_value jsonb, p_root jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  s jsonb := p_schema;
  vt text := jsonb_typeof(p_value);
  k text;
  sub jsonb;
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
  if s ? 'type' then
    if not exists (
      select 1 from jsonb_array_elements_text(case jsonb_typeof(s -> 'type') when 'array' then s -> 'type'
                                                else jsonb_build_array(s -> 'type') end) t(name)
      where t.name = vt
         or (t.name = 'integer' and vt = 'number'
             and (p_value #>> '{}')::numeric = trunc((p_value #>> '{}')::numeric))
    ) then
      return false;
    end if;
  end if;
  if s ? 'const' and p_value <> (s -> 'const') then
    return false;
  end if;
  if s ? 'enum' and not exists (select 1 from jsonb_array_elements(s -> 'enum') e where e = p_value) then
    return false;
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
    if s ? 'required' and exists (
      select 1 from jsonb_array_elements_text(s -> 'required') r(name) where not p_value ? r.name) then
      return false;
    end if;
    if s ? 'properties' then
      for k, sub in select * from jsonb_each(s -> 'properties') loop
        if p_value ? k and not private.json_schema_ok(sub, p_value -> k, p_root) then
          return false;
        end if;
      end loop;
    end if;
    if s ? 'propertyNames' then
      for k in select jsonb_object_keys(p_value) loop
        if not private.json_schema_ok(s -> 'propertyNames', to_jsonb(k), p_root) then
          return false;
        end if;
      end loop;
    end if;
    if s ? 'additionalProperties' then
      for k, sub in select * from jsonb_each(p_value) loop
        if not coalesce((s -> 'properties') ? k, false)
           and not private.json_schema_ok(s -> 'additionalProperties', sub, p_root) then
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

  if s ? 'allOf' and exists (
    select 1 from jsonb_array_elements(s -> 'allOf') a where not private.json_schema_ok(a, p_value, p_root)) then
    return false;
  end if;
  if s ? 'anyOf' and not exists (
    select 1 from jsonb_array_elements(s -> 'anyOf') a
    where private.json_schema_may_match(a, p_value) and private.json_schema_ok(a, p_value, p_root)) then
    return false;
  end if;
  if s ? 'oneOf' then
    select count(*) into matches from jsonb_array_elements(s -> 'oneOf') a
    where private.json_schema_may_match(a, p_value) and private.json_schema_ok(a, p_value, p_root);
    if matches <> 1 then
      return false;
    end if;
  end if;
  return true;
end
$$;

-- The JSON Schema of every kind's document, printed by supabase/scripts/homebrew-document-schema.ts.
create or replace function private.homebrew_document_schema()
returns jsonb language sql immutable set search_path = ''
as $fn$ select $json${"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"items":{"type":"object","properties":{"description":{"$ref":"#/$defs/__schema0"},"consumable":{"type":"boolean"},"relic":{"type":"boolean"},"container":{"type":"boolean"},"tier":{"$ref":"#/$defs/__schema1"},"modify":{"$ref":"#/$defs/__schema2"},"restore":{"type":"object","properties":{"health":{"$ref":"#/$defs/__schema4"},"stress":{"$ref":"#/$defs/__schema4"},"hope":{"$ref":"#/$defs/__schema4"}}},"charge":{"$ref":"#/$defs/__schema6"},"attach":{"type":"object","properties":{"type":{"type":"string","enum":["armor","weapon","meleeWeapon"]},"feature":{"type":"object","properties":{"name":{"$ref":"#/$defs/__schema8"},"description":{"$ref":"#/$defs/__schema0"},"modify":{"$ref":"#/$defs/__schema9"},"effects":{"$ref":"#/$defs/__schema10"}},"required":["name","description"]}},"required":["type","feature"]},"downtime":{"type":"object","properties":{"craft":{"$ref":"#/$defs/__schema23"},"description":{"$ref":"#/$defs/__schema0"},"cost":{"type":"object","properties":{"stress":{"type":"integer","minimum":0,"maximum":9007199254740991}}}},"required":["description"]},"onShortRest":{"type":"object","properties":{"resource":{"type":"object","properties":{"stress":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991}}}},"required":["resource"]},"onLongRest":{"type":"object","properties":{"resource":{"type":"object","properties":{"stress":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991}}}},"required":["resource"]},"effects":{"$ref":"#/$defs/__schema10"}},"required":["description"]},"weapons":{"type":"object","properties":{"slot":{"type":"string","enum":["primary","secondary"]},"trait":{"type":"string","enum":["Agility","Strength","Finesse","Instinct","Presence","Knowledge","Spellcast"]},"range":{"$ref":"#/$defs/__schema17"},"damage":{"$ref":"#/$defs/__schema5"},"damageType":{"type":"string","enum":["physical","magical","any"]},"tier":{"$ref":"#/$defs/__schema1"},"burden":{"anyOf":[{"type":"number","const":1},{"type":"number","const":2}]},"feature":{"default":null,"anyOf":[{"$ref":"#/$defs/__schema24"},{"type":"null"}]}},"required":["slot","trait","range","damage","damageType","tier","burden"]},"armor":{"type":"object","properties":{"score":{"type":"integer","minimum":0,"maximum":99},"majorThreshold":{"type":"integer","minimum":0,"maximum":999},"severeThreshold":{"type":"integer","minimum":0,"maximum":999},"tier":{"$ref":"#/$defs/__schema1"},"feature":{"default":null,"anyOf":[{"$ref":"#/$defs/__schema24"},{"type":"null"}]}},"required":["score","majorThreshold","severeThreshold","tier"]},"communities":{"type":"object","properties":{"description":{"$ref":"#/$defs/__schema0"},"personalities":{"type":"array","items":{"type":"string","maxLength":200}},"features":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema29"}}},"required":["description","features"]},"ancestries":{"type":"object","properties":{"description":{"$ref":"#/$defs/__schema0"},"features":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema30"}}},"required":["description","features"]},"subclasses":{"type":"object","properties":{"class":{"$ref":"#/$defs/__schema23"},"description":{"$ref":"#/$defs/__schema0"},"foundation":{"type":"object","properties":{"features":{"$ref":"#/$defs/__schema31"},"spellcast":{"$ref":"#/$defs/__schema22"}},"required":["features"]},"specialization":{"$ref":"#/$defs/__schema32"},"mastery":{"$ref":"#/$defs/__schema32"}},"required":["class","foundation","specialization","mastery"]},"classes":{"type":"object","properties":{"domains":{"type":"array","prefixItems":[{"$ref":"#/$defs/__schema33"},{"$ref":"#/$defs/__schema33"}],"items":false,"minItems":2,"maxItems":2},"hopeAbility":{"$ref":"#/$defs/__schema24"},"evasion":{"type":"integer","minimum":0,"maximum":30},"startingHitPoints":{"type":"integer","minimum":1,"maximum":12},"suggestedTraits":{"type":"object","properties":{"agility":{"type":"integer","minimum":-5,"maximum":5},"strength":{"type":"integer","minimum":-5,"maximum":5},"finesse":{"type":"integer","minimum":-5,"maximum":5},"instinct":{"type":"integer","minimum":-5,"maximum":5},"presence":{"type":"integer","minimum":-5,"maximum":5},"knowledge":{"type":"integer","minimum":-5,"maximum":5}},"required":["agility","strength","finesse","instinct","presence","knowledge"]},"startingGear":{"type":"object","properties":{"choose":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema34"}},"spellbook":{"type":"array","items":{"type":"string","maxLength":200}}},"required":["choose"]},"suggestedEquipment":{"type":"object","properties":{"primary":{"$ref":"#/$defs/__schema23"},"secondary":{"$ref":"#/$defs/__schema23"},"armor":{"$ref":"#/$defs/__schema23"}}},"classFeatures":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema24"}},"backgroundQuestions":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema35"}},"connectionQuestions":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema36"}},"description":{"type":"object","properties":{"summary":{"$ref":"#/$defs/__schema0"},"clothes":{"type":"array","items":{"type":"string","maxLength":200}},"attitude":{"type":"array","items":{"type":"string","maxLength":200}}},"required":["clothes","attitude"]},"subclasses":{"type":"array","items":{"$ref":"#/$defs/__schema23"}},"alternateForms":{"type":"array","items":{"$ref":"#/$defs/__schema23"}}},"required":["domains","hopeAbility","evasion","startingHitPoints","suggestedTraits","startingGear","classFeatures","backgroundQuestions","connectionQuestions","description"]}},"required":["items","weapons","armor","communities","ancestries","subclasses","classes"],"$defs":{"__schema0":{"type":"string","maxLength":5000},"__schema1":{"type":"integer","minimum":1,"maximum":4},"__schema2":{"type":"object","propertyNames":{"type":"string","enum":["agility","strength","finesse","instinct","presence","knowledge","healthSlot","stressSlot","hopeSlot","armorScore","evasion","majorDamageThreshold","severeDamageThreshold","proficiency","primaryMeleeDamage","companionEvasion","companionStressSlot","companionTraining","companionDamage","companionRange"]},"additionalProperties":{"anyOf":[{"type":"integer","minimum":-99,"maximum":99},{"$ref":"#/$defs/__schema3"}]}},"__schema3":{"type":"string","enum":["proficiency","level","tier"]},"__schema4":{"anyOf":[{"$ref":"#/$defs/__schema5"},{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991}]},"__schema5":{"type":"string","maxLength":32,"pattern":"(?i)^\\s*-?\\s*(?:(\\d{0,2})d(4|6|8|10|12|20)(?:\\s*([+-])\\s*(\\d{1,3}))?|(\\d{1,3}))\\s*$"},"__schema6":{"type":"object","properties":{"max":{"anyOf":[{"type":"integer","minimum":1,"maximum":99},{"$ref":"#/$defs/__schema3"}]},"start":{"type":"integer","minimum":0,"maximum":99},"recharge":{"$ref":"#/$defs/__schema7"}},"required":["max"]},"__schema7":{"type":"object","properties":{"on":{"type":"string","enum":["rest","shortRest","longRest"]},"quantity":{"default":"all","anyOf":[{"type":"integer","minimum":1,"maximum":9007199254740991},{"type":"string","const":"all"}]}},"required":["on"]},"__schema8":{"type":"string","minLength":1,"maxLength":100},"__schema9":{"$ref":"#/$defs/__schema2"},"__schema10":{"type":"array","items":{"oneOf":[{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"advantage"},"on":{"minItems":1,"type":"array","items":{"$ref":"#/$defs/__schema20"}}},"required":["kind","on"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"disadvantage"},"on":{"minItems":1,"type":"array","items":{"$ref":"#/$defs/__schema21"}}},"required":["kind","on"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"rollBonus"},"roll":{"type":"string","enum":["action","attack","damage","spellcast","reaction","experience","trait","evasion","thresholds","proficiency","hopeDie"]},"amount":{"anyOf":[{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},{"$ref":"#/$defs/__schema3"},{"$ref":"#/$defs/__schema22"},{"$ref":"#/$defs/__schema5"}]},"trait":{"$ref":"#/$defs/__schema22"}},"required":["kind","roll","amount"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"damage"},"dice":{"anyOf":[{"$ref":"#/$defs/__schema5"},{"type":"string","const":"tier d6"}]},"damageType":{"type":"string","enum":["physical","magical","either","direct"]},"extra":{"default":false,"type":"boolean"}},"required":["kind","dice"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema17"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"attack"},"trait":{"$ref":"#/$defs/__schema22"},"damage":{"$ref":"#/$defs/__schema5"},"damageType":{"type":"string","enum":["physical","magical"]}},"required":["range","kind","trait","damage","damageType"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"resource"},"resource":{"type":"string","enum":["hope","stress","hitPoint","armorSlot","fear"]},"action":{"type":"string","enum":["gain","clear","mark","avoid","halveDamage","negateDamage"]},"amount":{"default":1,"anyOf":[{"$ref":"#/$defs/__schema4"},{"$ref":"#/$defs/__schema3"},{"type":"string","const":"all"}]}},"required":["kind","resource","action"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"reroll"},"what":{"type":"string","enum":["dualityDice","hopeDie","attack","damage","failedRoll","adversaryAttack","self"]}},"required":["kind","what"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"dieReplace"},"die":{"type":"string","enum":["hopeDie","damageDie","advantageDie"]},"with":{"$ref":"#/$defs/__schema5"}},"required":["kind","die","with"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"resistance"},"damageType":{"type":"string","enum":["physical","magical","all"]}},"required":["kind","damageType"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"severity"},"change":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991}},"required":["kind","change"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"condition"},"condition":{"type":"string","minLength":1}},"required":["kind","condition"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"movement"},"mode":{"type":"string","enum":["fly","leap","climb","swim","silent","teleport","knockback","pull","walkOnWater","glide"]}},"required":["kind","mode"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"rangeChange"},"from":{"$ref":"#/$defs/__schema17"},"to":{"$ref":"#/$defs/__schema17"}},"required":["kind","from","to"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"extraTargets"},"count":{"anyOf":[{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},{"type":"string","const":"variable"},{"type":"string","const":"all"}]}},"required":["kind","count"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"weaponTrait"},"trait":{"$ref":"#/$defs/__schema22"}},"required":["kind","trait"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"downtimeMove"},"count":{"type":"integer","minimum":1,"maximum":9007199254740991}},"required":["kind","count"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"requirement"},"stat":{"$ref":"#/$defs/__schema22"},"max":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991}},"required":["kind","stat","max"]},{"type":"object","properties":{"trigger":{"$ref":"#/$defs/__schema11"},"cost":{"$ref":"#/$defs/__schema12"},"frequency":{"$ref":"#/$defs/__schema13"},"uses":{"$ref":"#/$defs/__schema14"},"chance":{"$ref":"#/$defs/__schema15"},"range":{"$ref":"#/$defs/__schema16"},"target":{"$ref":"#/$defs/__schema18"},"duration":{"$ref":"#/$defs/__schema19"},"kind":{"type":"string","const":"flag"},"flag":{"type":"string","pattern":"^[a-z][A-Za-z]+$"}},"required":["kind","flag"]}]}},"__schema11":{"default":"passive","type":"string","enum":["passive","action","creation","sessionStart","sessionEnd","rest","shortRest","longRest","downtime","attackMade","attackHit","attackMissed","critical","attacked","attackedInMelee","damageTaken","damageDealt","damageDieRolled","actionRoll","reactionRoll","rollFailed","rollWithFear","rollWithHope","hopeSpent","stressMarked","armorMarked","lastHitPoint","lastStress","lastArmorSlot","falling","death"]},"__schema12":{"type":"object","properties":{"hope":{"type":"integer","minimum":0,"maximum":9007199254740991},"stress":{"type":"integer","minimum":0,"maximum":9007199254740991},"armorSlot":{"type":"integer","minimum":0,"maximum":9007199254740991},"hitPoint":{"type":"integer","minimum":0,"maximum":9007199254740991},"handfuls":{"type":"integer","minimum":0,"maximum":9007199254740991},"variable":{"type":"string","enum":["hope","stress"]}}},"__schema13":{"type":"string","enum":["atWill","session","rest","shortRest","longRest","once"]},"__schema14":{"type":"integer","minimum":1,"maximum":9007199254740991},"__schema15":{"type":"object","properties":{"die":{"$ref":"#/$defs/__schema5"},"min":{"type":"integer","minimum":1,"maximum":9007199254740991}},"required":["die","min"]},"__schema16":{"$ref":"#/$defs/__schema17"},"__schema17":{"type":"string","enum":["Melee","Very Close","Close","Far","Very Far"]},"__schema18":{"type":"string","enum":["self","target","allies","party","adversaries","attacker","companion"]},"__schema19":{"type":"string","enum":["nextRoll","untilHit","untilRest","untilLongRest","scene","session","whileActive"]},"__schema20":{"type":"string","minLength":1},"__schema21":{"type":"string","minLength":1},"__schema22":{"type":"string","enum":["agility","strength","finesse","instinct","presence","knowledge"]},"__schema23":{"type":"string","minLength":1,"maxLength":100},"__schema24":{"type":"object","properties":{"id":{"$ref":"#/$defs/__schema23"},"name":{"$ref":"#/$defs/__schema8"},"description":{"$ref":"#/$defs/__schema0"},"modify":{"$ref":"#/$defs/__schema9"},"charge":{"$ref":"#/$defs/__schema25"},"effects":{"$ref":"#/$defs/__schema10"},"modifyCharge":{"$ref":"#/$defs/__schema26"},"companion":{"$ref":"#/$defs/__schema27"},"shapeshift":{"$ref":"#/$defs/__schema28"}},"required":["name","description"]},"__schema25":{"$ref":"#/$defs/__schema6"},"__schema26":{"type":"object","properties":{"features":{"minItems":1,"type":"array","items":{"$ref":"#/$defs/__schema23"}},"max":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"recharge":{"$ref":"#/$defs/__schema7"}},"required":["features"]},"__schema27":{"type":"boolean"},"__schema28":{"type":"boolean"},"__schema29":{"type":"object","properties":{"id":{"$ref":"#/$defs/__schema23"},"name":{"$ref":"#/$defs/__schema8"},"description":{"$ref":"#/$defs/__schema0"},"modify":{"$ref":"#/$defs/__schema9"},"charge":{"$ref":"#/$defs/__schema25"},"effects":{"$ref":"#/$defs/__schema10"},"modifyCharge":{"$ref":"#/$defs/__schema26"},"companion":{"$ref":"#/$defs/__schema27"},"shapeshift":{"$ref":"#/$defs/__schema28"}},"required":["id","name","description"]},"__schema30":{"type":"object","properties":{"id":{"$ref":"#/$defs/__schema23"},"name":{"$ref":"#/$defs/__schema8"},"description":{"$ref":"#/$defs/__schema0"},"modify":{"$ref":"#/$defs/__schema9"},"charge":{"$ref":"#/$defs/__schema25"},"effects":{"$ref":"#/$defs/__schema10"},"modifyCharge":{"$ref":"#/$defs/__schema26"},"companion":{"$ref":"#/$defs/__schema27"},"shapeshift":{"$ref":"#/$defs/__schema28"}},"required":["id","name","description"]},"__schema31":{"maxItems":100,"type":"array","items":{"$ref":"#/$defs/__schema24"}},"__schema32":{"type":"object","properties":{"features":{"$ref":"#/$defs/__schema31"}},"required":["features"]},"__schema33":{"type":"string","enum":["arcana","blade","bone","codex","grace","midnight","sage","splendor","valor"]},"__schema34":{"type":"string","maxLength":200},"__schema35":{"type":"string","maxLength":200},"__schema36":{"type":"string","maxLength":200}}}$json$::jsonb $fn$;

-- The shape of each kind's document: the rules' schema for the kind, without the row's own columns.
create or replace function private.homebrew_shape_ok(p_kind text, d jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    jsonb_typeof(d) = 'object'
      and (private.homebrew_document_schema() -> 'properties') ? p_kind
      and private.json_schema_ok(
        private.homebrew_document_schema() -> 'properties' -> p_kind, d, private.homebrew_document_schema()),
    false)
$$;

grant execute on function private.homebrew_shape_ok(text, jsonb) to authenticated, service_role;
