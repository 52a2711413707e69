// Checks the committed data against the SRD sources (counts, names, numbers) and that no shipped text copies
// the SRD. Runs where ../shared/srd exists (it does in CI); elsewhere it says so and skips.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
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
} from './content';
import { readSource, shingles, SRD_AVAILABLE, SRD_ROOT, srdShingles, srdSuite } from './srd-source';
import { buildAll, serialize } from '../../scripts/srd/build-all';

type L = { 'en-US': string };
const en = (s: L) => s['en-US'];
srdSuite(
  `fidelity against the SRD sources${SRD_AVAILABLE ? '' : ` (skipped: no SRD at ${SRD_ROOT})`}`,
  () => {
    it('the committed data files are exactly what scripts/import-srd.ts produces from the sources', () => {
      const { files, report } = buildAll(SRD_ROOT);
      const dir = new URL('../../data/', import.meta.url);
      for (const [name, data] of Object.entries(files)) {
        expect(readFileSync(new URL(name, dir), 'utf8'), `${name} is stale: run pnpm import-srd`).toBe(
          serialize(data),
        );
      }
      expect(readFileSync(new URL('unstructured-effects.md', dir), 'utf8')).toBe(report.markdown);
    });
    it('weapons: same ids, names, tiers, traits, ranges, dice and burden', () => {
      const src = readSource<
        {
          id: string;
          name: L;
          tier: number;
          trait: string;
          range: string;
          damage: { dice: string; modifier?: number };
          burden: string;
          type: string;
        }[]
      >('daggersearch/core/weapons.json');
      expect(BUILTIN_WEAPONS.map((w) => w.id)).toEqual(src.map((w) => w.id));
      src.forEach((s, i) => {
        const w = BUILTIN_WEAPONS[i]!;
        expect(w.name).toBe(en(s.name));
        expect(w.tier).toBe(s.tier);
        expect(w.trait.toUpperCase()).toBe(s.trait);
        expect(w.range.toUpperCase().replace(' ', '_')).toBe(s.range);
        const mod = s.damage.modifier ?? 0;
        expect(w.damage).toBe(`${s.damage.dice.toLowerCase()}${mod ? (mod > 0 ? `+${mod}` : mod) : ''}`);
        expect(w.burden).toBe(s.burden === 'TWO_HANDED' ? 2 : 1);
        expect(w.slot).toBe(s.type === 'SECONDARY' ? 'secondary' : 'primary');
      });
    });
    it('weapons agree with seansbox on names and damage dice', () => {
      const seans = readSource<{ name: string; damage: string }[]>('seansbox/weapons.json');
      expect(seans).toHaveLength(BUILTIN_WEAPONS.length);
      const norm = (s: string) =>
        s
          .toLowerCase()
          .replace(/&/g, 'and')
          .replace(/[^a-z]/g, '');
      const byName = new Map(BUILTIN_WEAPONS.map((w) => [norm(w.name), w]));
      const matched = seans.filter((s) => {
        const w = byName.get(norm(s.name));
        return w && s.damage.toLowerCase().startsWith(w.damage.toLowerCase());
      });
      expect(matched.length).toBeGreaterThan(180);
    });
    it('weapon and armor feature bonuses match the numbers in each entry’s own text', () => {
      type Src = { id: string; features?: { description: { paragraph?: L }[] }[] };
      const KEY: Record<string, string> = {
        evasion: 'evasion',
        'armor score': 'armorScore',
        agility: 'agility',
        finesse: 'finesse',
        presence: 'presence',
        'severe damage threshold': 'severeDamageThreshold',
        'primary weapon damage': 'primaryMeleeDamage',
      };
      let checked = 0;
      const check = (
        file: string,
        list: readonly { id: string; feature: { modify?: Record<string, unknown> } | null }[],
      ) => {
        for (const s of readSource<Src[]>('daggersearch/core', file)) {
          const text = (s.features ?? [])
            .flatMap((f) => f.description.map((p) => (p.paragraph ? en(p.paragraph) : '')))
            .join(' ');
          const entry = list.find((x) => x.id === s.id)!;
          for (const m of text.matchAll(
            /([+-]\d+) to (Evasion|Armor Score|Agility|Finesse|Presence|Severe damage threshold|primary weapon damage)/g,
          )) {
            expect(entry.feature?.modify?.[KEY[m[2]!.toLowerCase()]!], `${s.id}: ${m[0]}`).toBe(Number(m[1]));
            checked++;
          }
        }
      };
      check('weapons.json', BUILTIN_WEAPONS);
      check('armors.json', BUILTIN_ARMOR);
      expect(checked).toBeGreaterThan(40);
    });
    it('Versatile weapons carry their own alternate profile', () => {
      const src = readSource<{ id: string; features?: { name: L; description: { paragraph?: L }[] }[] }[]>(
        'daggersearch/core/weapons.json',
      );
      for (const s of src.filter((w) => w.features?.[0] && en(w.features[0].name) === 'Versatile')) {
        const text = en(s.features![0]!.description[0]!.paragraph!);
        const w = BUILTIN_WEAPONS.find((x) => x.id === s.id)!;
        const attack = w.feature?.effects?.find((e) => e.kind === 'attack');
        expect(attack && attack.kind === 'attack' && text.includes(attack.damage)).toBe(true);
      }
    });
    it('armor: scores and thresholds', () => {
      const src = readSource<
        {
          id: string;
          name: L;
          tier: number;
          baseScore: number;
          baseMajorThreshold: number;
          baseSevereThreshold: number;
        }[]
      >('daggersearch/core/armors.json');
      expect(
        BUILTIN_ARMOR.map((a) => [a.id, a.name, a.tier, a.score, a.majorThreshold, a.severeThreshold]),
      ).toEqual(
        src.map((s) => [s.id, en(s.name), s.tier, s.baseScore, s.baseMajorThreshold, s.baseSevereThreshold]),
      );
      const seans =
        readSource<{ name: string; base_thresholds: string; base_score: string }[]>('seansbox/armor.json');
      // Names differ slightly between sources ("Channeling Armor" vs "Channeling"), so match loosely.
      const norm = (n: string) =>
        n
          .toLowerCase()
          .replace(/ armor$/, '')
          .replace(/[^a-z]/g, '');
      let matched = 0;
      for (const s of seans) {
        const a = BUILTIN_ARMOR.find((x) => norm(x.name) === norm(s.name));
        if (!a) continue;
        matched++;
        expect(`${a.majorThreshold} / ${a.severeThreshold}`).toBe(s.base_thresholds);
        expect(String(a.score)).toBe(s.base_score);
      }
      expect(matched).toBeGreaterThanOrEqual(30);
    });
    it('classes: evasion, hit points and domains', () => {
      const src = readSource<
        {
          id: string;
          startingEvasion: number;
          startingHitPoints: number;
          domains: string[];
          hopeFeature: { name: L };
        }[]
      >('daggersearch/core/classes.json');
      for (const s of src) {
        const c = BUILTIN_CLASSES.find((x) => x.id === s.id)!;
        expect([c.evasion, c.startingHitPoints, c.domains, c.hopeAbility.name]).toEqual([
          s.startingEvasion,
          s.startingHitPoints,
          s.domains.map((d) => d.toLowerCase()),
          en(s.hopeFeature.name),
        ]);
      }
    });
    it('names of subclasses, ancestries, communities, items and their features', () => {
      const names = (file: string) =>
        readSource<{ name: L }[]>('daggersearch/core', file).map((x) => en(x.name));
      expect(BUILTIN_SUBCLASSES.map((x) => x.name)).toEqual(names('subclasses.json'));
      expect(BUILTIN_ANCESTRIES.map((x) => x.name)).toEqual(names('ancestries.json'));
      expect(BUILTIN_COMMUNITIES.map((x) => x.name)).toEqual(names('communities.json'));
      expect(BUILTIN_ITEMS.map((x) => x.name)).toEqual([
        ...names('items.json'),
        ...names('consumables.json'),
      ]);
      const featureNames = (file: string) =>
        readSource<{ features: { name: L }[] }[]>('daggersearch/core', file).map((x) =>
          x.features.map((f) => en(f.name)),
        );
      expect(BUILTIN_ANCESTRIES.map((a) => a.features.map((f) => f.name))).toEqual(
        featureNames('ancestries.json'),
      );
      expect(BUILTIN_COMMUNITIES.map((a) => a.features.map((f) => f.name))).toEqual(
        featureNames('communities.json'),
      );
    });
    it('domain cards: domain, level, type and recall cost', () => {
      const src = readSource<
        { id: string; name: L; domain: string; level: number; type: string; recallCost: number }[]
      >('daggersearch/core/domain-cards.json');
      expect(
        BUILTIN_DOMAIN_CARDS.map((c) => [c.id, c.name, c.domain, c.level, c.type, c.recallCost]),
      ).toEqual(
        src.map((s) => [
          s.id,
          en(s.name),
          s.domain.toLowerCase(),
          s.level,
          s.type.toLowerCase(),
          s.recallCost,
        ]),
      );
      const types = BUILTIN_DOMAIN_CARDS.reduce<Record<string, number>>(
        (m, c) => ({ ...m, [c.type]: (m[c.type] ?? 0) + 1 }),
        {},
      );
      expect(types).toEqual({ ability: 89, spell: 87, grimoire: 13 });
    });
    it('beastforms: tiers, trait and Evasion bonuses, attack dice', () => {
      const src = readSource<{
        beastforms: {
          name: string;
          tier: number;
          trait: string | null;
          traitBonus: number | null;
          evasionBonus: number | null;
          attack: { damage: string } | null;
        }[];
      }>('derived/beastforms.json').beastforms;
      for (const s of src) {
        const b = BUILTIN_BEASTFORMS.find((x) => x.name === s.name)!;
        expect(b.tier).toBe(s.tier);
        if (s.trait) expect(b.modify[s.trait as 'agility']).toBe(s.traitBonus);
        if (s.evasionBonus) expect(b.modify.evasion).toBe(s.evasionBonus);
        expect(b.attack?.damage ?? null).toBe(s.attack?.damage ?? null);
      }
    });
    it('consumable restore dice match the SRD (e.g. Health Potion clears 1d4+1 HP)', () => {
      const get = (n: string) => BUILTIN_ITEMS.find((i) => i.name === n)!;
      expect(get('Minor Health Potion').restore).toEqual({ health: '1d4' });
      expect(get('Health Potion').restore).toEqual({ health: '1d4+1' });
      expect(get('Major Stamina Potion').restore).toEqual({ stress: '1d4+2' });
      expect(get('Varik Leaves').restore).toEqual({ hope: 2 });
      expect(get('Stride Relic')).toMatchObject({ relic: true, modify: { agility: 1 } });
    });
  },
);

