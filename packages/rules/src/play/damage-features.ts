// The features that change incoming damage, read from their structured effects (schemas/effects.ts) so that any
// armor, card, ancestry or homebrew feature with a `severity` or `resistance` effect works without code of its
// own: passive resistances apply at once; severity changes are options the player chooses as they take damage.
import type { Trigger } from '../schemas/effects';
import type { Feature } from '../schemas/feature';
import type { SeverityChange } from './take-damage';

export interface SeverityOption extends SeverityChange {
  trigger: Trigger;
  /** Only when an Armor Slot is marked against this damage (e.g. an armor that lowers it further). */
  needsArmorSlot: boolean;
  /** A die roll gating it (it works when the die shows `min` or more): the sheet asks for the roll. */
  chance?: { die: string; min: number } | undefined;
}

export interface DamageFeatures {
  resistances: ('physical' | 'magical' | 'all')[];
  severityOptions: SeverityOption[];
}

const SEVERITY_TRIGGERS: readonly Trigger[] = ['passive', 'damageTaken', 'armorMarked', 'lastArmorSlot'];

/** The damage-changing effects of the character's features (as DerivedSheet.features lists them). */
export function damageFeatures(features: readonly { source: string; feature: Feature }[]): DamageFeatures {
  const resistances = new Set<'physical' | 'magical' | 'all'>();
  const severityOptions: SeverityOption[] = [];
  for (const { source, feature } of features) {
    for (const effect of feature.effects ?? []) {
      if (effect.kind === 'resistance' && effect.trigger === 'passive') resistances.add(effect.damageType);
      if (effect.kind === 'severity' && SEVERITY_TRIGGERS.includes(effect.trigger)) {
        severityOptions.push({
          source: feature.name || source,
          change: effect.change,
          cost: effect.cost && { stress: effect.cost.stress, hope: effect.cost.hope },
          trigger: effect.trigger,
          needsArmorSlot: effect.trigger === 'armorMarked' || effect.trigger === 'lastArmorSlot',
          chance: effect.chance,
        });
      }
    }
  }
  return { resistances: [...resistances], severityOptions };
}
