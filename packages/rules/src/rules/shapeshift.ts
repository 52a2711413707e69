// Beastform selection rules: a choice is complete with a plain form, an upgrade with the form it upgrades, or
// a hybrid with exactly its counts of forms, advantages and features (SRD: Druid, Beastform Options).
import type { Beastform } from '../schemas/beastform';
import type { Character } from '../schemas/character';
import type { Tier } from '../schemas/common';
import type { Catalog } from './catalog';
import type { ShapeshiftState } from './derive';

export interface ShapeshiftChoice extends ShapeshiftState {
  hybridAdvantages?: readonly string[];
  hybridFeatures?: readonly string[];
}

/** Forms a Druid of `tier` may take: every form of that tier or lower (SRD: Beastform). */
export function availableForms(forms: readonly Beastform[], tier: Tier): Beastform[] {
  return forms.filter((f) => f.tier <= tier);
}

/** Forms an upgrade option may upgrade: plain forms whose tier is in its upgradeTier list. */
export function upgradeCandidates(option: Beastform, forms: readonly Beastform[]): Beastform[] {
  const tiers = option.upgradeTier ?? [];
  return forms.filter((f) => !f.upgradeTier && !f.hybrid && tiers.includes(f.tier));
}

/** Forms a hybrid option may combine: plain forms whose tier is in its hybridTier list. */
export function hybridCandidates(option: Beastform, forms: readonly Beastform[]): Beastform[] {
  const tiers = option.hybrid?.hybridTier ?? [];
  return forms.filter((f) => !f.upgradeTier && !f.hybrid && tiers.includes(f.tier));
}

/** True when the character's class or multiclass has the Beastform feature (the Druid's, or a homebrew one). */
export function canShapeshift(character: Character, catalog: Catalog): boolean {
  return [character.baseClass, character.multiclass?.class].some((id) =>
    (id ? catalog.classes.get(id)?.classFeatures : undefined)?.some((f) => f.name === 'Beastform'),
  );
}

/**
 * Every problem with a shapeshift choice; empty when it is complete and valid. With `tier`, the chosen option
 * must also be of that tier or lower (the Druid's tier, SRD: Beastform).
 */
export function shapeshiftErrors(
  choice: ShapeshiftChoice,
  forms: readonly Beastform[],
  tier?: Tier,
): string[] {
  const byId = new Map(forms.map((f) => [f.id, f]));
  const form = choice.shapeshiftForm ? byId.get(choice.shapeshiftForm) : undefined;
  if (!form) return ['Choose a form'];
  if (tier !== undefined && form.tier > tier)
    return [
      `${form.name} is a tier ${form.tier} form; at tier ${tier} choose a form of tier ${tier} or lower`,
    ];
  if (form.upgradeTier) {
    const target = choice.upgradedForm ? byId.get(choice.upgradedForm) : undefined;
    if (!target) return [`${form.name}: choose the form to upgrade`];
    if (!upgradeCandidates(form, forms).includes(target)) {
      return [`${form.name} upgrades a tier ${form.upgradeTier.join(' or ')} form, not ${target.name}`];
    }
    return [];
  }
  if (form.hybrid) {
    const errors: string[] = [];
    const h = form.hybrid;
    const ids = choice.hybridForms ?? [];
    const chosen = ids.map((id) => byId.get(id));
    const allowed = hybridCandidates(form, forms);
    if (new Set(ids).size !== ids.length) errors.push(`${form.name}: each form may be chosen once`);
    if (ids.length !== h.count) errors.push(`${form.name}: choose exactly ${h.count} forms`);
    if (chosen.some((f) => !f || !allowed.includes(f))) {
      errors.push(`${form.name}: forms must be of tier ${h.hybridTier.join(', ')}`);
    }
    const pool = chosen.filter((f) => f !== undefined);
    const advantages = choice.hybridAdvantages ?? [];
    const features = choice.hybridFeatures ?? [];
    if (advantages.length !== h.numAdvantages)
      errors.push(`${form.name}: choose exactly ${h.numAdvantages} advantages`);
    if (features.length !== h.numFeatures)
      errors.push(`${form.name}: choose exactly ${h.numFeatures} features`);
    const advPool = new Set(pool.flatMap((f) => f.advantages));
    if (advantages.some((a) => !advPool.has(a)))
      errors.push(`${form.name}: advantages must come from the chosen forms`);
    const featPool = new Set(pool.flatMap((f) => f.features.map((x) => x.name)));
    if (features.some((x) => !featPool.has(x)))
      errors.push(`${form.name}: features must come from the chosen forms`);
    return errors;
  }
  return [];
}

/** True when the selection is complete: a plain form, an upgrade with its form, or a full hybrid. */
export function isShapeshiftComplete(
  choice: ShapeshiftChoice,
  forms: readonly Beastform[],
  tier?: Tier,
): boolean {
  return shapeshiftErrors(choice, forms, tier).length === 0;
}
