// Built-in content: counts, round trip through the schemas, stable ids, and the facts the product relies on:
// the class table, subclasses by class, the named class features and the beastforms per tier.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_ANCESTRIES,
  BUILTIN_ARMOR,
  BUILTIN_BEASTFORMS,
  BUILTIN_CLASSES,
  BUILTIN_COMMUNITIES,
  BUILTIN_DOMAIN_CARDS,
  BUILTIN_ITEMS,
  BUILTIN_SUBCLASSES,
  BUILTIN_WEAPONS,
  APPEARANCE_LISTS,
  builtinCatalog,
} from './content';
import { DPCGL_ATTRIBUTION, UNOFFICIAL_STATEMENT } from './attribution';
import {
  ancestrySchema,
  armorSchema,
  classSchema,
  communitySchema,
  itemSchema,
  subclassSchema,
  weaponSchema,
} from '../schemas/homebrew';
import { beastformSchema } from '../schemas/beastform';
import { domainCardSchema } from '../schemas/domain-card';
import { isStructuredFeature, type Feature } from '../schemas/feature';
import type { z } from 'zod';

const lists: [string, readonly { id: string }[], z.ZodType][] = [
  ['classes', BUILTIN_CLASSES, classSchema],
  ['subclasses', BUILTIN_SUBCLASSES, subclassSchema],
  ['ancestries', BUILTIN_ANCESTRIES, ancestrySchema],
  ['communities', BUILTIN_COMMUNITIES, communitySchema],
  ['domain cards', BUILTIN_DOMAIN_CARDS, domainCardSchema],
  ['weapons', BUILTIN_WEAPONS, weaponSchema],
  ['armor', BUILTIN_ARMOR, armorSchema],
  ['items', BUILTIN_ITEMS, itemSchema],
  ['beastforms', BUILTIN_BEASTFORMS, beastformSchema],
];

describe('built-in content counts (SRD 1.0; the SRD wins over the spec beta counts)', () => {
  it.each([
    ['classes', 9],
    ['subclasses', 18],
    ['ancestries', 18],
    ['communities', 9],
    ['domain cards', 189],
    ['weapons', 192],
    ['armor', 34],
    ['items', 120],
    ['beastforms', 24],
  ])('%s: %i', (name, count) => {
    expect(lists.find((l) => l[0] === name)![1]).toHaveLength(count);
  });
  it('60 loot items and 60 consumables', () => {
    expect(BUILTIN_ITEMS.filter((i) => i.consumable)).toHaveLength(60);
    expect(BUILTIN_ITEMS.filter((i) => !i.consumable)).toHaveLength(60);
  });
  it('192 weapons: 155 primary, 37 secondary; 21 cards per domain', () => {
    expect(BUILTIN_WEAPONS.filter((w) => w.slot === 'primary')).toHaveLength(155);
    expect(BUILTIN_WEAPONS.filter((w) => w.slot === 'secondary')).toHaveLength(37);
    const perDomain = new Map<string, number>();
    for (const c of BUILTIN_DOMAIN_CARDS) perDomain.set(c.domain, (perDomain.get(c.domain) ?? 0) + 1);
    expect([...perDomain.values()]).toEqual(Array(9).fill(21));
  });
  it('armor scores lie in 3-8 and tiers in 1-4 (the SRD has no 56)', () => {
    for (const a of BUILTIN_ARMOR) {
      expect(a.score).toBeGreaterThanOrEqual(3);
      expect(a.score).toBeLessThanOrEqual(8);
    }
    expect(new Set(BUILTIN_ARMOR.map((a) => a.tier))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(BUILTIN_WEAPONS.map((w) => w.burden))).toEqual(new Set([1, 2]));
  });
  it('appearance lists are all present and non-empty', () => {
    for (const k of ['clothes', 'eyes', 'body', 'skin', 'attitude'] as const)
      expect(APPEARANCE_LISTS[k].length).toBeGreaterThan(4);
  });
});

