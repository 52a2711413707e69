// The Beastbound companion's upgrades as stat changes, and who has a companion (SRD: Beastbound).
import { describe, expect, it } from 'vitest';
import { companionUpgradeModify, hasCompanionFeature } from './companion';
import { characterSchema } from '../schemas/character';
import { builtinCatalog } from '../data/content';

describe('companion', () => {
  it('Aware adds 2 Evasion, Resilient a Stress slot, Light in the Dark a Hope slot; Vicious steps damage or range', () => {
    expect(companionUpgradeModify('aware', {})).toEqual({ companionEvasion: 2 });
    expect(companionUpgradeModify('resilient', {})).toEqual({ companionStressSlot: 1 });
    expect(companionUpgradeModify('lightInTheDark', {})).toEqual({ hopeSlot: 1 });
    expect(companionUpgradeModify('vicious', {})).toEqual({ companionDamage: 1 });
    expect(companionUpgradeModify('vicious', { step: 'range' })).toEqual({ companionRange: 1 });
    expect(companionUpgradeModify('flying', {})).toEqual({});
  });
  it('a Beastbound ranger has a companion; a Wayfinder does not; a multiclass into Beastbound does', () => {
    const cat = builtinCatalog();
    const ranger = (subclass: string) =>
      characterSchema.parse({ baseClass: 'core_class_ranger', subclass: [subclass] });
    expect(hasCompanionFeature(ranger('core_subclass_beastbound'), cat)).toBe(true);
    expect(hasCompanionFeature(ranger('core_subclass_wayfinder'), cat)).toBe(false);
    const multi = characterSchema.parse({
      baseClass: 'core_class_warrior',
      subclass: ['core_subclass_call_of_the_brave', 'core_subclass_beastbound'],
      multiclass: { class: 'core_class_ranger', subclass: 'core_subclass_beastbound', domain: 'sage' },
    });
    expect(hasCompanionFeature(multi, cat)).toBe(true);
  });
});
