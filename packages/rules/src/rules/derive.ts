// Derives the whole sheet: every modify map from ancestry, community, class, subclass, items, weapons, armor,
// buffs, custom effects, level selections and beastform, applied to the stat keys of schemas/common.ts.
import { TRAITS } from '../constants';
import type { Character } from '../schemas/character';
import type { Die, Domain, Modify, StatKey, StatValue, Tier, Trait } from '../schemas/common';
import type { Feature } from '../schemas/feature';
import type { Beastform } from '../schemas/beastform';
import type { Catalog } from './catalog';
import { companionUpgradeModify } from './companion';
import { collectFeatures, type ActiveFeature } from './derive-features';
import {
  armorSlots,
  baseArmorScore,
  baseEvasion,
  companionStats,
  damageThresholds,
  healthSlots,
  hopeSlots,
  proficiencyForLevel,
  stepDie,
  stressSlots,
  tierForLevel,
  type CompanionStats,
} from './stats';

/** The Druid's current form (from the sheet settings); null or absent when not shapeshifted. */
export interface ShapeshiftState {
  shapeshiftForm?: string | null;
  upgradedForm?: string | null;
  hybridForms?: readonly string[];
  /** For a hybrid: the names of the features taken from its forms. */
  hybridFeatures?: readonly string[];
}

/** The attack while shapeshifted: the form's own, or an upgraded form's with the upgrade's bonus and die step. */
export function beastformAttack(
  forms: readonly Beastform[],
): { range: string; trait: Trait; damage: string } | null {
  const [first, second] = forms;
  if (!first) return null;
  const base = first.upgradeTier ? second?.attack : first.attack;
  if (!base) return null;
  const m = /^(\d*)d(\d+)(?:\+(\d+))?$/.exec(base.damage);
  if (!m) return { range: base.range, trait: base.trait, damage: base.damage };
  const bonus = first.upgradeTier ? (first.upgradeBonus?.damageBonus ?? 0) : 0;
  const die = first.upgradeTier
    ? stepDie(`d${m[2]}` as Die, first.upgradeBonus?.dieSteps ?? 0)
    : (`d${m[2]}` as Die);
  const flat = Number(m[3] ?? 0) + bonus;
  return { range: base.range, trait: base.trait, damage: `${m[1]}${die}${flat ? `+${flat}` : ''}` };
}

/** The Beastform features in play: a plain or upgraded form's own, or a hybrid's chosen ones. */
export function activeFormFeatures(
  forms: readonly Beastform[],
  state: ShapeshiftState | undefined,
): Feature[] {
  const [first, ...rest] = forms;
  if (!first) return [];
  if (first.hybrid) {
    const chosen = new Set(state?.hybridFeatures ?? []);
    return [...first.features, ...rest.flatMap((f) => f.features.filter((x) => chosen.has(x.name)))];
  }
  return forms.flatMap((f) => f.features);
}

export interface Modifier {
  source: string;
  key: StatKey;
  value: number;
}

export interface DerivedSheet {
  level: number;
  tier: Tier;
  proficiency: number;
  traits: Record<Trait, number | null>;
  evasion: number;
  armorScore: number;
  thresholds: { major: number; severe: number };
  slots: { health: number; stress: number; hope: number; armor: number };
  primaryMeleeDamage: number;
  domains: Domain[];
  spellcastTraits: Trait[];
  /** Burden of equipped weapons, and the limit (null when a feature ignores burden). */
  burden: { used: number; max: number | null };
  companion: CompanionStats | null;
  features: ActiveFeature[];
  /** Passive named capabilities from features (e.g. ignoresBurden). */
  flags: string[];
  /** Every numeric bonus applied, with its source, for the sheet's breakdown. */
  modifiers: Modifier[];
  /** The forms whose attack and features are in play while shapeshifted. */
  beastforms: Beastform[];
  /** The attack to use while shapeshifted (null when not). */
  beastformAttack: { range: string; trait: Trait; damage: string } | null;
}

const resolve = (v: StatValue, ctx: { level: number; tier: number; proficiency: number }): number =>
  typeof v === 'number' ? v : ctx[v];

/** Modify maps contributed by the character's own records: level selections, buffs, custom effects, items. */
function ownModifies(character: Character): { source: string; modify: Modify }[] {
  const out: { source: string; modify: Modify }[] = [];
  for (const sel of character.levelSelections) {
    const source = `level ${sel.level}: ${sel.type}`;
    if (sel.type === 'trait' && Array.isArray(sel.value)) {
      const modify: Modify = {};
      for (const t of sel.value) if ((TRAITS as readonly string[]).includes(t)) modify[t as Trait] = 1;
      out.push({ source, modify });
    } else if (sel.type === 'hitPoint') out.push({ source, modify: { healthSlot: 1 } });
    else if (sel.type === 'stress') out.push({ source, modify: { stressSlot: 1 } });
    else if (sel.type === 'evasion') out.push({ source, modify: { evasion: 1 } });
    else if (sel.type === 'proficiency') out.push({ source, modify: { proficiency: 1 } });
  }
  for (const sel of character.companion?.levelSelections ?? []) {
    out.push({
      source: `companion level ${sel.level}`,
      modify: companionUpgradeModify(sel.value, sel.options),
    });
  }
  for (const buff of character.buffs)
    if (buff.enabled) out.push({ source: `buff: ${buff.name}`, modify: buff.modify });
  for (const effect of character.customEffects) {
    const modify: Modify = {};
    for (const m of effect.modify) modify[m.stat] = (Number(modify[m.stat] ?? 0) || 0) + m.score;
    out.push({ source: `effect: ${effect.name}`, modify });
  }
  for (const item of character.inventory.items) {
    if (Object.keys(item.modify).length > 0) out.push({ source: `item: ${item.name}`, modify: item.modify });
  }
  return out;
}

