// Beastforms from derived/beastforms.json (parsed from the Druid text); upgrade and hybrid rules as numbers.
import type { Beastform, FeatureInput, Tier, Trait } from '../../src/index';
import { BEASTFORM_FEATURES } from './beastform-features';
import { readJson, slug } from './read';

interface SrcForm {
  name: string;
  tier: number;
  examples: string[];
  trait: Trait | null;
  traitBonus: number | null;
  evasionBonus: number | null;
  attack: { range: string; trait: Trait; damage: string; damageType: 'phy' } | null;
  advantages: string[];
  features: { name: string; text: string }[];
  raw: string;
}

const tiers = (text: string): Tier[] => {
  const m = /Tiers? (\d)\s*(?:[–-]|or Tier)\s*(\d)|Tiers? (\d)/.exec(text);
  if (!m) throw new Error(`no tier range in: ${text}`);
  const lo = Number(m[1] ?? m[3]);
  const hi = Number(m[2] ?? m[3]);
  return Array.from({ length: hi - lo + 1 }, (_, i) => (lo + i) as Tier);
};
const WORD: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

export function buildBeastforms(srd: string): Beastform[] {
  const src = readJson<{ beastforms: SrcForm[] }>(srd, 'derived/beastforms.json').beastforms;
  return src.map((f) => {
    const id = `core_beastform_${slug(f.name)}`;
    const base = { id, name: f.name, tier: f.tier, examples: f.examples.filter((e) => !/^Upgraded/.test(e)) };
    const evolved = f.features.find((x) => x.name === 'Evolved');
    if (evolved) {
      const n = (re: RegExp) => Number(re.exec(f.raw)?.[1] ?? 0);
      const damageBonus = n(/\+(\d+) bonus to damage rolls/);
      const traitBonus = n(/\+(\d+) bonus to the trait/);
      const evasion = n(/\+(\d+) bonus to Evasion/);
      const dieSteps = /damage die increases by one size/.test(f.raw) ? 1 : 0;
      const t = tiers(evolved.text);
      return {
        ...base,
        description: `Upgrade a tier ${t.join(' or ')} form: +${damageBonus} damage, +${traitBonus} to its trait, +${evasion} Evasion${dieSteps ? ', damage die one size up' : ''}.`,
        attack: null,
        modify: { evasion },
        advantages: [],
        features: [
          {
            name: 'Evolved',
            description: 'Keep the chosen form’s traits and features, with the bonuses above.',
            effects: [{ kind: 'rollBonus', roll: 'damage', amount: damageBonus }],
          },
        ],
        upgradeTier: t,
        upgradeBonus: { damageBonus, traitBonus, dieSteps },
      } as unknown as Beastform;
    }
    const hybridText = f.features.find((x) => x.name === 'Hybrid Features')?.text;
    const attack = f.attack
      ? {
          range: f.attack.range as 'Melee',
          trait: f.attack.trait,
          damage: f.attack.damage,
          type: 'phy' as const,
        }
      : null;
    const modify = {
      ...(f.trait && f.traitBonus ? { [f.trait]: f.traitBonus } : {}),
      ...(f.evasionBonus ? { evasion: f.evasionBonus } : {}),
    };
    if (hybridText) {
      const count = WORD[/Choose any (\w+) Beastform/.exec(hybridText)?.[1] ?? ''] ?? 0;
      const adv = /total of (\w+) advantages and (\w+) features/.exec(hybridText);
      const extraStress = /mark (an|\d+) additional Stress/.exec(hybridText)?.[1];
      const stress = extraStress === 'an' ? 1 : Number(extraStress ?? 0);
      const hybrid = {
        count,
        hybridTier: tiers(hybridText),
        numAdvantages: WORD[adv?.[1] ?? ''] ?? 0,
        numFeatures: WORD[adv?.[2] ?? ''] ?? 0,
      };
      return {
        ...base,
        description: `Blend ${count} forms of tiers ${hybrid.hybridTier[0]}-${hybrid.hybridTier[hybrid.hybridTier.length - 1]}: take ${hybrid.numAdvantages} advantages and ${hybrid.numFeatures} features from them. Costs ${stress} more Stress.`,
        attack,
        modify,
        advantages: [],
        features: [
          {
            name: 'Hybrid Features',
            description: `Mark ${stress} extra Stress to take this form.`,
            effects: [{ kind: 'flag', flag: 'hybridForm', cost: { stress } }],
          },
        ],
        hybrid,
      } as unknown as Beastform;
    }
    const features: FeatureInput[] = f.features.map((x) => {
      const def = BEASTFORM_FEATURES[`${f.name}/${x.name}`];
      if (!def) throw new Error(`${id}: no structured definition for "${x.name}"`);
      return { id: `${id}_${slug(x.name)}`, name: x.name, ...def };
    });
    return {
      ...base,
      description:
        `${attack ? `${attack.range} ${attack.trait.charAt(0).toUpperCase()}${attack.trait.slice(1)} attack, ${attack.damage} physical.` : ''} Advantage on ${f.advantages.join(', ')}.`.trim(),
      attack,
      modify,
      advantages: f.advantages,
      features,
    } as unknown as Beastform;
  });
}
