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

export type LoadedDraft = { form: FormValues; setAside: false } | { form: null; setAside: boolean };

/** The owner's stored draft of a record, if any and readable. */
export function loadDraft(
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
  setAside(storage, key);
  return { form: null, setAside: true };
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
