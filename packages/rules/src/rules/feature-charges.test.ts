import { describe, expect, it } from 'vitest';
import { newCharacter } from '../schemas/character';
import { featureCharges, spendFeatureCharge } from './feature-charges';

const ctx = { level: 1, tier: 1, proficiency: 1 };
const once = {
  source: 'class: Guardian',
  feature: { name: 'Unstoppable', description: '', charge: { max: 1 } },
};
const plain = { source: 'ancestry: Elf', feature: { name: 'Quick Reactions', description: '' } };

describe('feature charges', () => {
  it('lists only features with a charge, fresh ones full', () => {
    const list = featureCharges([once, plain], newCharacter(), ctx);
    expect(list.map((c) => [c.key, c.state.charge.current])).toEqual([['class: Guardian/Unstoppable', 1]]);
  });
  it('spends one use and refuses when none is left', () => {
    const c = newCharacter();
    const spent = spendFeatureCharge(c, featureCharges([once], c, ctx)[0]!)!;
    expect(featureCharges([once], spent, ctx)[0]!.state.charge.current).toBe(0);
    expect(spendFeatureCharge(spent, featureCharges([once], spent, ctx)[0]!)).toBeNull();
  });
});
