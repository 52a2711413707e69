-- The player's own notes on a character (characterSchema.notes in @duality/rules, CHARACTER_NOTES_MAX): when
-- present, a string of at most 20,000 characters. The whole document is already capped at 1 MB
-- (characters_data_size); this keeps one free-text field from taking most of it, whatever the client sends.
-- Documents saved before have no notes and pass.
alter table public.characters
  add constraint characters_notes_text check (
    not (data ? 'notes')
    or (jsonb_typeof(data -> 'notes') = 'string' and char_length(data ->> 'notes') <= 20000)
  );
