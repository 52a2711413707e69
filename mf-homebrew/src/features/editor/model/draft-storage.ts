// The editor's unsaved work in the browser's storage, one draft per owner, kind and record ("new" before it
// has an id), so a failed save or a reload loses nothing and, on a shared device, nobody meets another
// user's draft. A user without a draft of their own is given the one kept for the visitor (drafts from before
// drafts had owners are the visitor's: storage-keys' migration), once. A stored draft is read back with the
// kind's form schema; one that cannot be read is set aside (the product's one convention: never overwritten,
// never a crash) and the editor starts from the record.
import {
  adoptVisitorDraft,
  setAside,
  storageKeys,
  VISITOR,
  type DraftOwner,
} from '@duality/platform/storage-keys';
import type { HomebrewKind } from '@duality/rules';
import type { KeyValueStorage } from '@duality/stores';
import { KIND_MODELS } from './kinds';
import type { FormValues } from './kind-model';

export const draftKey = (owner: DraftOwner, kind: HomebrewKind, id: string | null) =>
  storageKeys.homebrewDraft(owner, kind, id);

/** `setAside`: the stored draft cannot be read, and is to be set aside (`setAsideDraft`). */
export type LoadedDraft = { form: FormValues; setAside: false } | { form: null; setAside: boolean };

/**
 * The owner's stored draft of a record, if any and readable; one that cannot be read is reported
 * (`setAside: true`) but left in place: a render calls this, and only a committed one may move it
 * (`setAsideDraft`), since React can render and throw away a component before it mounts it.
 */
export function readDraft(
  storage: KeyValueStorage,
  owner: DraftOwner,
  kind: HomebrewKind,
  id: string | null,
): LoadedDraft {
  const key = draftKey(owner, kind, id);
  if (owner !== VISITOR) adoptVisitorDraft(storage, [draftKey(VISITOR, kind, id)], [key]);
  const raw = storage.getItem(key);
  if (raw === null) return { form: null, setAside: false };
  const parsed = KIND_MODELS[kind].formSchema.safeParse(parseJson(raw));
  if (parsed.success) return { form: parsed.data, setAside: false };
  return { form: null, setAside: true };
}

/** Moves an unreadable draft aside (a readable one, or none, is left alone). */
export function setAsideDraft(
  storage: KeyValueStorage,
  owner: DraftOwner,
  kind: HomebrewKind,
  id: string | null,
): void {
  if (readDraft(storage, owner, kind, id).setAside) setAside(storage, draftKey(owner, kind, id));
}

export function saveDraft(
  storage: KeyValueStorage,
  owner: DraftOwner,
  kind: HomebrewKind,
  id: string | null,
  form: FormValues,
): void {
  try {
    storage.setItem(draftKey(owner, kind, id), JSON.stringify(form));
  } catch {
    // A full or blocked storage only loses the reload safety net; the form itself is untouched.
  }
}

/** Forgets the draft once the record is saved (or the user discards the changes). */
export function clearDraft(
  storage: KeyValueStorage,
  owner: DraftOwner,
  kind: HomebrewKind,
  id: string | null,
): void {
  storage.removeItem(draftKey(owner, kind, id));
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
