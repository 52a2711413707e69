// Weapons and armor from daggersearch (typed numbers, stable ids), features from our hand tables.
import type { Armor, Weapon } from '../../src/index';
import { defFeature } from './auto';
import { ARMOR_FEATURES } from './armor-features';
import { WEAPON_FEATURES, WEAPON_FEATURES_BY_TEXT, type FeatureDef } from './equipment-features';
import { en, plain, readJson, titleCase, type Localized, type RichText } from './read';

interface SrcFeature {
  name: Localized;
  description: RichText;
}
interface SrcWeapon {
  id: string;
  name: Localized;
  type: string;
  tier: number;
  trait: string;
  range: string;
  damage: { dice: string; modifier?: number; type: string };
  burden: string;
  features?: SrcFeature[];
}
interface SrcArmor {
  id: string;
  name: Localized;
  tier: number;
  baseScore: number;
  baseMajorThreshold: number;
  baseSevereThreshold: number;
  features?: SrcFeature[];
}

const feature = (
  owner: string,
  list: SrcFeature[] | undefined,
  table: Record<string, FeatureDef>,
  byText: Record<string, (text: string) => FeatureDef> = {},
) => {
  if (!list || list.length === 0) return null;
  if (list.length > 1) throw new Error(`${owner}: more than one feature`);
  const name = en(list[0]!.name);
  const fromText = byText[name];
  const def = fromText ? fromText(plain(list[0]!.description)) : table[name];
  if (!def) throw new Error(`${owner}: no structured definition for feature "${name}"`);
  return defFeature(name, def);
};

const DAMAGE_TYPE: Record<string, Weapon['damageType']> = {
  PHYSICAL: 'physical',
  MAGICAL: 'magical',
  PHYSICAL_OR_MAGICAL: 'any',
};

export function buildWeapons(srd: string): Weapon[] {
  return readJson<SrcWeapon[]>(srd, 'daggersearch/core/weapons.json').map((w) => {
    const mod = w.damage.modifier ?? 0;
    return {
      id: w.id,
      name: en(w.name),
      public: false,
      slot: w.type === 'SECONDARY' ? 'secondary' : 'primary',
      trait: titleCase(w.trait) as Weapon['trait'],
      range: titleCase(w.range) as Weapon['range'],
      damage: `${w.damage.dice.toLowerCase()}${mod > 0 ? `+${mod}` : mod < 0 ? `${mod}` : ''}`,
      damageType: DAMAGE_TYPE[w.damage.type] ?? 'physical',
      tier: w.tier,
      burden: w.burden === 'TWO_HANDED' ? 2 : 1,
      feature: feature(w.id, w.features, WEAPON_FEATURES, WEAPON_FEATURES_BY_TEXT) as Weapon['feature'],
    };
  });
}

export function buildArmor(srd: string): Armor[] {
  return readJson<SrcArmor[]>(srd, 'daggersearch/core/armors.json').map((a) => ({
    id: a.id,
    name: en(a.name),
    public: false,
    score: a.baseScore,
    majorThreshold: a.baseMajorThreshold,
    severeThreshold: a.baseSevereThreshold,
    tier: a.tier,
    feature: feature(a.id, a.features, ARMOR_FEATURES) as Armor['feature'],
  }));
}
