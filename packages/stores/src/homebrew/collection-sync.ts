// The profile's collection lists (bookmarks), saved through the sync engine: each change is kept in a per-user
// outbox in local storage, sent after the 3 s debounce, at once when the page is hidden or left, and again
// after a reload when it had not reached the server (a new account's first bookmark used to be lost when the
// page was left within the debounce, though the button already said it was saved). Offline, it is sent again
// every 3 s and at once when the device is back online, told once; a refusal is told and not repeated.
import { storageKeys } from '@duality/platform/storage-keys';
import { z } from '@duality/libs/zod';
import { DEBOUNCE, HOMEBREW_KINDS } from '@duality/rules';
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import { noRows } from '../rows/read-rows';
import type { UserProfileRow } from '../rows/profile-rows';
import type { Clock } from '../shared/clock';
import { runQuery, toastError, type DbContext } from '../shared/db';
import { openPersistedOutbox } from '../shared/persisted-outbox';
import type { KeyValueStorage } from '../shared/storage';
import { createSyncEngine, isLatestEntry, type SyncEngine } from '../shared/sync-engine';
import { COLLECTION_SAVE_ERROR } from './libraries-types';

const ids = z.array(z.number().int());
const listsSchema = z.object({
  items: ids,
  weapons: ids,
  armor: ids,
  communities: ids,
  ancestries: ids,
  subclasses: ids,
  classes: ids,
});
/** The seven collection lists of a profile. */
export type CollectionLists = z.infer<typeof listsSchema>;

export const collectionOutboxKey = (userId: string): string => storageKeys.collectionOutbox(userId);
const KEY = 'collection';
const SAVE_TIMEOUT_MS = 15_000;

export const listsOf = (profile: UserProfileRow): CollectionLists => ({
  items: profile.items ?? [],
  weapons: profile.weapons ?? [],
  armor: profile.armor ?? [],
  communities: profile.communities ?? [],
  ancestries: profile.ancestries ?? [],
  subclasses: profile.subclasses ?? [],
  classes: profile.classes ?? [],
});
export const sameLists = (a: CollectionLists, b: CollectionLists): boolean =>
  HOMEBREW_KINDS.every((k) => a[k].length === b[k].length && a[k].every((id, i) => b[k][i] === id));

export interface CollectionSyncDeps {
  client: DualityClient;
  bus: Bus;
  clock: Clock;
  /** The profile the lists belong to, as the session holds it now. */
  profile(): UserProfileRow | null;
  storage?: KeyValueStorage | undefined;
  online$?: Parameters<typeof createSyncEngine>[0]['online$'];
  pageHidden$?: Parameters<typeof createSyncEngine>[0]['pageHidden$'];
}

export function createCollectionSync(deps: CollectionSyncDeps) {
  const { client, bus } = deps;
  const ctx: DbContext = { bus, clock: deps.clock };
  let told = false;
  const engine: SyncEngine<CollectionLists> = createSyncEngine<CollectionLists>({
    clock: deps.clock,
    async send(key, lists, signal) {
      const profile = deps.profile();
      if (!profile) return { kind: 'refused' };
      const res = await runQuery(
        ctx,
        // `.single()`: an update that reached no row is a failure too.
        () =>
          client
            .from('user_profiles')
            .update(lists)
            .eq('user_id', profile.user_id)
            .select('user_id')
            .abortSignal(signal)
            .single(),
        noRows,
        // A failed save is not tried again once newer lists wait: they go alone.
        { toast: false, retryWhile: () => isLatestEntry(engine, key, lists) },
      );
      if (res.ok) {
        told = false;
        return { kind: 'saved' };
      }
      if (!told) toastError(bus, COLLECTION_SAVE_ERROR);
      told = res.network;
      return res.network ? { kind: 'unreachable' } : { kind: 'settled' };
    },
    debounceMs: DEBOUNCE.profileSaveMs,
    saveTimeoutMs: SAVE_TIMEOUT_MS,
    offlineRetryMs: DEBOUNCE.profileSaveMs,
    online$: deps.online$,
    pageHidden$: deps.pageHidden$,
    onChange: () => undefined,
  });
  return {
    /** The signed-in user's outbox (a save kept from before a reload comes back with it). */
    open(userId: string | null) {
      told = false;
      const storage = deps.storage;
      engine.reset(
        userId && storage ? openPersistedOutbox(storage, collectionOutboxKey(userId), listsSchema) : null,
      );
    },
    /** Keeps the lists and saves them after the debounce. */
    save: (lists: CollectionLists) => engine.put(KEY, lists),
    /** The lists still waiting for the server, if any. */
    waiting: (): CollectionLists | undefined => engine.pending().get(KEY),
    /** True while a save waits for its debounce or is being sent. */
    saving: () => engine.saving,
    /** Sends the waiting lists now. */
    flush: () => engine.flush(),
    dispose: () => engine.dispose(),
  };
}
export type CollectionSync = ReturnType<typeof createCollectionSync>;