describe('round trip: every entry parses with its schema and comes back unchanged', () => {
  it.each(lists.map(([n, l, s]) => [n, l, s] as const))('%s', (_name, list, schema) => {
    for (const entry of list) {
      const parsed = schema.safeParse(entry);
      if (!parsed.success) throw new Error(`${entry.id}: ${parsed.error.message}`);
      expect(parsed.data).toEqual(entry);
      expect(schema.parse(JSON.parse(JSON.stringify(parsed.data)))).toEqual(entry);
    }
  });
  it('ids are unique across all content and stable (prefixed by kind)', () => {
    const ids = lists.flatMap(([, l]) => l.map((x) => x.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^core_[a-z_]+$/);
  });
  it('every description is short, non-empty text', () => {
    const all = [
      ...BUILTIN_ITEMS,
      ...BUILTIN_ANCESTRIES,
      ...BUILTIN_COMMUNITIES,
      ...BUILTIN_DOMAIN_CARDS,
      ...BUILTIN_BEASTFORMS,
    ].map((x) => x.description);
    for (const d of all) {
      expect(d.length).toBeGreaterThan(3);
      expect(d.length).toBeLessThan(700);
    }
  });
  it('subclass, class, suggested gear and Druid form ids resolve', () => {
    const cat = builtinCatalog();
    for (const s of BUILTIN_SUBCLASSES) expect(cat.classes.has(s.class)).toBe(true);
    for (const c of BUILTIN_CLASSES) {
      expect(c.subclasses).toHaveLength(2);
      for (const id of c.subclasses ?? []) expect(cat.subclasses.has(id)).toBe(true);
      if (c.suggestedEquipment?.primary) expect(cat.weapons.has(c.suggestedEquipment.primary)).toBe(true);
      if (c.suggestedEquipment?.armor) expect(cat.armor.has(c.suggestedEquipment.armor)).toBe(true);
    }
    expect(cat.classes.get('core_class_druid')?.alternateForms).toHaveLength(24);
    for (const i of BUILTIN_ITEMS) if (i.downtime?.craft) expect(cat.items.has(i.downtime.craft)).toBe(true);
  });
  it('the licence statements travel with the data', () => {
    expect(DPCGL_ATTRIBUTION).toContain('Darrington Press Community Gaming (DPCGL) License');
    expect(DPCGL_ATTRIBUTION).toContain('© Critical Role, LLC');
    expect(UNOFFICIAL_STATEMENT).toMatch(/unofficial/);
    expect(UNOFFICIAL_STATEMENT).toMatch(/not affiliated with.*Darrington Press or Critical Role/);
  });
});

describe('class table', () => {
  // Class | Evasion | HP | Domains | Suggested traits (agility, strength, finesse, instinct, presence, knowledge)
  const table: [string, number, number, string[], number[]][] = [
    ['Bard', 10, 5, ['grace', 'codex'], [0, -1, 1, 0, 2, 1]],
    ['Druid', 10, 6, ['sage', 'arcana'], [1, 0, 1, 2, -1, 0]],
    ['Guardian', 9, 7, ['valor', 'blade'], [1, 2, -1, 0, 1, 0]],
    ['Ranger', 12, 6, ['bone', 'sage'], [2, 0, 1, 1, -1, 0]],
    ['Rogue', 12, 6, ['midnight', 'grace'], [1, -1, 2, 0, 1, 0]],
    ['Seraph', 9, 7, ['splendor', 'valor'], [0, 2, 0, 1, 1, -1]],
    ['Sorcerer', 10, 6, ['arcana', 'midnight'], [0, -1, 1, 2, 1, 0]],
    ['Warrior', 11, 6, ['blade', 'bone'], [2, 1, 0, 1, -1, 0]],
    ['Wizard', 11, 5, ['codex', 'splendor'], [-1, 0, 0, 1, 1, 2]],
  ];
  it.each(table)(
    '%s: evasion %i, hit points %i, domains %j, traits %j',
    (name, evasion, hp, domains, traits) => {
      const c = BUILTIN_CLASSES.find((x) => x.name === name)!;
      expect(c.evasion).toBe(evasion);
      expect(c.startingHitPoints).toBe(hp);
      expect(c.domains).toEqual(domains);
      const t = c.suggestedTraits;
      expect([t.agility, t.strength, t.finesse, t.instinct, t.presence, t.knowledge]).toEqual(traits);
    },
  );
  it('subclasses by class', () => {
    const byClass = (cls: string) =>
      BUILTIN_SUBCLASSES.filter((s) => s.class === `core_class_${cls}`)
        .map((s) => s.name)
        .sort();
    expect(byClass('bard')).toEqual(['Troubadour', 'Wordsmith']);
    expect(byClass('druid')).toEqual(['Warden of Renewal', 'Warden of the Elements']);
    expect(byClass('guardian')).toEqual(['Stalwart', 'Vengeance']);
    expect(byClass('ranger')).toEqual(['Beastbound', 'Wayfinder']);
    expect(byClass('rogue')).toEqual(['Nightwalker', 'Syndicate']);
    expect(byClass('seraph')).toEqual(['Divine Wielder', 'Winged Sentinel']);
    expect(byClass('sorcerer')).toEqual(['Elemental Origin', 'Primal Origin']);
    expect(byClass('warrior')).toEqual(['Call of the Brave', 'Call of the Slayer']);
    expect(byClass('wizard')).toEqual(['School of Knowledge', 'School of War']);
  });
  it('every class has questions, a Hope ability and looks lists', () => {
    for (const c of BUILTIN_CLASSES) {
      expect(c.backgroundQuestions.length).toBeGreaterThanOrEqual(3);
      expect(c.connectionQuestions.length).toBeGreaterThanOrEqual(3);
      expect(c.description.clothes.length).toBeGreaterThan(0);
      expect(c.description.attitude.length).toBeGreaterThan(0);
      expect(c.hopeAbility.effects?.[0]?.cost?.hope).toBe(3);
    }
  });
});

const feature = (cls: string, name: string): Feature =>
  BUILTIN_CLASSES.find((c) => c.name === cls)!.classFeatures.find((f) => f.name === name)!;

describe('named class features', () => {
  it('the listed features exist', () => {
    const names = BUILTIN_CLASSES.flatMap((c) => c.classFeatures.map((f) => f.name));
    for (const n of [
      'Rally',
      'Beastform',
      'Wildtouch',
      'Unstoppable',
      "Ranger's Focus",
      'Cloaked',
      'Sneak Attack',
      'Prayer Dice',
      'Arcane Sense',
      'Minor Illusion',
      'Channel Raw Power',
      'Attack of Opportunity',
      'Combat Training',
      'Prestidigitation',
      'Strange Patterns',
    ]) {
      expect(names).toContain(n);
    }
  });
  it('Beastform carries the shapeshift flag', () => {
    expect(feature('Druid', 'Beastform').shapeshift).toBe(true);
  });
  it('Unstoppable has one charge per long rest', () => {
    expect(feature('Guardian', 'Unstoppable').charge).toMatchObject({ max: 1, recharge: { on: 'longRest' } });
  });
  it('Sneak Attack adds a number of d6 equal to the tier', () => {
    expect(feature('Rogue', 'Sneak Attack').effects).toContainEqual(
      expect.objectContaining({ kind: 'damage', dice: 'tier d6', extra: true }),
    );
  });
  it('Combat Training ignores burden and adds level to damage', () => {
    const effects = feature('Warrior', 'Combat Training').effects ?? [];
    expect(effects).toContainEqual(
      expect.objectContaining({ kind: 'flag', flag: 'ignoresBurden', trigger: 'passive' }),
    );
    expect(effects).toContainEqual(
      expect.objectContaining({ kind: 'rollBonus', roll: 'damage', amount: 'level' }),
    );
  });
  it('modifyCharge targets exist and have charges (Devout, Virtuoso)', () => {
    const all = BUILTIN_SUBCLASSES.flatMap((s) => [
      ...s.foundation.features,
      ...s.specialization.features,
      ...s.mastery.features,
    ]);
    const byId = new Map(all.map((f) => [f.id, f]));
    const modifiers = all.filter((f) => f.modifyCharge);
    expect(modifiers.map((f) => f.name).sort()).toEqual(['Devout', 'Virtuoso']);
    for (const f of modifiers)
      for (const id of f.modifyCharge!.features) expect(byId.get(id)?.charge).toBeDefined();
  });
  it('Beastbound grants a companion', () => {
    const beastbound = BUILTIN_SUBCLASSES.find((s) => s.name === 'Beastbound')!;
    expect(beastbound.foundation.features.some((f) => f.companion)).toBe(true);
  });
});

describe('beastform options (SRD: Beastform Options)', () => {
  const form = (name: string) => BUILTIN_BEASTFORMS.find((b) => b.name === name)!;
  it('six forms per tier, named as the spec lists them', () => {
    const byTier = (t: number) =>
      BUILTIN_BEASTFORMS.filter((b) => b.tier === t)
        .map((b) => b.name)
        .sort();
    expect(byTier(1)).toEqual([
      'Agile Scout',
      'Aquatic Scout',
      'Household Friend',
      'Nimble Grazer',
      'Pack Predator',
      'Stalking Arachnid',
    ]);
    expect(byTier(2)).toEqual([
      'Armored Sentry',
      'Mighty Strider',
      'Pouncing Predator',
      'Powerful Beast',
      'Striking Serpent',
      'Winged Beast',
    ]);
    expect(byTier(3)).toEqual([
      'Aquatic Predator',
      'Great Predator',
      'Great Winged Beast',
      'Legendary Beast',
      'Legendary Hybrid',
      'Mighty Lizard',
    ]);
    expect(byTier(4)).toEqual([
      'Epic Aquatic Beast',
      'Massive Behemoth',
      'Mythic Aerial Hunter',
      'Mythic Beast',
      'Mythic Hybrid',
      'Terrible Lizard',
    ]);
  });
  it('Legendary Beast (tier 3) upgrades a tier 1 form: +6 damage, +1 trait, +2 Evasion', () => {
    expect(form('Legendary Beast')).toMatchObject({
      tier: 3,
      upgradeTier: [1],
      upgradeBonus: { damageBonus: 6, traitBonus: 1 },
      modify: { evasion: 2 },
    });
  });
  it('Mythic Beast (tier 4) upgrades a tier 1-2 form: +9 damage, +2 trait, +3 Evasion, die one size up', () => {
    expect(form('Mythic Beast')).toMatchObject({
      tier: 4,
      upgradeTier: [1, 2],
      upgradeBonus: { damageBonus: 9, traitBonus: 2, dieSteps: 1 },
      modify: { evasion: 3 },
    });
  });
  it('Legendary Hybrid: 2 forms of tiers 1-2, 4 advantages, 2 features', () => {
    expect(form('Legendary Hybrid').hybrid).toEqual({
      count: 2,
      hybridTier: [1, 2],
      numAdvantages: 4,
      numFeatures: 2,
    });
  });
  it('Mythic Hybrid: 3 forms, 5 advantages, 3 features; tiers 1-3 per the SRD (the spec beta said 1-4)', () => {
    // SRD 1.0, Druid "Mythic Hybrid": "Choose any three Beastform options from Tiers 1-3". The SRD wins.
    expect(form('Mythic Hybrid').hybrid).toEqual({
      count: 3,
      hybridTier: [1, 2, 3],
      numAdvantages: 5,
      numFeatures: 3,
    });
  });
  it('plain forms have an attack, a trait bonus and Evasion', () => {
    expect(form('Agile Scout')).toMatchObject({
      attack: { range: 'Melee', trait: 'agility', damage: 'd4', type: 'phy' },
      modify: { agility: 1, evasion: 2 },
    });
    expect(form('Mighty Strider').tier).toBe(2);
  });
});

describe('structured effects report', () => {
  const report = readFileSync(new URL('../../data/unstructured-effects.md', import.meta.url), 'utf8');
  it('armor, weapon, ancestry and community features are all structured', () => {
    const features = [
      ...BUILTIN_ARMOR.flatMap((a) => (a.feature ? [a.feature] : [])),
      ...BUILTIN_WEAPONS.flatMap((w) => (w.feature ? [w.feature] : [])),
      ...BUILTIN_ANCESTRIES.flatMap((a) => a.features),
      ...BUILTIN_COMMUNITIES.flatMap((c) => c.features),
    ];
    expect(features.length).toBeGreaterThan(150);
    expect(features.filter((f) => !isStructuredFeature(f)).map((f) => f.name)).toEqual([]);
    expect(report).not.toMatch(/^\| (armor|weapons|ancestries|communities):/m);
  });
  it('the committed report matches the data (rows are exactly the unstructured class, card, subclass and form features)', () => {
    const rows = report
      .split('\n')
      .filter((l) => /^\| (classes|subclasses|domainCards|beastforms|items)/.test(l));
    expect(report).toContain(`Total: ${rows.length}`);
    const unstructuredCards = BUILTIN_DOMAIN_CARDS.flatMap((c) => c.features).filter(
      (f) => !isStructuredFeature(f),
    );
    expect(rows.filter((r) => r.startsWith('| domainCards')).length).toBe(unstructuredCards.length);
  });
});
