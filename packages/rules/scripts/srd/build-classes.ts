// Classes (daggersearch numbers + seansbox suggestions) and subclasses (features extracted from text).
import type { Class, Domain, FeatureInput, Subclass, Trait } from '../../src/index';
import { SUBCLASS_FEATURES } from './subclass-features';
import { CLASS_DEFS } from './classes';
import { en, readJson, slug, titleCase, type Localized, type RichText } from './read';

interface SrcFeature {
  name: Localized;
  description: RichText;
}
interface SrcClass {
  id: string;
  name: string;
  domains: string[];
  startingEvasion: number;
  startingHitPoints: number;
  classItems: Localized[];
  hopeFeature: SrcFeature;
  classFeatures: SrcFeature[];
}
interface SeansClass {
  name: string;
  suggested_traits: string;
  suggested_primary: string;
  suggested_secondary?: string;
  suggested_armor: string;
  subclass_1: string;
  subclass_2: string;
}
interface SrcSubclass {
  id: string;
  name: Localized;
  class: string;
  spellcastTrait?: string;
  foundation: { features: SrcFeature[] };
  specialization: { features: SrcFeature[] };
  mastery: { features: SrcFeature[] };
}

const TRAITS: Trait[] = ['agility', 'strength', 'finesse', 'instinct', 'presence', 'knowledge'];

/** Looks up an item id by display name in an already built list (suggested gear). */
const idByName = (list: readonly { id: string; name: string }[], name: string | undefined) =>
  name ? list.find((x) => x.name.toLowerCase() === name.trim().toLowerCase())?.id : undefined;

export function buildClasses(
  srd: string,
  gear: { weapons: { id: string; name: string }[]; armor: { id: string; name: string }[] },
  subclassIds: Map<string, string[]>,
  beastformIds: string[],
): Class[] {
  const seans = readJson<SeansClass[]>(srd, 'seansbox/classes.json');
  return readJson<SrcClass[]>(srd, 'daggersearch/core/classes.json').map((c) => {
    const key = c.id.replace('core_class_', '');
    const def = CLASS_DEFS[key];
    const s = seans.find((x) => x.name.toLowerCase() === key);
    if (!def || !s) throw new Error(`${c.id}: missing class definition or seansbox entry`);
    const scores = s.suggested_traits.split(',').map((v) => Number(v.trim()));
    // daggersearch splits Unstoppable's benefits into a second, unnamed-looking entry; we keep one feature.
    const names = c.classFeatures.map((f) => en(f.name)).filter((n) => !n.endsWith(':'));
    const classFeatures: FeatureInput[] = names.map((name) => {
      const fd = def.features[name];
      if (!fd) throw new Error(`${c.id}: no structured definition for "${name}"`);
      return { id: `${c.id}_${slug(name)}`, name, ...fd };
    });
    const hopeName = en(c.hopeFeature.name);
    const primary = idByName(gear.weapons, s.suggested_primary);
    const secondary = idByName(gear.weapons, s.suggested_secondary);
    const armor = idByName(gear.armor, s.suggested_armor);
    return {
      id: c.id,
      name: titleCase(c.name),
      public: false,
      domains: c.domains.map((d) => d.toLowerCase()) as [Domain, Domain],
      hopeAbility: { id: `${c.id}_${slug(hopeName)}`, name: hopeName, ...def.hope },
      evasion: c.startingEvasion,
      startingHitPoints: c.startingHitPoints,
      suggestedTraits: Object.fromEntries(TRAITS.map((t, i) => [t, scores[i]])) as Record<Trait, number>,
      startingGear: { choose: c.classItems.map(en) },
      suggestedEquipment: {
        ...(primary ? { primary } : {}),
        ...(secondary ? { secondary } : {}),
        ...(armor ? { armor } : {}),
      },
      classFeatures,
      backgroundQuestions: def.background,
      connectionQuestions: def.connection,
      description: { summary: def.summary, clothes: def.clothes, attitude: def.attitude },
      subclasses: subclassIds.get(c.id) ?? [],
      ...(key === 'druid' ? { alternateForms: beastformIds } : {}),
    } as Class;
  });
}

const features = (owner: string, subclass: string, list: SrcFeature[]): FeatureInput[] =>
  list.map((f) => {
    const name = en(f.name);
    const def = SUBCLASS_FEATURES[`${subclass}/${name}`];
    if (!def) throw new Error(`${owner}: no structured definition for "${name}"`);
    return { id: `${owner}_${slug(name)}`, name, ...def };
  });

export function buildSubclasses(srd: string): Subclass[] {
  return readJson<SrcSubclass[]>(srd, 'daggersearch/core/subclasses.json').map((s) => {
    const cls = `core_class_${s.class.toLowerCase()}`;
    const spell = s.spellcastTrait?.toLowerCase() as Trait | undefined;
    return {
      id: s.id,
      name: en(s.name),
      public: false,
      class: cls,
      description: `${titleCase(s.class)} subclass${spell ? `; Spellcast trait: ${titleCase(spell)}` : ''}.`,
      foundation: {
        features: features(s.id, en(s.name), s.foundation.features),
        ...(spell ? { spellcast: spell } : {}),
      },
      specialization: { features: features(s.id, en(s.name), s.specialization.features) },
      mastery: { features: features(s.id, en(s.name), s.mastery.features) },
    } as Subclass;
  });
}
