// The outbox over a storage that holds foreign data or refuses writes (a full quota): nothing is thrown,
// nothing stored is destroyed, and each problem is reported.
import { describe, expect, it } from 'vitest';
import { memoryKeyValueStorage } from '../shared/storage';
import { openOutbox, outboxKey, unreadableOutboxPrefix } from './outbox';

const entry = { character: { name: 'Kept' }, revision: 1, base: null };

describe('outbox', () => {
  it.each([
    ['not JSON', '{"1": {"character": '],
    ['a foreign shape', JSON.stringify({ 1: { spells: [] } })],
  ])('sets aside a stored outbox that is %s, once, and reports it', (_, raw) => {
    const storage = memoryKeyValueStorage();
    storage.setItem(outboxKey('u1'), raw);
    const unreadable: string[] = [];
    const outbox = openOutbox(storage, 'u1', {
      unreadable: (k) => unreadable.push(k),
      writeFailed: () => {},
    });
    expect(outbox.size()).toBe(0);
    expect(outbox.all().size).toBe(0);
    expect(unreadable).toHaveLength(1);
    expect(unreadable[0]!.startsWith(unreadableOutboxPrefix('u1'))).toBe(true);
    expect(storage.getItem(unreadable[0]!)).toBe(raw);
    expect(storage.getItem(outboxKey('u1'))).toBeNull();
    outbox.put(1, entry);
    expect(outbox.all().get(1)?.character).toEqual({ name: 'Kept' });
    expect(storage.getItem(unreadable[0]!)).toBe(raw); // the set-aside copy is never overwritten
  });

  it('reports a storage that refuses the write instead of throwing', () => {
    const storage = memoryKeyValueStorage();
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    let failures = 0;
    const outbox = openOutbox(storage, 'u1', { unreadable: () => {}, writeFailed: () => (failures += 1) });
    expect(() => outbox.put(1, entry)).not.toThrow();
    expect(failures).toBe(1);
  });
});
