// public.homebrew_author_names on PGlite and PostgreSQL 15: a display name is answered only for a user with a
// public homebrew record (to visitors and signed-in users alike), masked like public text; a user with only
// private records, or none, is not answered; more than 100 ids at once is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startDb } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';
import { homebrewDocument } from './harness/homebrew-documents.js';
import { one } from './harness/world.js';

interface Author {
  user_id: string;
  display_name: string;
}

describe.each(engines())('homebrew author names on $kind', ({ kind, skip }) => {
  let db: TestDb;
  let author: TestUser;
  let weaponsmith: TestUser;
  let secretive: TestUser;
  let newcomer: TestUser;
  let nameless: TestUser;
  let rude: TestUser;
  let reader: TestUser;

  const insert = (user: TestUser, table: 'items' | 'weapons', name: string, isPublic: boolean) =>
    db.as(user, (tx) =>
      one<number>(
        tx,
        `insert into public.homebrew_${table} (name, public, data) values ($1, $2, $3) returning id`,
        [name, isPublic, JSON.stringify(homebrewDocument(table))],
      ),
    );
  const names = (as: TestUser | null, ids: string[]) =>
    db.as(as, async (tx) => {
      const { rows } = await tx.query<Author>(
        `select user_id, display_name from public.homebrew_author_names($1::uuid[]) order by display_name`,
        [ids],
      );
      return rows;
    });

  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    const users = await Promise.all(
      ['Ember Quill', 'Weaponsmith', 'Secretive', 'Newcomer', 'Nameless', 'Rude', 'Reader'].map((n) =>
        db.createUser(n),
      ),
    );
    [author, weaponsmith, secretive, newcomer, nameless, rude, reader] = users as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    await db.admin((tx) =>
      tx.query(
        `update auth.users set raw_user_meta_data = case id
           when $1::uuid then '{"display_name": "   "}'::jsonb
           when $2::uuid then '{"display_name": "Bastard Bob"}'::jsonb end
         where id in ($1::uuid, $2::uuid)`,
        [nameless.id, rude.id],
      ),
    );
    await insert(author, 'items', 'Lantern', true);
    await insert(author, 'items', 'Diary', false);
    await insert(weaponsmith, 'weapons', 'Glaive', true);
    await insert(secretive, 'items', 'Hidden map', false);
    await insert(nameless, 'items', 'Nameless rope', true);
    await insert(rude, 'weapons', 'Rude club', true);
  });
  afterAll(async () => {
    await db?.stop();
  });

  it.skipIf(skip)(
    'answers the names of authors of public records, to a visitor and to a reader',
    async () => {
      const expected = [
        { user_id: author.id, display_name: 'Ember Quill' },
        { user_id: weaponsmith.id, display_name: 'Weaponsmith' },
      ];
      expect(await names(null, [author.id, weaponsmith.id])).toEqual(expected);
      expect(await names(reader, [author.id, weaponsmith.id])).toEqual(expected);
    },
  );

  it.skipIf(skip)(
    'answers nothing for a user with only private records, none, or no usable name',
    async () => {
      expect(await names(reader, [secretive.id, newcomer.id, nameless.id, reader.id])).toEqual([]);
      expect(await names(null, [])).toEqual([]);
    },
  );

  it.skipIf(skip)('stops answering once the last public record is made private', async () => {
    await db.as(weaponsmith, (tx) => tx.query(`update public.homebrew_weapons set public = false`));
    expect(await names(null, [weaponsmith.id])).toEqual([]);
  });

  it.skipIf(skip)('masks a blocked word in a name, as it does in public records', async () => {
    const [rudeName] = await names(null, [rude.id]);
    expect(rudeName?.display_name).toMatch(/^[#@$!%*?]{7} Bob$/);
  });

  it.skipIf(skip)('refuses more than 100 ids at once', async () => {
    const many = Array.from({ length: 101 }, () => author.id);
    await expect(names(null, many)).rejects.toMatchObject({
      code: 'PT400',
      message: 'Ask for at most 100 authors at a time.',
    });
    expect(await names(null, many.slice(1))).toHaveLength(1);
  });

  it.skipIf(skip)('reaches no one through the tables it reads', async () => {
    await expect(
      db.as(reader, (tx) => tx.query(`select raw_user_meta_data from auth.users`)),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
