import { useEffect, useId, useRef, useState } from 'react';
import { CHARACTER_NOTES_MAX } from '@duality/rules';
import type { SheetPanelProps } from './sheet-props';
import './sheet-gear.css';

/** A pause in typing after which the notes are handed to the character store (which saves them). */
const IDLE_MS = 800;

/**
 * The player's own notes for the session, kept with the character. Typed text is handed to the store after a
 * pause, on leaving the field and when the sheet is left, so nothing typed is lost; the whole sheet is not
 * re-derived on every key.
 */
export function NotesPanel({ character, edit }: SheetPanelProps) {
  const id = useId();
  const [text, setText] = useState(character.notes);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const editRef = useRef(edit);
  useEffect(() => {
    editRef.current = edit;
  }, [edit]);
  const flush = () => {
    clearTimeout(timer.current);
    const notes = pending.current;
    pending.current = null;
    if (notes !== null) editRef.current((c) => (c.notes === notes ? c : { ...c, notes }));
  };
  // Notes changed elsewhere (another tab, a resolved conflict) show here unless the player is typing.
  useEffect(() => {
    if (pending.current === null) setText(character.notes);
  }, [character.notes]);
  // Once, on leaving the sheet: what was typed in the last pause is handed over too.
  useEffect(() => flush, []);
  const change = (value: string) => {
    setText(value);
    pending.current = value;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, IDLE_MS);
  };
  return (
    <section className="sheet-panel sheet-notes" aria-labelledby="sheet-notes">
      <h2 id="sheet-notes">Notes</h2>
      <label className="dh-visually-hidden" htmlFor={`${id}-notes`}>
        Your notes
      </label>
      <textarea
        id={`${id}-notes`}
        className="sheet-notes__text"
        rows={6}
        value={text}
        maxLength={CHARACTER_NOTES_MAX}
        placeholder="Names, clues, promises, what happened last session…"
        onChange={(e) => change(e.currentTarget.value)}
        onBlur={flush}
      />
      <p className="sheet-note">
        Saved with your character. {text.length.toLocaleString('en')} of{' '}
        {CHARACTER_NOTES_MAX.toLocaleString('en')} characters.
      </p>
    </section>
  );
}
