// The character's notes on PGlite and PostgreSQL 15: the database, not the client, keeps them text of at most
// CHARACTER_NOTES_MAX characters; a document without notes (every one saved before) still saves.
import { CHARACTER_NOTES_MAX } from '@duality/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, sqlState, startDb } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';
import { one } from './harness/world.js';

describe.each(engines())("a character's notes on $kind", ({ kind, skip }) => {
  let db: TestDb;
  let player: TestUser;
  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    player = await db.createUser('Player');
  });
  afterAll(async () => {
    await db?.stop();
  });
  const insert = (data: object) =>
    db.as(player, (tx) =>
      one<number>(tx, `insert into public.characters (data) values ($1) returning id`, [
        JSON.stringify(data),
      ]),
    );

  it.skipIf(skip)('keeps notes up to the limit, and documents without notes', async () => {
    const id = await insert({ name: 'Ashe', notes: 'x'.repeat(CHARACTER_NOTES_MAX) });
    const notes = await db.admin((tx) =>
      one<string>(tx, `select data ->> 'notes' from public.characters where id = $1`, [id]),
    );
    expect(notes).toHaveLength(CHARACTER_NOTES_MAX);
    expect(await insert({ name: 'Lone' })).toBeGreaterThan(0);
  });

  it.skipIf(skip)('refuses notes over the limit, or that are not text', async () => {
    for (const notes of ['x'.repeat(CHARACTER_NOTES_MAX + 1), 42, ['a'], { a: 1 }]) {
      expect(await sqlState(() => insert({ name: 'Ashe', notes }))).toBe('23514');
    }
    const id = await insert({ name: 'Ashe' });
    const update = () =>
      db.as(player, (tx) =>
        tx.query(
          `update public.characters set data = data || $2::jsonb, expected_revision = revision where id = $1`,
          [id, JSON.stringify({ notes: 'y'.repeat(CHARACTER_NOTES_MAX + 1) })],
        ),
      );
    expect(await sqlState(update)).toBe('23514');
  });
});
