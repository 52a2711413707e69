// A character's client_key on PGlite and PostgreSQL 15: one character per (owner, key), so the insert of a
// character built on a device lands once however often it is sent; another user's same key is their own row
// and never seen; the key is a uuid or nothing. Both in SQL and through the REST upsert the store sends
// (on_conflict=user_id,client_key, ignoring the duplicate, then a read by key).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClients } from './harness/api-clients.js';
import { engines, sqlState, startDb } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';
import { one } from './harness/world.js';

describe.each(engines())("a character's client_key on $kind", ({ kind, skip }) => {
  let db: TestDb;
  let player: TestUser;
  let other: TestUser;
  const api = apiClients(() => db);
  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    [player, other] = await Promise.all([db.createUser('Player'), db.createUser('Other')]);
  });
  afterAll(async () => {
    await api.closeAll();
    await db?.stop();
  });

  /** The insert-once of the store, in SQL: the id inserted, or null when the key was already there. */
  const insertOnce = (user: TestUser, key: string | null, name: string) =>
    db.as(user, async (tx) => {
      const res = await tx.query<{ id: number }>(
        `insert into public.characters (data, client_key) values ($1, $2)
         on conflict (user_id, client_key) do nothing returning id`,
        [JSON.stringify({ name }), key],
      );
      return res.rows[0]?.id ?? null;
    });
  const rowsWithKey = (key: string) =>
    db.admin((tx) =>
      one<{ user_id: string; name: string }[]>(
        tx,
        `select coalesce(jsonb_agg(jsonb_build_object('user_id', user_id, 'name', data ->> 'name') order by id), '[]')
           from public.characters where client_key = $1`,
        [key],
      ),
    );

  it.skipIf(skip)('keeps one character per owner and key: the same insert twice leaves one row', async () => {
    const key = randomUUID();
    expect(await insertOnce(player, key, 'Ashe')).toEqual(expect.any(Number));
    expect(await insertOnce(player, key, 'Ashe again')).toBeNull();
    expect(await rowsWithKey(key)).toEqual([{ user_id: player.id, name: 'Ashe' }]);
    // A plain insert of the same key is refused as a duplicate.
    const plain = () =>
      db.as(player, (tx) =>
        tx.query(`insert into public.characters (data, client_key) values ('{}', $1)`, [key]),
      );
    expect(await sqlState(plain)).toBe('23505');
  });

  it.skipIf(skip)(
    "lets another user use the same key for their own row, and neither sees the other's",
    async () => {
      const key = randomUUID();
      await insertOnce(player, key, 'Mine');
      expect(await insertOnce(other, key, 'Theirs')).toEqual(expect.any(Number));
      const seen = (user: TestUser) =>
        db.as(user, (tx) =>
          one<string[]>(
            tx,
            `select coalesce(jsonb_agg(data ->> 'name'), '[]') from public.characters where client_key = $1`,
            [key],
          ),
        );
      expect(await seen(player)).toEqual(['Mine']);
      expect(await seen(other)).toEqual(['Theirs']);
      expect(await rowsWithKey(key)).toHaveLength(2);
    },
  );

  it.skipIf(skip)('leaves characters without a key alone, and refuses a key that is not a uuid', async () => {
    expect(await insertOnce(player, null, 'Keyless')).toEqual(expect.any(Number));
    expect(await insertOnce(player, null, 'Keyless')).toEqual(expect.any(Number)); // nulls never collide
    for (const bad of ['not-a-uuid', 'x'.repeat(2000), '']) {
      expect(await sqlState(() => insertOnce(player, bad, 'Bad key'))).toBe('22P02');
    }
  });

  it.skipIf(skip)(
    'answers the REST upsert the store sends: inserted once, then the row found by its key',
    async () => {
      const key = randomUUID();
      const send = () =>
        api
          .as(player)
          .from('characters')
          .upsert(
            { data: { name: 'Over REST' }, version: '2.0', client_key: key },
            { onConflict: 'user_id,client_key', ignoreDuplicates: true },
          )
          .select('id')
          .maybeSingle();
      const first = await send();
      expect(first.error).toBeNull();
      expect(first.data?.id).toEqual(expect.any(Number));
      const retry = await send();
      expect(retry.error).toBeNull();
      expect(retry.data).toBeNull(); // nothing inserted the second time
      const found = await api.as(player).from('characters').select('id').eq('client_key', key).single();
      expect(found.data?.id).toBe(first.data!.id);
      // Another user's read by the same key finds nothing.
      const stranger = await api.as(other).from('characters').select('id').eq('client_key', key);
      expect(stranger.data).toEqual([]);
      expect(await rowsWithKey(key)).toEqual([{ user_id: player.id, name: 'Over REST' }]);
    },
  );
});
