// The costliest valid homebrew document for the database: a subclass whose three tiers hold as many features,
// effects and effect targets as the rules allow, each as small as it may be, until the next feature would pass
// the document's byte limit. Masking and the shape check walk every value, so this is the most values a valid
// document can hold. Shared by the write-load benchmark and the database tests.
import { HOMEBREW_LIMITS, homebrewDataBytes } from '@duality/rules';
import type { Json } from '@duality/supabase';

const effect = (n: number) => ({
  kind: 'advantage',
  on: Array.from({ length: HOMEBREW_LIMITS.effectTargetsMax }, (_, i) => `r${n}${i}`),
});
const feature = (n: number) => ({
  id: `f${n}`,
  name: `F${n}`,
  description: 'Roll with advantage.',
  effects: Array.from({ length: HOMEBREW_LIMITS.effectsMax }, (_, i) =>
    effect(n * HOMEBREW_LIMITS.effectsMax + i),
  ),
});

/** A subclass document at the limits: every tier filled with features while the whole stays within the bytes. */
export function costliestSubclassDocument(): { [key: string]: Json } {
  const doc = {
    class: 'core_class_bard',
    foundation: { features: [] as Json[] },
    specialization: { features: [] as Json[] },
    mastery: { features: [] as Json[] },
  };
  const tiers = [doc.foundation, doc.specialization, doc.mastery];
  let n = 0;
  for (const tier of tiers) {
    while (tier.features.length < HOMEBREW_LIMITS.featuresMax) {
      tier.features.push(feature(n++));
      if (homebrewDataBytes(doc) > HOMEBREW_LIMITS.dataBytesMax) {
        tier.features.pop();
        return doc;
      }
    }
  }
  return doc;
}
