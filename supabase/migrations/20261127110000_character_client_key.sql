-- Purpose: a character built on a device is inserted exactly once. The device makes a key (a uuid) when the
-- character is first built and sends it with the insert; when the insert reached the server but its answer was
-- lost (the connection dropped, a timeout aborted it), the retry carries the same key and finds the row
-- already there instead of creating a second copy (PostgREST upsert on (user_id, client_key), ignoring the
-- duplicate, then a read by key).
-- Tables: characters (new column client_key, new unique constraint characters_user_client_key).
-- Policies are unchanged: a player inserts, reads, edits and deletes only their own characters, so a key is
-- only ever matched among the caller's own rows; another user's same key is a different row and never seen.

-- Null: a character created before this migration, or by a client that sends no key (a key is optional).
-- The uuid type checks the key's size and format: anything else is refused (22P02).
alter table public.characters add column client_key uuid;

-- One character per (owner, key). Nulls never collide, so rows without a key are unaffected. The constraint
-- is the conflict target of the insert-once upsert.
alter table public.characters
  add constraint characters_user_client_key unique (user_id, client_key);
