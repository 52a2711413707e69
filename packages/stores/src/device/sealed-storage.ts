// The browser's storage as the stores see it: a user's private data (privateDataOwnerOf of
// @duality/platform/storage-keys: their waiting changes, the roll outbox, the kept copies) is sealed with that
// user's key (XChaCha20-Poly1305, a fresh random nonce per write, the storage key as associated data so a value
// cannot be moved to another key), and opened only while that user is the one signed in. Everything else passes
// through unchanged. With the store's own user it behaves as plain storage; for anyone else's private key it
// answers nothing and refuses writes, so a store can never read or send another user's data.
// A value that does not open with the key (changed outside the app, or written in plain text by an older
// version) is moved, unchanged, to its set-aside key and reported: never sent, never thrown away.
// Written on @noble/ciphers because it is synchronous, as localStorage is; WebCrypto would make every read async.
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { randomBytes } from '@noble/ciphers/utils.js';
import { privateDataOwnerOf, setAside } from '@duality/platform/storage-keys';
import type { KeyValueStorage } from '../shared/storage';

/** What a sealed value starts with (then base64 of nonce and ciphertext). */
export const SEALED_PREFIX = 'sealed.v1.';
/** A seal key is 32 random bytes. */
export const SEAL_KEY_BYTES = 32;
const NONCE_BYTES = 24;

export interface SealedStorage extends KeyValueStorage {
  /** Opens `userId`'s private data with their key (32 bytes); another user's stays shut. */
  open(userId: string, key: Uint8Array): void;
  /** Shuts every user's private data (signed out). */
  close(): void;
  /** The user whose data is open, or null. */
  readonly openFor: string | null;
  /** The storage underneath, as the browser holds it (what a value really takes there, sealed). */
  readonly raw: KeyValueStorage;
}

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

function fromBase64(text: string): Uint8Array | null {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return null;
  }
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/** Seals `value` under the storage key `name` with `key`. */
export function seal(key: Uint8Array, name: string, value: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const sealed = xchacha20poly1305(key, nonce, utf8.encode(name)).encrypt(utf8.encode(value));
  const out = new Uint8Array(NONCE_BYTES + sealed.length);
  out.set(nonce);
  out.set(sealed, NONCE_BYTES);
  return SEALED_PREFIX + toBase64(out);
}

/** Opens what `seal` made for `name`; null when it was not sealed with `key` for `name`, or was changed. */
export function unseal(key: Uint8Array, name: string, stored: string): string | null {
  if (!stored.startsWith(SEALED_PREFIX)) return null;
  const bytes = fromBase64(stored.slice(SEALED_PREFIX.length));
  if (!bytes || bytes.length < NONCE_BYTES + 16) return null;
  try {
    const cipher = xchacha20poly1305(key, bytes.subarray(0, NONCE_BYTES), utf8.encode(name));
    return fromUtf8.decode(cipher.decrypt(bytes.subarray(NONCE_BYTES)));
  } catch {
    return null;
  }
}

/** Thrown by a write of a private key that is not the open user's (a store of a session that has ended). */
export const NOT_YOURS = 'This data belongs to another account on this device.';

/**
 * Sealed storage over `base`. `unreadable(key, setAsideKey)` is told when a private value of the open user did
 * not open (it was moved to `setAsideKey`, or stays where it was if the storage refused the move).
 */
export function createSealedStorage(
  base: KeyValueStorage,
  unreadable?: (key: string, setAsideKey: string | null) => void,
): SealedStorage {
  let current: { userId: string; key: Uint8Array } | null = null;
  // What was opened or written this session, by key: a store reads its outbox again at every edit, and the
  // same stored text is not opened twice. Emptied when the data is shut, so nothing stays after a sign-out.
  const opened = new Map<string, { stored: string; value: string }>();
  const mine = (name: string): 'shared' | 'mine' | 'not-mine' => {
    const owner = privateDataOwnerOf(name);
    if (owner === null) return 'shared';
    return current !== null && owner === current.userId ? 'mine' : 'not-mine';
  };
  return {
    getItem(name) {
      const whose = mine(name);
      if (whose === 'shared') return base.getItem(name);
      if (whose === 'not-mine' || !current) return null;
      const stored = base.getItem(name);
      if (stored === null) return null;
      const known = opened.get(name);
      if (known?.stored === stored) return known.value;
      const value = unseal(current.key, name, stored);
      if (value !== null) {
        opened.set(name, { stored, value });
        return value;
      }
      opened.delete(name);
      unreadable?.(name, setAside(base, name));
      return null;
    },
    setItem(name, value) {
      const whose = mine(name);
      if (whose === 'shared') return base.setItem(name, value);
      if (whose === 'not-mine' || !current) throw new Error(NOT_YOURS);
      const stored = seal(current.key, name, value);
      opened.delete(name);
      base.setItem(name, stored);
      opened.set(name, { stored, value });
    },
    removeItem(name) {
      const whose = mine(name);
      if (whose === 'shared' || whose === 'mine') base.removeItem(name);
      opened.delete(name);
    },
    open(userId, key) {
      if (key.length !== SEAL_KEY_BYTES) throw new Error('A seal key is 32 bytes.');
      opened.clear();
      current = { userId, key: key.slice() };
    },
    close() {
      current?.key.fill(0);
      current = null;
      opened.clear();
    },
    get openFor() {
      return current?.userId ?? null;
    },
    raw: base,
  };
}

export { fromBase64, toBase64 };
