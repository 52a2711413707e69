// The sealed storage on its own (no backend): what it writes for a user cannot be read without their key or
// changed unnoticed, another user's data is neither read nor written, and what everyone shares passes through.
import { describe, expect, it } from 'vitest';
import { rollOutboxKey, setAsideKeyOf, storageKeys } from '@duality/platform/storage-keys';
import { memoryKeyValueStorage } from '../shared/storage';
import { createSealedStorage, NOT_YOURS, SEALED_PREFIX, seal, unseal } from './sealed-storage';

const keyA = new Uint8Array(32).fill(7);
const keyB = new Uint8Array(32).fill(9);
const outboxA = storageKeys.characterOutbox('user-a');
const secret = JSON.stringify({ 1: { character: { notes: 'A-SECRET-NOTE' } } });

describe('sealed storage', () => {
  it("keeps a user's data sealed in the browser's storage and opens it only with their key", () => {
    const base = memoryKeyValueStorage();
    const sealed = createSealedStorage(base);
    sealed.open('user-a', keyA);
    sealed.setItem(outboxA, secret);
    const stored = base.getItem(outboxA)!;
    expect(stored.startsWith(SEALED_PREFIX)).toBe(true);
    expect(stored).not.toContain('A-SECRET');
    expect(sealed.getItem(outboxA)).toBe(secret);
    expect(unseal(keyB, outboxA, stored)).toBeNull();
    // Bound to its key: the same text moved under another key of the same user does not open.
    expect(unseal(keyA, rollOutboxKey('user-a'), stored)).toBeNull();
    // A fresh nonce every time: the same value never seals the same way twice.
    expect(seal(keyA, outboxA, secret)).not.toBe(seal(keyA, outboxA, secret));
  });

  it("shows nothing of another user's data and refuses to write it; signed out, nobody's opens", () => {
    const base = memoryKeyValueStorage();
    const sealed = createSealedStorage(base);
    sealed.open('user-a', keyA);
    sealed.setItem(outboxA, secret);
    sealed.close();
    expect(sealed.getItem(outboxA)).toBeNull();
    sealed.open('user-b', keyB);
    expect(sealed.getItem(outboxA)).toBeNull();
    expect(() => sealed.setItem(outboxA, '{}')).toThrow(NOT_YOURS);
    sealed.removeItem(outboxA);
    expect(base.getItem(outboxA)).not.toBeNull(); // never removed by another user
    sealed.setItem(storageKeys.consent, 'shared');
    expect(base.getItem(storageKeys.consent)).toBe('shared');
  });

  it('sets aside, unchanged, a value that was changed outside the app or written in plain text, and tells', () => {
    const base = memoryKeyValueStorage();
    const told: (string | null)[] = [];
    const sealed = createSealedStorage(base, (_key, aside) => told.push(aside));
    sealed.open('user-a', keyA);
    sealed.setItem(outboxA, secret);
    const stored = base.getItem(outboxA)!;
    // One character of the ciphertext changed (in its middle: every bit of it counts, unlike a padding char's).
    const at = SEALED_PREFIX.length + 40;
    const flipped = stored.slice(0, at) + (stored[at] === 'A' ? 'B' : 'A') + stored.slice(at + 1);
    base.setItem(outboxA, flipped);
    expect(sealed.getItem(outboxA)).toBeNull();
    expect(told).toEqual([setAsideKeyOf(outboxA)]);
    expect(base.getItem(setAsideKeyOf(outboxA))).toBe(flipped);
    expect(base.getItem(outboxA)).toBeNull();
    base.setItem(outboxA, secret); // plain text, as an older version wrote it (or someone planted it)
    expect(sealed.getItem(outboxA)).toBeNull();
    const secondAside = `${setAsideKeyOf(outboxA)}.2`; // the set-aside convention's second copy
    expect(base.getItem(secondAside)).toBe(secret);
  });
});
