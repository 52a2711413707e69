// The database refuses a homebrew document that is not the shape of its kind (so a record written straight
// through the API can never reach another user's sheet malformed), accepts every built-in entry's shape, and
// keeps the browse columns (lower-cased name, searchable text) in step with the masked row.
import { BUILTIN_HOMEBREW } from '@duality/rules/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, sqlState, startDb } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';
import { homebrewDocument } from './harness/homebrew-documents.js';
import { KINDS, type Kind } from './harness/world.js';

const feature = { name: 'Steady', description: 'Gain a Hope.' };

/** Documents each kind must refuse, with why. */
const malformed: Record<Kind, Array<[string, Record<string, unknown>]>> = {
  items: [
    ['no description', {}],
    ['a numeric description', { description: 5 }],
    ['tier 9', { description: '', tier: 9 }],
    ['a description over 5000 characters', { description: 'x'.repeat(5001) }],
    ['an attachment of an unknown type', { description: '', attach: { type: 'ring', feature } }],
  ],
  weapons: [
    ['no slot', { ...homebrewDocument('weapons'), slot: undefined }],
    ['an unknown trait', { ...homebrewDocument('weapons'), trait: 'Luck' }],
    ['damage that is not dice', { ...homebrewDocument('weapons'), damage: 'lots' }],
    ['burden 3', { ...homebrewDocument('weapons'), burden: 3 }],
    ['a feature without a name', { ...homebrewDocument('weapons'), feature: { description: 'x' } }],
  ],
  armor: [
    ['a score in words', { ...homebrewDocument('armor'), score: 'high' }],
    ['a fractional threshold', { ...homebrewDocument('armor'), majorThreshold: 6.5 }],
  ],
  communities: [['features that are strings', { description: '', features: ['Brave'] }]],
  ancestries: [
    ['no features', { description: '' }],
    ['a feature without an id', { description: '', features: [feature] }],
    [
      'a feature description over 5000 characters',
      { description: '', features: [{ id: 'long', name: 'Long', description: 'x'.repeat(5001) }] },
    ],
  ],
  subclasses: [
    ['no mastery', { ...homebrewDocument('subclasses'), mastery: undefined }],
    [
      'a spellcast trait that is none',
      { ...homebrewDocument('subclasses'), foundation: { features: [], spellcast: 'luck' } },
    ],
  ],
  classes: [
    ['one domain', { ...homebrewDocument('classes'), domains: ['blade'] }],
    ['a description that is a string', { ...homebrewDocument('classes'), description: 'Tough.' }],
    [
      'a suggested trait out of range',
      {
        ...homebrewDocument('classes'),
        suggestedTraits: { agility: 9, strength: 0, finesse: 0, instinct: 0, presence: 0, knowledge: 0 },
      },
    ],
  ],
};

describe.each(engines())('homebrew document shapes on $kind', ({ kind, skip }) => {
  let db: TestDb;
  let user: TestUser;
  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    user = await db.createUser('Shaper');
    await db.admin((tx) =>
      tx.query(`update private.settings set value = 100000 where key = 'homebrew_creation_cap'`),
    );
  });
  afterAll(async () => {
    await db?.stop();
  });

  const insert = (hbKind: Kind, data: unknown) =>
    sqlState(() =>
      db.as(user, (tx) =>
        tx.query(`insert into public.homebrew_${hbKind} (name, data) values ('Shape', $1)`, [
          JSON.stringify(data),
        ]),
      ),
    );

  it.skipIf(skip)(
    'accepts the shape of every built-in entry of every kind',
    async () => {
      for (const hbKind of KINDS) {
        for (const entry of BUILTIN_HOMEBREW[hbKind]) {
          const { id: _id, name: _n, user_id: _u, public: _p, created_at: _c, ...data } = entry;
          expect({ kind: hbKind, entry: entry.id, state: await insert(hbKind, data) }).toEqual({
            kind: hbKind,
            entry: entry.id,
            state: undefined,
          });
        }
      }
    },
    120_000,
  );

  it.skipIf(skip)(
    'refuses a document that is not the shape of its kind, on insert and on update',
    async () => {
      for (const hbKind of KINDS) {
        for (const [why, data] of malformed[hbKind]) {
          expect({ kind: hbKind, why, state: await insert(hbKind, data) }).toEqual({
            kind: hbKind,
            why,
            state: '23514',
          });
        }
        expect({ kind: hbKind, state: await insert(hbKind, []) }).toEqual({ kind: hbKind, state: '23514' });
      }
      const broken = await sqlState(() =>
        db.as(user, (tx) =>
          tx.query(`update public.homebrew_weapons set data = data - 'slot' where user_id = $1`, [user.id]),
        ),
      );
      expect(broken).toBe('23514');
    },
  );

  it.skipIf(skip)('keeps a lower-cased name and the searchable text of the masked row', async () => {
    const row = await db.as(user, (tx) =>
      tx.query<{ sort_name: string; search_text: string }>(
        `insert into public.homebrew_items (name, data) values ('Lantern OF Dusk', $1) returning sort_name, search_text`,
        [
          JSON.stringify({
            description: 'Glows in the DARK, damn bright.',
            downtime: { description: 'Refill oil' },
          }),
        ],
      ),
    );
    const { sort_name, search_text } = row.rows[0]!;
    expect(sort_name).toBe('lantern of dusk');
    expect(search_text).toContain('lantern of dusk');
    expect(search_text).toContain('glows in the dark');
    expect(search_text).toContain('refill oil');
    expect(search_text).not.toContain('damn');
  });
});
