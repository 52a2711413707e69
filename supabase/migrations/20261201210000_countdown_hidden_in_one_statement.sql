-- Purpose: hiding a countdown is one transaction. Realtime sends a player no update of a row they may no longer
-- read, so a hidden countdown must leave the players' screens by a delete: the app inserted a hidden copy and
-- then deleted the shown row, in two requests. A connection lost between them left the countdown on every
-- player's screen and a duplicate for the game master, and at the cap of 50 countdowns the copy was refused
-- before anything was hidden. Now the database does it for any update that hides a countdown: the one update
-- (`visible` from true to false) is followed, in the same statement, by the delete of the row and the insert of
-- its hidden copy under a new id. The players hear the delete, the game master the delete and the copy. The
-- update's own answer names the old id, which no longer exists: readers follow the copy (realtime or a reload).
-- Tables: campaign_countdowns (a trigger). Functions: private.campaign_countdown_hidden (new, a trigger).

-- Invoker: the delete and the insert run under the caller's policies, which already let the game master (and
-- only them) update, delete and insert their campaign's countdowns. The delete comes first, so a campaign at
-- its cap still hides one. The copy keeps every value, its creation time included.
create function private.campaign_countdown_hidden()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.campaign_countdowns where id = new.id;
  -- "loop" is a PL/pgSQL keyword, so the column is quoted.
  insert into public.campaign_countdowns
    (campaign_id, name, kind, "loop", start, value, long_term, visible, created_at)
  values (new.campaign_id, new.name, new.kind, new."loop", new.start, new.value, new.long_term, false,
    new.created_at);
  return null;
end
$$;

create trigger campaign_countdowns_hidden after update of visible on public.campaign_countdowns
  for each row when (old.visible and not new.visible)
  execute function private.campaign_countdown_hidden();
