// The libraries' state when nobody's homebrew is loaded: each kind's built-ins (once the built-in content has
// arrived) and nothing else; and a library gaining the built-ins when they arrive.
import { sortHomebrew, type HomebrewKind } from '@duality/rules';
import type { LibrariesState, LibraryState } from './libraries-types';
import type { HomebrewRecord } from './records';

export type Builtins = { [K in HomebrewKind]: readonly HomebrewRecord<K>[] };

export const emptyLibrary = <K extends HomebrewKind>(
  kind: K,
  builtins: Builtins | null,
): LibraryState<K> => ({
  kind,
  list: sortHomebrew(builtins?.[kind] ?? []),
  homebrew: [],
  public: [],
  builtinsLoaded: builtins !== null,
  hydrated: false,
  loadError: null,
  publicHydrated: false,
});
export const initialState = (builtins: Builtins | null): LibrariesState => ({
  items: emptyLibrary('items', builtins),
  weapons: emptyLibrary('weapons', builtins),
  armor: emptyLibrary('armor', builtins),
  communities: emptyLibrary('communities', builtins),
  ancestries: emptyLibrary('ancestries', builtins),
  subclasses: emptyLibrary('subclasses', builtins),
  classes: emptyLibrary('classes', builtins),
});
/** A library whose list gains the built-ins that have just arrived. */
export const withBuiltins = <K extends HomebrewKind>(
  library: LibraryState<K>,
  builtins: Builtins,
): LibraryState<K> => ({
  ...library,
  list: sortHomebrew([...builtins[library.kind], ...library.homebrew]),
  builtinsLoaded: true,
});

/**
 * A kind's rows as the server answered for the collection `asked`, brought up to the collection as it stands
 * now: a bookmark removed while the load was under way leaves (unless the row is the user's own), and one added
 * meanwhile stays as it was shown (`shown`, the library before the answer).
 */
export function loadedWithLaterBookmarks<K extends HomebrewKind>(
  loaded: readonly HomebrewRecord<K>[],
  asked: readonly number[],
  now: readonly number[],
  userId: string,
  shown: readonly HomebrewRecord<K>[],
): HomebrewRecord<K>[] {
  const removed = new Set(asked.filter((id) => !now.includes(id)).map(String));
  const added = new Set(now.filter((id) => !asked.includes(id)).map(String));
  const kept = loaded.filter((r) => !removed.has(r.id) || r.user_id === userId);
  const fresh = shown.filter((r) => added.has(r.id) && !kept.some((k) => k.id === r.id));
  return [...kept, ...fresh];
}
