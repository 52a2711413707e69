// The game master's content against the SRD sources: every number and name as the source has it, and no
// description or feature text sharing an 8-word run with the SRD. Runs where ../shared/srd exists (CI);
// elsewhere it says so and skips, like fidelity.test.ts (which also checks data/ is not stale).
import { expect, it } from 'vitest';
import { BUILTIN_ADVERSARIES, BUILTIN_ENVIRONMENTS } from './gm-content';
import { readSource, shingles, SRD_AVAILABLE, srdShingles, srdSuite } from './srd-source';
import { SHORTENED_FEATURE_NAMES } from '../../scripts/srd/build-environments';

type L = { 'en-US': string };
const en = (s: L) => s['en-US'];

interface SrcAdversary {
  id: string;
  name: L;
  tier: number;
  type: string;
  difficulty: number;
  damageThresholds: { major: number; severe: number };
  hitPoints: number;
  stress: number;
  attackModifier: number;
  standardAttack: { name: L; damage: { modifier?: number; type: string } };
  experiences?: { name: L; modifier: number }[];
  features: { name: L; description: { paragraph?: L }[] }[];
  quantityPerHitPoint?: number;
}

srdSuite('adversaries and environments against the SRD sources', () => {
  const adversaries = SRD_AVAILABLE
    ? readSource<SrcAdversary[]>('daggerheart-data/core/adversaries.json')
    : [];
  it('adversaries: ids, names, tier, type, difficulty, thresholds, HP, Stress, attack, experiences', () => {
    expect(BUILTIN_ADVERSARIES.map((a) => a.id)).toEqual(adversaries.map((s) => s.id));
    adversaries.forEach((s, i) => {
      const a = BUILTIN_ADVERSARIES[i]!;
      expect([a.name, a.tier, a.type, a.difficulty, a.hp, a.stress, a.attackModifier]).toEqual([
        en(s.name),
        s.tier,
        s.type.toLowerCase(),
        s.difficulty,
        s.hitPoints,
        s.stress,
        s.attackModifier,
      ]);
      expect([a.thresholds?.major ?? 0, a.thresholds?.severe ?? 0]).toEqual([
        s.damageThresholds.major,
        s.damageThresholds.severe,
      ]);
      expect(a.attack.name).toBe(en(s.standardAttack.name));
      expect(a.attack.damageType).toBe(s.standardAttack.damage.type.toLowerCase());
      expect(a.experiences).toEqual(
        (s.experiences ?? []).map((e) => ({ name: en(e.name), modifier: e.modifier })),
      );
      expect(a.perHitPoint).toBe(s.quantityPerHitPoint);
      expect(a.features.map((f) => `${f.name} - ${f.kind}`.toLowerCase())).toEqual(
        s.features.map((f) => en(f.name).toLowerCase()),
      );
    });
  });
  it('standard attack dice agree with the second source (seansbox)', () => {
    const seans = readSource<{ name: string; damage: string; atk: string }[]>('seansbox/adversaries.json');
    const byName = new Map(seans.map((s) => [s.name.toLowerCase(), s]));
    const disagree: string[] = [];
    let matched = 0;
    for (const a of BUILTIN_ADVERSARIES) {
      const s = byName.get(a.name.toLowerCase());
      if (!s) continue;
      matched++;
      if (!s.damage.replace(/\s/g, '').toLowerCase().includes(a.attack.damage)) disagree.push(a.id);
    }
    expect(matched).toBeGreaterThan(120);
    // The one place the two sources differ (3d6+4 there, 3d6+1 here): we follow daggerheart-data.
    expect(disagree).toEqual(['core_adversary_demon_of_despair']);
  });
  it('environments: ids, names, tier, type, difficulty and feature names (two shortened, pinned)', () => {
    const src = readSource<
      { id: string; name: L; tier: number; type: string; difficulty?: number; features: { name: L }[] }[]
    >('daggerheart-data/core/environments.json');
    expect(BUILTIN_ENVIRONMENTS.map((e) => [e.id, e.name, e.tier, e.type, e.difficulty])).toEqual(
      src.map((s) => [s.id, en(s.name), s.tier, s.type.toLowerCase(), s.difficulty ?? null]),
    );
    const short = (full: string) => {
      const [name, kind] = full.split(/ - (?=\w+$)/) as [string, string];
      return `${SHORTENED_FEATURE_NAMES[name] ?? name} - ${kind}`.toLowerCase();
    };
    src.forEach((s, i) => {
      expect(BUILTIN_ENVIRONMENTS[i]!.features.map((f) => `${f.name} - ${f.kind}`.toLowerCase())).toEqual(
        s.features.map((f) => short(en(f.name))),
      );
    });
    expect(Object.keys(SHORTENED_FEATURE_NAMES)).toHaveLength(2);
  });
  it('no description, motive, impulse or feature text shares 8 consecutive words with the SRD', () => {
    const srd = srdShingles(8);
    // The check catches a copied feature (the Acid Burrower's Acid Bath, word for word)...
    const copied = en(adversaries[0]!.features[3]!.description[0]!.paragraph!);
    expect(shingles(copied).some((s) => srd.has(s))).toBe(true);
    // ...and finds none in ours.
    const texts = [...BUILTIN_ADVERSARIES, ...BUILTIN_ENVIRONMENTS].flatMap((x) => [
      [x.id, x.description],
      ...('motives' in x ? x.motives : x.impulses).map((m) => [x.id, m]),
      ...x.features.flatMap((f) => [
        [`${x.id}/${f.name}`, f.name],
        [`${x.id}/${f.name}`, f.description],
      ]),
    ]);
    expect(texts.length).toBeGreaterThan(1100);
    const offenders = texts.filter(([, t]) => shingles(t!).some((s) => srd.has(s))).map(([id]) => id);
    expect(offenders).toEqual([]);
  });
});
