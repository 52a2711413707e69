// Adversaries from daggerheart-data/core/adversaries.json: every number from the source, every sentence from
// adversary-text-*.ts, and the five features that recur with a number in their name composed here.
import type { Adversary, GmFeature, GmFeatureKind } from '../../src/gm/adversary';
import type { GmText } from './adversary-text-types';
import { ADVERSARY_TEXT_TIER_ONE_A_M } from './adversary-text-tier-one-a-m';
import { ADVERSARY_TEXT_TIER_ONE_M_Z } from './adversary-text-tier-one-m-z';
import { ADVERSARY_TEXT_TIER_TWO } from './adversary-text-tier-two';
import { ADVERSARY_TEXT_TIER_THREE } from './adversary-text-tier-three';
import { ADVERSARY_TEXT_TIER_FOUR } from './adversary-text-tier-four';
import { en, plain, readJson, titleCase, type Localized, type RichText } from './read';

interface SrcFeature {
  name: Localized;
  description: RichText;
}
interface SrcAdversary {
  id: string;
  name: Localized;
  tier: number;
  type: string;
  description: RichText;
  motivesAndTactics: Localized;
  difficulty: number;
  damageThresholds: { major: number; severe: number };
  hitPoints: number;
  stress: number;
  attackModifier: number;
  standardAttack: {
    name: Localized;
    range: string;
    damage: { dice?: { quantity: number; die: string }[]; modifier?: number; type: 'PHYSICAL' | 'MAGIC' };
  };
  experiences?: { name: Localized; modifier: number }[];
  features: SrcFeature[];
  quantityPerHitPoint?: number;
}

export const ADVERSARY_TEXT: Record<string, GmText> = {
  ...ADVERSARY_TEXT_TIER_ONE_A_M,
  ...ADVERSARY_TEXT_TIER_ONE_M_Z,
  ...ADVERSARY_TEXT_TIER_TWO,
  ...ADVERSARY_TEXT_TIER_THREE,
  ...ADVERSARY_TEXT_TIER_FOUR,
};

/** "Earth Eruption - Action" → name and kind. */
export function splitFeatureName(full: string): { name: string; kind: GmFeatureKind } {
  const m = /^(.*) - (Passive|Action|Reaction)$/.exec(full.trim());
  if (!m) throw new Error(`feature without a kind: ${full}`);
  return { name: m[1]!, kind: m[2]!.toLowerCase() as GmFeatureKind };
}

const stripMarkup = (s: string): string => s.replace(/<\/?(bold|italic)>/g, '');

/** Our text for the features that recur with a number: null when the feature is hand-written. */
function composed(name: string, text: string, adversaryName: string): string | null {
  if (name === 'Momentum') return 'Each time it hits a PC with an attack, the GM gains a Fear.';
  const relentless = /^Relentless \((\d+)\)$/.exec(name);
  if (relentless) {
    return `It can take the spotlight up to ${relentless[1]} times per GM turn; each extra spotlight still costs Fear as usual.`;
  }
  const minion = /^Minion \((\d+)\)$/.exec(name);
  if (minion) {
    const n = minion[1]!;
    return `Any damage defeats it. Each ${n} points of damage a PC deals it also defeat one more Minion within reach of that attack.`;
  }
  if (name === 'Group Attack') {
    const m = /deal (\d+) (physical|magic) damage each/.exec(text);
    if (!m) throw new Error(`${adversaryName}: Group Attack without its damage`);
    return `Spend a Fear, pick a target: every ${adversaryName} within Close range of it rushes into Melee range and they make a single attack roll together. On a hit, each deals ${m[1]} ${m[2]} damage, added into one total.`;
  }
  const horde = /^Horde \(([^)]+)\)$/.exec(name);
  if (horde) {
    const m = /deals (\S+) (physical|magic) damage instead/.exec(text);
    if (!m || m[1] !== horde[1]) throw new Error(`${adversaryName}: Horde damage does not match its name`);
    return `Once half or more of its HP is marked, its standard attack deals only ${m[1]} ${m[2]} damage.`;
  }
  return null;
}

/** The standard attack's damage as dice notation: "1d12+2", or a flat "2" for Minions. */
function damageOf(d: SrcAdversary['standardAttack']['damage']): string {
  const mod = d.modifier ?? 0;
  const dice = (d.dice ?? []).map((x) => `${x.quantity}${x.die.toLowerCase()}`).join('+');
  if (!dice) return String(mod);
  return `${dice}${mod > 0 ? `+${mod}` : mod < 0 ? String(mod) : ''}`;
}

/** Reads the SRD's adversaries and joins each with our text; throws on any text missing or left over. */
export function buildAdversaries(srd: string): Adversary[] {
  const src = readJson<SrcAdversary[]>(srd, 'daggerheart-data/core/adversaries.json');
  const used = new Set<string>();
  const list = src.map((a) => {
    const slug = a.id.replace(/^core_adversary_/, '');
    const text = ADVERSARY_TEXT[slug];
    if (!text) throw new Error(`${a.id}: no text in adversary-text-*.ts`);
    used.add(slug);
    const name = en(a.name);
    const features: GmFeature[] = a.features.map((f) => {
      const { name: fname, kind } = splitFeatureName(en(f.name));
      const description = composed(fname, stripMarkup(plain(f.description)), name) ?? text.f[fname];
      if (!description) throw new Error(`${a.id}: no text for feature "${fname}"`);
      return { name: fname, kind, description };
    });
    const extra = Object.keys(text.f).filter((k) => !features.some((f) => f.name === k));
    if (extra.length) throw new Error(`${a.id}: text for features it does not have: ${extra.join(', ')}`);
    const t = a.damageThresholds;
    const adversary: Adversary = {
      id: a.id,
      name,
      tier: a.tier,
      type: a.type.toLowerCase() as Adversary['type'],
      description: text.d,
      motives: en(a.motivesAndTactics)
        .split(',')
        .map((m) => m.trim().toLowerCase())
        .filter(Boolean),
      difficulty: a.difficulty,
      thresholds: t.major > 0 ? { major: t.major, severe: t.severe > 0 ? t.severe : null } : null,
      hp: a.hitPoints,
      stress: a.stress,
      attackModifier: a.attackModifier,
      attack: {
        name: en(a.standardAttack.name),
        range: titleCase(a.standardAttack.range) as Adversary['attack']['range'],
        damage: damageOf(a.standardAttack.damage),
        damageType: a.standardAttack.damage.type === 'MAGIC' ? 'magic' : 'physical',
      },
      experiences: (a.experiences ?? []).map((e) => ({ name: en(e.name), modifier: e.modifier })),
      features,
      ...(a.quantityPerHitPoint ? { perHitPoint: a.quantityPerHitPoint } : {}),
    };
    return adversary;
  });
  const unused = Object.keys(ADVERSARY_TEXT).filter((k) => !used.has(k));
  if (unused.length) throw new Error(`adversary text for unknown adversaries: ${unused.join(', ')}`);
  return list;
}
