-- Purpose: the words of the server-side profanity blocklist, the same list as
-- packages/rules/src/data/blocklist.ts (supabase/tests/blocklist.test.ts fails when the two differ; add a new
-- migration that inserts or deletes the changed words).
-- Tables: private.profanity_blocklist.

insert into private.profanity_blocklist (word) values
  ('arse'),
  ('arsehole'),
  ('ass'),
  ('asshole'),
  ('bastard'),
  ('bitch'),
  ('bitches'),
  ('bollocks'),
  ('bullshit'),
  ('cock'),
  ('crap'),
  ('cunt'),
  ('damn'),
  ('dick'),
  ('dickhead'),
  ('fuck'),
  ('fucked'),
  ('fucker'),
  ('fucking'),
  ('motherfucker'),
  ('piss'),
  ('prick'),
  ('pussy'),
  ('shit'),
  ('shitty'),
  ('slut'),
  ('twat'),
  ('wanker'),
  ('whore')
on conflict (word) do nothing;
