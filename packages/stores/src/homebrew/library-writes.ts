// Writing a homebrew record: create (no id) or update (id, optionally at the revision the editor loaded), and
// delete. Each says what happened in a toast; a refused update over a newer revision takes the server's record.
import { assertHomebrewKind, type HomebrewKind } from '@duality/rules';
import { deletedRowSchema } from '@duality/supabase';
import { homebrewRecordSchema } from '../rows/homebrew-rows';
import { eachRow, oneRow } from '../rows/read-rows';
import { runQuery, toastError, toastSuccess, type DbContext } from '../shared/db';
import {
  HOMEBREW_CHANGED_ELSEWHERE,
  type HomebrewLibrariesDeps,
  type HomebrewSaveOptions,
  type LibraryState,
} from './libraries-types';
import { homebrewTable, rowId, toRow, type HomebrewDraft, type HomebrewRecord } from './records';

/** What the writes need of the libraries: the client, and reading and changing a library. */
export interface LibraryAccess {
  deps: Pick<HomebrewLibrariesDeps, 'client' | 'bus'>;
  ctx: DbContext;
  get<K extends HomebrewKind>(kind: K): LibraryState<K>;
  put<K extends HomebrewKind>(kind: K, patch: Partial<LibraryState<K>>): void;
}

/**
 * What a save refused by the database's shape check (`homebrew_{kind}_data_shape`) says: the record holds a
 * key its kind does not have, or a value past its limits, as the server knows the kind. The editor only makes
 * records of the app's own shape, so the app and the server then know different versions of the kind.
 */
export const refusedShapeMessage = (name: string, kind: HomebrewKind): string =>
  `Could not save ${name}: the server does not take it as a homebrew ${kind} record (a field it does not know, or a value past its limits). Nothing was saved; reload the page to get the current version of the app and try again.`;

export const upsert = <T extends { id: string }>(list: T[], record: T): T[] =>
  list.some((r) => r.id === record.id)
    ? list.map((r) => (r.id === record.id ? record : r))
    : [...list, record];

export async function saveRecord<K extends HomebrewKind>(
  lib: LibraryAccess,
  kind: K,
  record: HomebrewDraft<K>,
  options: HomebrewSaveOptions<K> = {},
): Promise<HomebrewRecord<K> | null> {
  const { client, bus } = lib.deps;
  assertHomebrewKind(kind);
  const id = rowId(record.id);
  if (record.id !== undefined && id === null) {
    toastError(bus, `${record.name} is built-in content and cannot be changed`);
    return null;
  }
  const values = toRow(record);
  const expected = options.expectedRevision;
  const table = client.from(homebrewTable(kind));
  const readOne = oneRow(homebrewRecordSchema(kind), `homebrew ${kind}`);
  const res = await runQuery(
    lib.ctx,
    () =>
      id === null
        ? table.insert(values).select('*').single()
        : table
            .update(expected === undefined ? values : { ...values, expected_revision: expected })
            .eq('id', id)
            .select('*')
            .single(),
    readOne,
    { toast: false },
  );
  if (!res.ok) {
    if (id !== null && res.code === 'PT409') {
      toastError(bus, HOMEBREW_CHANGED_ELSEWHERE);
      const theirs = await runQuery(lib.ctx, () => table.select('*').eq('id', id).single(), readOne);
      if (theirs.ok) {
        lib.put(kind, { homebrew: upsert(lib.get(kind).homebrew, theirs.data) });
        options.onConflict?.(theirs.data);
      }
    } else if (res.code === '23514' && res.message.includes(`${homebrewTable(kind)}_data_shape`)) {
      toastError(bus, refusedShapeMessage(record.name, kind));
    } else toastError(bus, res.message);
    return null;
  }
  const saved = res.data;
  const current = lib.get(kind);
  lib.put(kind, {
    homebrew: upsert(current.homebrew, saved),
    public: current.public.some((r) => r.id === saved.id) ? upsert(current.public, saved) : current.public,
  });
  // Said only now: the server has the record.
  toastSuccess(bus, id === null ? `Created new item: ${saved.name}` : `Saved changes to ${saved.name}`);
  return saved;
}

export async function removeRecord(
  lib: LibraryAccess,
  kind: HomebrewKind,
  recordId: string,
): Promise<boolean> {
  const { client, bus } = lib.deps;
  assertHomebrewKind(kind);
  const id = rowId(recordId);
  const current = lib.get(kind);
  const record =
    current.homebrew.find((r) => r.id === recordId) ?? current.public.find((r) => r.id === recordId);
  if (id === null) return false;
  const res = await runQuery(
    lib.ctx,
    () => client.from(homebrewTable(kind)).delete().eq('id', id).select('id'),
    eachRow(deletedRowSchema, `deleted homebrew ${kind}`),
  );
  if (!res.ok) return false;
  if (res.data.length === 0) {
    // Row level security hides rows one may not delete: nothing happened on the server.
    toastError(bus, `Could not delete ${record?.name ?? 'this record'}: only its owner can delete it.`);
    return false;
  }
  lib.put(kind, {
    homebrew: lib.get(kind).homebrew.filter((r) => r.id !== recordId),
    public: lib.get(kind).public.filter((r) => r.id !== recordId),
  });
  toastSuccess(bus, `Deleted ${record?.name ?? 'item'}`);
  return true;
}
