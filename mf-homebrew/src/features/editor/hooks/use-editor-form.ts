// The editor's state: the form (started from the stored draft, else the record, else empty), its check by
// the rules' schema, the draft kept in the browser's storage on every change, and save and delete through the
// libraries store (which shows the spec's messages, the database's cap messages included).
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { draftOwnerOf } from '@duality/platform/storage-keys';
import { homebrewDataBytes, type HomebrewKind } from '@duality/rules';
import { memoryKeyValueStorage, type HomebrewRecord, type KeyValueStorage } from '@duality/stores';
import { useDataStores, useSession } from '@duality/stores/react';
import { clearDraft, readDraft, saveDraft, setAsideDraft } from '../model/draft-storage';
import { KIND_MODELS, checkForm, formOf, templateForm } from '../model/kinds';
import type { FormValues } from '../model/kind-model';
import { setAt } from '../model/paths';

function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked by the browser: the editor works, only without the reload safety net.
    return memoryKeyValueStorage();
  }
}

export interface EditorForm<K extends HomebrewKind> {
  form: FormValues;
  set(path: string, value: unknown): void;
  /** The schema's messages by field, shown once a save was tried. */
  errors: Record<string, string>;
  /** The form as a record when it is valid, else the last valid one (for the preview). */
  preview: HomebrewRecord<K> | null;
  /** The document's size in bytes as the database counts it (its limit is HOMEBREW_LIMITS.dataBytesMax). */
  bytes: number;
  /** Set when a stored draft was restored, or one that could not be read was set aside. */
  notice: string | null;
  busy: boolean;
  /** How many saves were refused by the check (the message summary takes focus on each). */
  refusals: number;
  applyTemplate(record: HomebrewRecord<K>): void;
  discardDraft(): void;
  /** Validates and saves; answers the saved record, or null (invalid, or refused with a toast). */
  save(): Promise<HomebrewRecord<K> | null>;
  remove(): Promise<boolean>;
}

export function useEditorForm<K extends HomebrewKind>(
  kind: K,
  id: string | null,
  record: HomebrewRecord<K> | null,
): EditorForm<K> {
  const libraries = useDataStores().homebrew;
  const [storage] = useState(browserStorage);
  // The draft is the signed-in user's; a form belongs to one owner for its life (the pages key it by user).
  const session = useSession();
  const [owner] = useState(() => draftOwnerOf(session.user?.id));
  const [start] = useState(() => {
    const draft = readDraft(storage, owner, kind, id);
    const form = draft.form ?? (record ? formOf(kind, record) : KIND_MODELS[kind].empty());
    const notice = draft.form
      ? 'Your unsaved changes were restored.'
      : draft.setAside
        ? 'Your unsaved changes could not be read, so they were set aside.'
        : null;
    return { form, notice, unreadable: draft.setAside, kind, id };
  });
  // An unreadable draft moves aside once this form is committed (never from a render React may throw away).
  useLayoutEffect(() => {
    if (start.unreadable) setAsideDraft(storage, owner, start.kind, start.id);
  }, [start, storage, owner]);
  const [form, setForm] = useState(start.form);
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState(start.notice);
  const [tried, setTried] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [busy, setBusy] = useState(false);
  const checked = useMemo(() => checkForm(kind, form), [kind, form]);
  const bytes = useMemo(() => homebrewDataBytes(KIND_MODELS[kind].toDocument(form)), [kind, form]);
  // The preview keeps the last valid record while the form is half-typed (state derived during render).
  const [lastValid, setLastValid] = useState<HomebrewRecord<K> | null>(record);
  if (checked.ok && checked.record !== lastValid) setLastValid(checked.record);

  useEffect(() => {
    if (dirty) saveDraft(storage, owner, kind, id, form);
  }, [dirty, storage, owner, kind, id, form]);

  const change = (next: FormValues) => {
    setForm(next);
    setDirty(true);
  };

  return {
    form,
    set: (path, value) => {
      setForm((current) => setAt(current, path, value));
      setDirty(true);
    },
    errors: tried && !checked.ok ? checked.errors : {},
    preview: lastValid,
    bytes,
    notice,
    busy,
    refusals,
    applyTemplate: (template) => change(templateForm(kind, template)),
    discardDraft: () => {
      clearDraft(storage, owner, kind, id);
      setDirty(false);
      setNotice(null);
      setForm(record ? formOf(kind, record) : KIND_MODELS[kind].empty());
    },
    async save() {
      setTried(true);
      if (!checked.ok) {
        setRefusals((n) => n + 1);
        return null;
      }
      setBusy(true);
      const { id: _draftId, ...document } = checked.record;
      // An edit is based on the revision it was opened at: if another device saved meanwhile, the database
      // refuses it (the store says so), and this form and its draft stay as they are.
      const saved =
        id === null
          ? await libraries.save(kind, document)
          : await libraries.save(kind, { ...document, id }, { expectedRevision: record?.revision });
      setBusy(false);
      if (saved) {
        clearDraft(storage, owner, kind, id);
        setDirty(false);
      }
      return saved;
    },
    async remove() {
      if (id === null) return false;
      const removed = await libraries.remove(kind, id);
      if (removed) {
        clearDraft(storage, owner, kind, id);
        setDirty(false);
      }
      return removed;
    },
  };
}
