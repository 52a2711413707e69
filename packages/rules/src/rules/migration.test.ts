import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHARACTER_MIGRATIONS,
  HOMEBREW_MIGRATIONS,
  loadCharacter,
  migrateCharacter,
  needsMigration,
  runMigrations,
  versionOf,
  type Migration,
} from './migration';
import { characterSchema, newCharacter } from '../schemas/character';

describe('character migration', () => {
  it('has a registered path to 2.0 and an empty homebrew registry', () => {
    expect(CHARACTER_MIGRATIONS.get('1.0')?.to).toBe('2.0');
    expect(HOMEBREW_MIGRATIONS.size).toBe(0);
  });
  it('lifts a 1.0 sheet: single ids become lists, bare trait numbers become {score, upgraded}', () => {
    const c = migrateCharacter({
      version: '1.0',
      name: 'Old',
      ancestry: 'core_ancestry_elf',
      subclass: 'core_subclass_troubadour',
      agility: 2,
    });
    expect(c.version).toBe('2.0');
    expect(c.ancestry).toEqual(['core_ancestry_elf']);
    expect(c.subclass).toEqual(['core_subclass_troubadour']);
    expect(c.agility).toEqual({ score: 2, upgraded: false });
    expect(c.resources.hope).toBe(2);
  });
  it('treats a missing version as 1.0 and 2 as 2.0', () => {
    expect(versionOf({})).toBe('1.0');
    expect(versionOf({ version: 2 })).toBe('2.0');
    expect(needsMigration({ version: '2.0' })).toBe(false);
    expect(needsMigration({})).toBe(true);
  });
  it('throws when no path exists, and on cycles', () => {
    expect(() => runMigrations({ version: '0.5' }, CHARACTER_MIGRATIONS, '2.0')).toThrow(
      'No migration from version 0.5',
    );
    const loop: Migration = { from: '1.0', to: '1.0', migrate: (r) => r };
    expect(() => runMigrations({ version: '1.0' }, new Map([['1.0', loop]]), '2.0')).toThrow('No migration');
  });
  it('chains steps in order', () => {
    const reg = new Map<string, Migration>([
      ['a', { from: 'a', to: 'b', migrate: (r) => ({ ...r, trail: `${String(r.trail)}>b` }) }],
      ['b', { from: 'b', to: 'c', migrate: (r) => ({ ...r, trail: `${String(r.trail)}>c` }) }],
    ]);
    expect(runMigrations({ version: 'a', trail: 'a' }, reg, 'c')).toEqual({ version: 'c', trail: 'a>b>c' });
  });
  it('property: a current character is unchanged by migration', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.integer({ min: 1, max: 10 }), (name, level) => {
        const c = characterSchema.parse({ name, level });
        expect(migrateCharacter(c as unknown as Record<string, unknown>)).toEqual(c);
      }),
    );
  });
  it('property: any 1.0 sheet migrates to a valid 2.0 character keeping name, level and trait scores', () => {
    const trait = fc.option(fc.integer({ min: -3, max: 5 }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string({ maxLength: 30 }),
          level: fc.integer({ min: 1, max: 10 }),
          ancestry: fc.oneof(fc.constant(''), fc.constantFrom('core_ancestry_elf', 'core_ancestry_orc')),
          subclass: fc.constantFrom('core_subclass_stalwart', 'core_subclass_vengeance'),
          agility: trait,
          knowledge: trait,
        }),
        (old) => {
          const c = migrateCharacter({ ...old });
          expect(c.version).toBe('2.0');
          expect(c.name).toBe(old.name);
          expect(c.level).toBe(old.level);
          expect(c.agility.score).toBe(old.agility);
          expect(c.knowledge.score).toBe(old.knowledge);
          expect(c.ancestry).toEqual(old.ancestry ? [old.ancestry] : []);
          expect(characterSchema.safeParse(c).success).toBe(true);
        },
      ),
    );
  });
  it('a fresh character needs no migration', () => {
    expect(needsMigration(newCharacter() as unknown as Record<string, unknown>)).toBe(false);
  });
});

describe('loadCharacter (parse at the boundary)', () => {
  it('migrates an old save and says so', () => {
    const r = loadCharacter({ version: '1.0', name: 'Old', ancestry: 'core_ancestry_elf' });
    expect(r).toMatchObject({
      ok: true,
      migrated: true,
      character: { version: '2.0', ancestry: ['core_ancestry_elf'] },
    });
  });
  it('loads a current save unchanged', () => {
    const c = newCharacter();
    expect(loadCharacter(JSON.parse(JSON.stringify(c)))).toEqual({ ok: true, character: c, migrated: false });
  });
  it('reports bad data as a message instead of throwing', () => {
    expect(loadCharacter('nope')).toEqual({ ok: false, error: 'Saved character is not an object' });
    expect(loadCharacter({ version: '0.1' })).toEqual({
      ok: false,
      error: 'No migration from version 0.1 to 2.0',
    });
    const bad = loadCharacter({ version: '2.0', level: 42 });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/Saved character is invalid: .*level/s);
  });
});