srdSuite(
  `no shipped text shares 8 consecutive words with the SRD${SRD_AVAILABLE ? '' : ' (skipped: no SRD sources)'}`,
  () => {
    const srd = SRD_AVAILABLE ? srdShingles(8) : new Set<string>();
    const dataDir = new URL('../../data/', import.meta.url);
    const shipped = (v: unknown, path: string, out: [string, string][]): [string, string][] => {
      if (typeof v === 'string') out.push([path, v]);
      else if (Array.isArray(v)) v.forEach((x, i) => shipped(x, `${path}[${i}]`, out));
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) shipped(x, `${path}.${k}`, out);
      return out;
    };
    it('the check itself catches a copied SRD sentence', () => {
      const copied =
        'When you roll with Fear, you can mark 2 Stress to change it into a roll with Hope instead.';
      expect(shingles(copied).some((s) => srd.has(s))).toBe(true);
    });
    it('every string in every data file is free of 8-word SRD runs', () => {
      const offenders: string[] = [];
      for (const file of readdirSync(dataDir).filter((f) => f.endsWith('.json'))) {
        const data: unknown = JSON.parse(readFileSync(new URL(file, dataDir), 'utf8'));
        for (const [path, text] of shipped(data, file, [])) {
          const hit = shingles(text).find((s) => srd.has(s));
          if (hit) offenders.push(`${path}: "${hit}"`);
        }
      }
      expect(offenders).toEqual([]);
    });
  },
);
