// Which keys hold one user's private data: what the stores seal for that user alone (encrypted with a key the
// server gives only to that user's session), so that the next user of the browser can neither read nor change
// it. Derived from the key makers of keys.ts: a new key of a user's data is sealed once its maker is listed here.
// The drafts of the builder and the homebrew editors are the areas' and are not listed (yet): see docs/security.md.
import { characterAliasesKey, keptCopyKey, rollOutboxKey, storageKeys, VISITOR } from './keys';
import { setAsideKeyOf } from './set-aside';

/** A stand-in owner the makers are called with, to learn where the owner's segment sits in each key. */
const OWNER = 'owner-of-the-key';

/** The makers of every key of one user's private data the stores keep. */
const privateKeyMakers: readonly ((owner: string) => string)[] = [
  storageKeys.characterOutbox,
  storageKeys.collectionOutbox,
  rollOutboxKey,
  characterAliasesKey,
  (owner) => keptCopyKey(owner, 'characters'),
  (owner) => keptCopyKey(owner, 'homebrew'),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const setAsideTail = `(?:${escape(setAsideKeyOf(''))}(?:\\.\\d+)?)?`;
const shapes = privateKeyMakers.map((make) => {
  const [before, after] = make(OWNER).split(OWNER) as [string, string];
  return new RegExp(`^${escape(before)}([^.]+)${escape(after)}${setAsideTail}$`);
});

/**
 * The user whose private data `key` holds (one of the stores' per-user keys, or a set-aside copy of one), or
 * null for a key everyone on the browser shares (consent, the visitor's drafts, the device id).
 */
export function privateDataOwnerOf(key: string): string | null {
  for (const shape of shapes) {
    const owner = shape.exec(key)?.[1];
    if (owner !== undefined && owner !== VISITOR) return owner;
  }
  return null;
}
