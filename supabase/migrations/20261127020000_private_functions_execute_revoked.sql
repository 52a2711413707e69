-- Purpose: the `private` helpers are executable only by the roles that need them (security review N7).
-- Functions: every function in schema private (no tables change).
--
-- The first migration's `alter default privileges in schema private revoke execute … from public` did nothing:
-- PostgreSQL adds per-schema default privileges to the global ones and cannot take a global grant away per
-- schema, and the global default lets PUBLIC execute every new function. So all of them were executable by anon
-- and authenticated (not reachable over REST, which exposes only `public`, but one wrapper away from it).
--
-- What the API roles still need, and why: PostgreSQL checks EXECUTE as the caller for a function called from a
-- policy, a check constraint, a generated column or a SECURITY INVOKER function (a SECURITY DEFINER helper
-- called from those runs its body as its owner, but the call itself is the caller's). Trigger functions need no
-- grant. supabase/tests/private-function-grants.test.ts derives that set from the catalog and checks both ways.

-- Functions made from now on by the role that runs the migrations are executable by their owner only; the
-- `public` schema keeps its own default grant to the API roles (hosted Supabase's and the embedded backend's),
-- so an RPC function still needs no extra line. A new private helper is granted explicitly, as below.
alter default privileges revoke execute on functions from public;

revoke execute on all functions in schema private from public;
revoke execute on all functions in schema private from anon, authenticated, service_role;

-- Policies: membership and ownership, what a member may read, what an owner may link.
grant execute on function
  private.is_campaign_owner(integer),
  private.is_campaign_member(integer),
  private.plays_in_campaign(integer, integer),
  private.roll_log_shared(integer),
  private.homebrew_items_linkable(integer),
  private.homebrew_items_linked_for_reader(integer, uuid),
  private.homebrew_weapons_linkable(integer),
  private.homebrew_weapons_linked_for_reader(integer, uuid),
  private.homebrew_armor_linkable(integer),
  private.homebrew_armor_linked_for_reader(integer, uuid),
  private.homebrew_communities_linkable(integer),
  private.homebrew_communities_linked_for_reader(integer, uuid),
  private.homebrew_ancestries_linkable(integer),
  private.homebrew_ancestries_linked_for_reader(integer, uuid),
  private.homebrew_subclasses_linkable(integer),
  private.homebrew_subclasses_linked_for_reader(integer, uuid),
  private.homebrew_classes_linkable(integer),
  private.homebrew_classes_linked_for_reader(integer, uuid)
to authenticated, service_role;

-- Check constraints and the invoker functions they call (evaluated as whoever writes the row).
grant execute on function
  private.homebrew_shape_ok(text, jsonb),
  private.homebrew_document_schema(),
  private.json_schema_ok(jsonb, jsonb, jsonb),
  private.json_schema_may_match(jsonb, jsonb),
  private.json_short_strings_ok(jsonb, integer, integer),
  private.track_is_whole(jsonb),
  private.utf16_length(text)
to authenticated, service_role;

-- Invoker functions in `public` (save_character, link/unlink_campaign_homebrew) and what they call.
grant execute on function
  private.dashboard_track(jsonb, jsonb, jsonb, integer),
  private.dashboard_number(jsonb, integer, integer, integer),
  private.dashboard_conditions(jsonb, jsonb),
  private.link_table(text)
to authenticated, service_role;

-- Reachable by anon too: the generated search column is computed before row level security refuses an
-- anonymous insert, and the public functions anon may call answer "not signed in" through require_user.
grant execute on function private.homebrew_search_text(text, jsonb), private.require_user()
to anon, authenticated, service_role;

-- The service role reads the settings (the caps) directly, as before.
grant execute on function private.setting(text) to service_role;
