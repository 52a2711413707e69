-- Homebrew records count their revisions, so an editor on one device cannot silently overwrite a change made
-- on another: the server owns `revision` (1 on insert, one more on every update), and an update may carry
-- `expected_revision`, the revision the editor loaded. When it does and the record has moved on, the update is
-- refused as stale (PT409) and nothing changes. An update without it still applies (clients from before this
-- rule), and still counts a revision. `expected_revision` is write-only: it is always stored as null.
create or replace function private.homebrew_revision_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.revision := 1;
    new.expected_revision := null;
    return new;
  end if;
  if pg_trigger_depth() = 1 and new.expected_revision is not null and new.expected_revision <> old.revision then
    raise exception 'Stale write refused: this homebrew record is at revision % on the server, but the change was based on revision %. It was changed somewhere else.',
      old.revision, new.expected_revision
      using errcode = 'PT409';
  end if;
  new.revision := old.revision + 1;
  new.expected_revision := null;
  return new;
end
$$;

do $kinds$
declare
  kind text;
  hb text;
begin
  foreach kind in array array['items', 'weapons', 'armor', 'communities', 'ancestries', 'subclasses', 'classes'] loop
    hb := 'homebrew_' || kind;
    execute format($sql$
      alter table public.%1$I
        add column revision integer not null default 1,
        add column expected_revision integer;
      create trigger %2$I before insert or update on public.%1$I
        for each row execute function private.homebrew_revision_before_write();
      $sql$,
      hb, hb || '_revision');
  end loop;
end
$kinds$;
