// The key that seals a user's data kept in a browser, through the real REST protocol on PGlite and PostgreSQL
// 15: a signed-in user always gets the same 32-byte key, every user their own; a visitor gets none, and no
// client reads or writes the keys' table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClients } from './harness/api-clients.js';
import { engines, sqlState, startDb } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';

describe.each(engines())('device seal keys on $kind', ({ kind, skip }) => {
  let db: TestDb;
  let alice: TestUser;
  let bob: TestUser;
  const { as, closeAll } = apiClients(() => db);
  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    alice = await db.createUser('Alice Seal');
    bob = await db.createUser('Bob Seal');
  });
  afterAll(async () => {
    if (skip) return;
    await closeAll();
    await db.stop();
  });

  const keyOf = async (user: TestUser | null) => {
    const { data, error } = await as(user).rpc('device_seal_key');
    return { key: data as string | null, error };
  };

  it.skipIf(skip)('gives a user the same 32-byte key at every call, and another user another', async () => {
    const first = await keyOf(alice);
    expect(first.error).toBeNull();
    expect(Buffer.from(first.key!, 'base64')).toHaveLength(32);
    expect((await keyOf(alice)).key).toBe(first.key);
    const other = await keyOf(bob);
    expect(other.error).toBeNull();
    expect(other.key).not.toBe(first.key);
  });

  it.skipIf(skip)('gives a visitor no key', async () => {
    const visitor = await keyOf(null);
    expect(visitor.key).toBeNull();
    expect(visitor.error).not.toBeNull();
  });

  it.skipIf(skip)("lets no client read or change the keys' table", async () => {
    expect(
      await sqlState(() => db.as(alice, (tx) => tx.query('select * from private.device_seal_keys'))),
    ).toBe('42501');
    expect(
      await sqlState(() =>
        db.as(bob, (tx) =>
          tx.query(`update private.device_seal_keys set secret = '\\x00'::bytea where user_id = $1`, [
            alice.id,
          ]),
        ),
      ),
    ).toBe('42501');
    const { error } = await as(alice)
      .schema('private' as never)
      .from('device_seal_keys')
      .select('*');
    expect(error).not.toBeNull();
  });
});
