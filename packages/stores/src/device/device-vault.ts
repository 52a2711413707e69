// Each user's data on this browser, sealed for that user alone. The data stores see the browser's storage
// through the vault's sealed storage (sealed-storage.ts) and the session through the vault's gate: a user is
// announced to them only once their seal key is at hand, so no store reads or writes a user's data before it
// can open it. The key comes from the server (device_seal_key, given only to that user's session) and a copy is
// kept in storage while the user is signed in here (`sealKeyKey`), so a page loaded offline opens the data;
// the copy is removed when the session ends (the stores leave first, while the data is still open), and every
// copy is removed whenever the browser has nobody signed in.
// What this protects against: the next person on the browser after a sign-out (devtools, a copied profile)
// reading the previous user's waiting changes, or changing them so that they are sent later as that user. Not
// against someone at the browser while the user is still signed in (they are that user then), nor against
// deleting the data, nor against a copy of the key taken while the user was signed in.
import { BehaviorSubject, type Observable } from '@duality/libs/rxjs';
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import {
  keptCopyKey,
  privateDataOwnerOf,
  sealKeyKey,
  sealKeyPrefix,
  type KeptCopyKind,
} from '@duality/platform/storage-keys';
import type { UserProfileRow } from '../rows/profile-rows';
import { realClock, type Clock } from '../shared/clock';
import { toastError } from '../shared/db';
import type { KeyValueStorage } from '../shared/storage';
import {
  createSealedStorage,
  fromBase64,
  SEAL_KEY_BYTES,
  toBase64,
  type SealedStorage,
} from './sealed-storage';

/** Told once per sign-in when some of the user's sealed data did not open: it was set aside, never sent. */
export const SEALED_SET_ASIDE =
  'Some data kept on this device could not be opened as yours (it was changed outside the app, or kept by an older version). It was set aside and nothing of it is sent.';
const KEPT_KINDS: KeptCopyKind[] = ['characters', 'homebrew'];
/** How often a missing seal key is asked for again while the server cannot be reached. */
export const SEAL_KEY_RETRY_MS = 3000;

const isKeptCopy = (key: string): boolean => {
  const owner = privateDataOwnerOf(key);
  return owner !== null && KEPT_KINDS.some((kind) => keptCopyKey(owner, kind) === key);
};

/** The session the vault follows (the session store). */
export interface VaultSession {
  state$: Observable<{ status?: string; user: { id: string } | null; profile: UserProfileRow | null }>;
  readonly state: { status?: string; user: { id: string } | null; profile: UserProfileRow | null };
  replaceProfile(profile: UserProfileRow): void;
}

type Gated = { user: { id: string } | null; profile: UserProfileRow | null };

export interface DeviceVault {
  /** The browser's storage with each user's data sealed: what the data stores keep their data in. */
  readonly storage: SealedStorage;
  /** The session as the data stores follow it: a user only once their data can be opened. */
  readonly session: {
    state$: Observable<Gated>;
    readonly state: Gated;
    replaceProfile(profile: UserProfileRow): void;
  };
  dispose(): void;
}

export interface DeviceVaultDeps {
  client: DualityClient;
  bus: Bus;
  session: VaultSession;
  /** The browser's localStorage (with `length` and `key`, every kept seal key is removed when nobody is in). */
  storage: KeyValueStorage & { readonly length?: number; key?(index: number): string | null };
  clock?: Clock;
  /** The device is back online: a seal key that could not be fetched is asked for at once. */
  online$?: Observable<unknown> | undefined;
}

export function createDeviceVault(deps: DeviceVaultDeps): DeviceVault {
  const { client, bus, storage: base } = deps;
  const clock = deps.clock ?? realClock;
  let told = false;
  const sealed = createSealedStorage(base, (key, aside) => {
    // A kept copy is only the server's data again (read anew at the next load): one that does not open goes,
    // unsaid, so no plain copy stays behind. Waiting changes are the user's work: kept aside, and told.
    if (isKeptCopy(key)) {
      if (aside !== null) base.removeItem(aside);
      return;
    }
    if (!told) toastError(bus, SEALED_SET_ASIDE);
    told = true;
  });
  const gated = new BehaviorSubject<Gated>({ user: null, profile: null });
  let wanted: string | null = null;
  let retry: unknown = null;

  const keptKey = (userId: string): Uint8Array | null => {
    try {
      const bytes = fromBase64(base.getItem(sealKeyKey(userId)) ?? '');
      return bytes && bytes.length === SEAL_KEY_BYTES ? bytes : null;
    } catch {
      return null;
    }
  };
  const removeEveryKeptKey = () => {
    const keys: string[] = [];
    try {
      for (let i = 0; i < (base.length ?? 0); i += 1) {
        const key = base.key?.(i);
        if (key?.startsWith(sealKeyPrefix)) keys.push(key);
      }
      for (const key of keys) base.removeItem(key);
    } catch {
      // a blocked storage keeps no key of ours
    }
  };
  const announce = () => {
    const { user, profile } = deps.session.state;
    const open = user !== null && sealed.openFor === user.id;
    gated.next({ user: open ? user : null, profile: open ? profile : null });
  };
  const leave = () => {
    const was = sealed.openFor;
    if (was === null) return;
    gated.next({ user: null, profile: null }); // the stores leave while the data is still open
    sealed.close();
    told = false;
    try {
      base.removeItem(sealKeyKey(was));
    } catch {
      // nothing more to do
    }
  };
  const openWith = (userId: string, key: Uint8Array) => {
    sealed.open(userId, key);
    announce();
  };
  async function fetchKey(userId: string): Promise<void> {
    clock.clearTimeout(retry);
    retry = null;
    const { data, error } = await client.rpc('device_seal_key');
    if (wanted !== userId || sealed.openFor === userId) return;
    const key = typeof data === 'string' ? fromBase64(data) : null;
    if (error || !key || key.length !== SEAL_KEY_BYTES) {
      // Not reachable (or refused): asked again soon, and at once when the device is back online.
      retry = clock.setTimeout(() => void fetchKey(userId), SEAL_KEY_RETRY_MS);
      return;
    }
    try {
      base.setItem(sealKeyKey(userId), toBase64(key));
    } catch {
      // a full storage: the data opens on this page only, and again at the next sign-in
    }
    openWith(userId, key);
  }

  const follow = (state: VaultSession['state']) => {
    const userId = state.user?.id ?? null;
    if (userId !== sealed.openFor) leave();
    if (userId === null) {
      wanted = null;
      clock.clearTimeout(retry);
      retry = null;
      if (state.status === 'signed-out') removeEveryKeptKey();
      announce();
      return;
    }
    if (sealed.openFor === userId) return announce(); // the profile, or the name, changed
    if (wanted === userId) return;
    wanted = userId;
    const kept = keptKey(userId);
    if (kept) openWith(userId, kept);
    else void fetchKey(userId);
  };
  const sub = deps.session.state$.subscribe(follow);
  const back = deps.online$?.subscribe(() => {
    if (wanted !== null && sealed.openFor !== wanted) void fetchKey(wanted);
  });

  return {
    storage: sealed,
    session: {
      state$: gated.asObservable(),
      get state() {
        return gated.value;
      },
      replaceProfile: (profile) => deps.session.replaceProfile(profile),
    },
    dispose() {
      sub.unsubscribe();
      back?.unsubscribe();
      clock.clearTimeout(retry);
      gated.complete();
    },
  };
}