/** Beastforms in play: the chosen form, the form it upgrades, or the hybrid's chosen forms. */
function activeForms(catalog: Catalog, state: ShapeshiftState | undefined): Beastform[] {
  const form = state?.shapeshiftForm ? catalog.beastforms.get(state.shapeshiftForm) : undefined;
  if (!form) return [];
  const extra = form.upgradeTier ? [state?.upgradedForm] : form.hybrid ? [...(state?.hybridForms ?? [])] : [];
  return [
    form,
    ...extra.flatMap((id) => (id ? [catalog.beastforms.get(id)].filter((f) => f !== undefined) : [])),
  ];
}

/** Derives every number on the sheet from the character, the content catalog and the current Beastform. */
export function deriveSheet(
  character: Character,
  catalog: Catalog,
  shapeshift?: ShapeshiftState,
): DerivedSheet {
  const level = character.level;
  const tier = tierForLevel(level);
  const cls = character.baseClass ? catalog.classes.get(character.baseClass) : undefined;
  const armor = character.inventory.armor ? catalog.armor.get(character.inventory.armor.itemId) : undefined;
  const { features, weapons, spellcastTraits } = collectFeatures(character, catalog);
  const forms = activeForms(catalog, shapeshift);

  const sources: { source: string; modify: Modify }[] = [];
  for (const f of features)
    if (f.feature.modify) sources.push({ source: f.source, modify: f.feature.modify });
  sources.push(...ownModifies(character));
  // An upgrade or hybrid option replaces the chosen forms' own bonuses with its own (SRD: Beastform Options).
  const formBonus = forms[0]?.upgradeTier || forms[0]?.hybrid ? forms.slice(0, 1) : forms;
  for (const form of formBonus) sources.push({ source: `beastform: ${form.name}`, modify: form.modify });
  const formFeatures = activeFormFeatures(forms, shapeshift);
  for (const f of formFeatures)
    if (f.modify) sources.push({ source: `beastform: ${f.name}`, modify: f.modify });
  const upgraded = forms[0]?.upgradeTier ? forms[1] : undefined;
  if (upgraded) {
    sources.push({ source: `beastform: ${upgraded.name}`, modify: upgraded.modify });
    // The upgrade raises the trait the upgraded form attacks with (SRD: Legendary Beast, Mythic Beast).
    const bonus = forms[0]?.upgradeBonus?.traitBonus ?? 0;
    if (upgraded.attack && bonus) {
      sources.push({ source: `beastform: ${forms[0]!.name}`, modify: { [upgraded.attack.trait]: bonus } });
    }
  }

  // Proficiency first: other bonuses may scale with it.
  let proficiency = proficiencyForLevel(level);
  for (const s of sources) {
    const v = s.modify.proficiency;
    if (typeof v === 'number') proficiency += v;
  }
  const ctx = { level, tier, proficiency };
  const totals = new Map<StatKey, number>();
  const modifiers: Modifier[] = [];
  for (const s of sources) {
    for (const [key, raw] of Object.entries(s.modify) as [StatKey, StatValue][]) {
      const value = resolve(raw, ctx);
      modifiers.push({ source: s.source, key, value });
      if (key !== 'proficiency') totals.set(key, (totals.get(key) ?? 0) + value);
    }
  }
  const total = (k: StatKey) => totals.get(k) ?? 0;

  const traits = Object.fromEntries(
    TRAITS.map((t) => {
      const score = character[t].score;
      return [t, score === null ? null : score + total(t)];
    }),
  ) as Record<Trait, number | null>;
  const armorScore = baseArmorScore(armor) + total('armorScore');
  const base = damageThresholds(level, armor ?? null);
  const flags = [
    ...new Set(
      [...features.map((f) => f.feature), ...formFeatures]
        .flatMap((f: Feature) => f.effects ?? [])
        .flatMap((e) => (e.kind === 'flag' && e.trigger === 'passive' ? [e.flag] : [])),
    ),
  ];
  const burdenUsed = weapons.filter((w) => w.equipped).reduce((sum, w) => sum + w.weapon.burden, 0);
  const domains = [...(cls?.domains ?? []), ...(character.multiclass ? [character.multiclass.domain] : [])];

  return {
    level,
    tier,
    proficiency,
    traits,
    evasion: baseEvasion(cls) + total('evasion'),
    armorScore,
    thresholds: {
      major: base.major + total('majorDamageThreshold'),
      severe: base.severe + total('severeDamageThreshold'),
    },
    slots: {
      health: healthSlots(cls?.startingHitPoints ?? 0, total('healthSlot')),
      stress: stressSlots(total('stressSlot')),
      hope: hopeSlots(total('hopeSlot')),
      armor: armorSlots(armorScore),
    },
    primaryMeleeDamage: total('primaryMeleeDamage'),
    domains: [...new Set(domains)],
    spellcastTraits,
    burden: { used: burdenUsed, max: flags.includes('ignoresBurden') ? null : 2 },
    companion: character.companion
      ? companionStats({
          companionEvasion: total('companionEvasion'),
          companionStressSlot: total('companionStressSlot'),
          companionDamage: total('companionDamage'),
          companionRange: total('companionRange'),
          companionTraining: total('companionTraining'),
        })
      : null,
    features,
    flags,
    modifiers,
    beastforms: forms,
    beastformAttack: beastformAttack(forms),
  };
}
