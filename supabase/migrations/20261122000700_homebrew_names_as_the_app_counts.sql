-- A homebrew record's name is at most 100 characters as the app counts them (UTF-16 code units, so an emoji
-- counts twice, and the spaces around it count too). The first check counted trimmed code points, so a name
-- of 51 to 100 emoji was stored and then refused by every client that read it.
-- Tables: homebrew_{items,weapons,armor,communities,ancestries,subclasses,classes} (one more check each).
-- NOT VALID: rows already stored are not re-checked (they stay readable by the database; the app leaves out
-- a row it cannot read and says so).
do $$
declare
  kind text;
begin
  foreach kind in array array['items', 'weapons', 'armor', 'communities', 'ancestries', 'subclasses', 'classes']
  loop
    execute format(
      'alter table public.%1$I add constraint %2$I check (private.utf16_length(name) <= 100) not valid',
      'homebrew_' || kind, 'homebrew_' || kind || '_name_utf16_length');
  end loop;
end
$$;
