// The editor's unsaved work in the browser's storage, one draft per kind and record ("new" before it has an
// id), so a failed save or a reload loses nothing. A stored draft is read back with the kind's form schema; one
// that cannot be read is moved to a set-aside key (never overwritten, never a crash) and the editor starts
// from the record.
import type { HomebrewKind } from '@duality/rules';
import type { KeyValueStorage } from '@duality/stores';
import { KIND_MODELS } from './kinds';
import type { FormValues } from './kind-model';

export const draftKey = (kind: HomebrewKind, id: string | null) =>
  `duality.homebrew.draft.${kind}.${id ?? 'new'}`;
export const setAsideKey = (kind: HomebrewKind, id: string | null) => `${draftKey(kind, id)}.set-aside`;

export type LoadedDraft = { form: FormValues; setAside: false } | { form: null; setAside: boolean };

/** The stored draft of a record, if any and readable. */
export function loadDraft(storage: KeyValueStorage, kind: HomebrewKind, id: string | null): LoadedDraft {
  const raw = storage.getItem(draftKey(kind, id));
  if (raw === null) return { form: null, setAside: false };
  const parsed = KIND_MODELS[kind].formSchema.safeParse(parseJson(raw));
  if (parsed.success) return { form: parsed.data, setAside: false };
  storage.setItem(setAsideKey(kind, id), raw);
  storage.removeItem(draftKey(kind, id));
  return { form: null, setAside: true };
}

export function saveDraft(
  storage: KeyValueStorage,
  kind: HomebrewKind,
  id: string | null,
  form: FormValues,
): void {
  try {
    storage.setItem(draftKey(kind, id), JSON.stringify(form));
  } catch {
    // A full or blocked storage only loses the reload safety net; the form itself is untouched.
  }
}

/** Forgets the draft once the record is saved (or the user discards the changes). */
export function clearDraft(storage: KeyValueStorage, kind: HomebrewKind, id: string | null): void {
  storage.removeItem(draftKey(kind, id));
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
