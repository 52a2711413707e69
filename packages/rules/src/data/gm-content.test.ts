// The game master's built-in content: counts pinned (SRD 1.0), every entry parses with its schema, ids are
// unique, and the facts the encounter tools rely on hold (Minions without thresholds, Hordes with their size,
// environments naming only adversaries we ship).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILTIN_ADVERSARIES, BUILTIN_ENVIRONMENTS } from './gm-content';
import { adversarySchema, environmentSchema, ADVERSARY_TYPES } from '../gm/adversary';

const countBy = <T>(list: readonly T[], key: (x: T) => string | number) =>
  list.reduce<Record<string, number>>((m, x) => ({ ...m, [key(x)]: (m[key(x)] ?? 0) + 1 }), {});

describe('built-in adversaries and environments', () => {
  it('129 adversaries and 19 environments', () => {
    expect(BUILTIN_ADVERSARIES).toHaveLength(129);
    expect(BUILTIN_ENVIRONMENTS).toHaveLength(19);
  });
  it('adversaries by type and by tier', () => {
    expect(countBy(BUILTIN_ADVERSARIES, (a) => a.type)).toEqual({
      solo: 20,
      bruiser: 17,
      minion: 16,
      leader: 16,
      skulk: 15,
      standard: 12,
      horde: 9,
      ranged: 9,
      social: 8,
      support: 7,
    });
    expect(countBy(BUILTIN_ADVERSARIES, (a) => a.tier)).toEqual({ 1: 52, 2: 36, 3: 23, 4: 18 });
    expect(Object.keys(countBy(BUILTIN_ADVERSARIES, (a) => a.type)).sort()).toEqual([...ADVERSARY_TYPES]);
  });
  it('environments by type; two events set no Difficulty of their own', () => {
    expect(countBy(BUILTIN_ENVIRONMENTS, (e) => e.type)).toEqual({
      event: 6,
      social: 5,
      exploration: 4,
      traversal: 4,
    });
    expect(BUILTIN_ENVIRONMENTS.filter((e) => e.difficulty === null).map((e) => e.name)).toEqual([
      'Ambushed',
      'Ambushers',
    ]);
  });
  it('495 features: 180 passive, 201 action, 114 reaction', () => {
    const all = [...BUILTIN_ADVERSARIES, ...BUILTIN_ENVIRONMENTS].flatMap((x) => x.features);
    expect(all).toHaveLength(495);
    expect(countBy(all, (f) => f.kind)).toEqual({ passive: 180, action: 201, reaction: 114 });
  });
  it('every entry parses with its schema and ids are unique', () => {
    for (const a of BUILTIN_ADVERSARIES) expect(adversarySchema.safeParse(a).error, a.id).toBeUndefined();
    for (const e of BUILTIN_ENVIRONMENTS) expect(environmentSchema.safeParse(e).error, e.id).toBeUndefined();
    const ids = [...BUILTIN_ADVERSARIES, ...BUILTIN_ENVIRONMENTS].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('Minions have no thresholds and flat damage; Hordes carry how many each HP stands for', () => {
    for (const a of BUILTIN_ADVERSARIES) {
      expect(a.thresholds === null, a.id).toBe(a.type === 'minion');
      expect(/^\d+$/.test(a.attack.damage), a.id).toBe(a.type === 'minion');
      expect(a.perHitPoint !== undefined, a.id).toBe(a.type === 'horde');
    }
  });
  it('the Acid Burrower as the stat block gives it', () => {
    expect(BUILTIN_ADVERSARIES[0]).toMatchObject({
      name: 'Acid Burrower',
      tier: 1,
      type: 'solo',
      difficulty: 14,
      thresholds: { major: 8, severe: 15 },
      hp: 8,
      stress: 3,
      attackModifier: 3,
      attack: { name: 'Claws', range: 'Very Close', damage: '1d12+2', damageType: 'physical' },
      experiences: [{ name: 'Tremor Sense', modifier: 2 }],
    });
    expect(BUILTIN_ADVERSARIES[0]!.features.map((f) => `${f.name}/${f.kind}`)).toEqual([
      'Relentless (3)/passive',
      'Earth Eruption/action',
      'Spit Acid/action',
      'Acid Bath/reaction',
    ]);
  });
  it('every potential adversary of an environment is one we ship', () => {
    const ids = new Set(BUILTIN_ADVERSARIES.map((a) => a.id));
    let named = 0;
    for (const e of BUILTIN_ENVIRONMENTS) {
      if ('any' in e.potentialAdversaries) continue;
      for (const g of e.potentialAdversaries.groups)
        for (const id of g.adversaries) {
          expect(ids.has(id), `${e.id}: ${id}`).toBe(true);
          named++;
        }
    }
    expect(named).toBeGreaterThan(50);
  });
});

describe('the GM data stays out of the first load', () => {
  it('neither the package index nor the GM rules import the data: only the gm-content entry does', () => {
    const src = new URL('../', import.meta.url);
    const gm = readdirSync(new URL('gm/', src)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const sources = ['index.ts', ...gm.map((f) => `gm/${f}`)].map((f) => [
      f,
      readFileSync(new URL(f, src), 'utf8'),
    ]);
    expect(gm.length).toBeGreaterThan(4);
    const offenders = sources.filter(([, text]) =>
      /from '[^']*(\.json|gm-content|data\/content)'/.test(text!),
    );
    expect(offenders.map(([f]) => f)).toEqual([]);
    const pkg = JSON.parse(readFileSync(new URL('../package.json', src), 'utf8')) as { exports: object };
    expect(pkg.exports).toMatchObject({ './gm-content': './src/data/gm-content.ts' });
  });
});
