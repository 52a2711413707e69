// Beastform selection completeness and hybrid/upgrade counts on the built-in forms.
import { describe, expect, it } from 'vitest';
import {
  availableForms,
  canShapeshift,
  hybridCandidates,
  isShapeshiftComplete,
  shapeshiftErrors,
  upgradeCandidates,
} from './shapeshift';
import { BUILTIN_BEASTFORMS, builtinCatalog } from '../data/content';
import { characterSchema } from '../schemas/character';

const forms = BUILTIN_BEASTFORMS;
const id = (name: string) => forms.find((f) => f.name === name)!.id;
const byName = (name: string) => forms.find((f) => f.name === name)!;

describe('shapeshift selection', () => {
  it('nothing chosen is incomplete', () => {
    expect(isShapeshiftComplete({}, forms)).toBe(false);
  });
  it('a plain form is complete', () => {
    expect(isShapeshiftComplete({ shapeshiftForm: id('Agile Scout') }, forms)).toBe(true);
  });
  it('an upgrade needs its upgraded form: Legendary Beast takes tier 1 only', () => {
    const lb = id('Legendary Beast');
    expect(isShapeshiftComplete({ shapeshiftForm: lb }, forms)).toBe(false);
    expect(isShapeshiftComplete({ shapeshiftForm: lb, upgradedForm: id('Pack Predator') }, forms)).toBe(true);
    expect(shapeshiftErrors({ shapeshiftForm: lb, upgradedForm: id('Armored Sentry') }, forms)[0]).toMatch(
      /tier 1 form/,
    );
    expect(upgradeCandidates(byName('Legendary Beast'), forms).every((f) => f.tier === 1)).toBe(true);
  });
  it('Mythic Beast upgrades a tier 1 or 2 form, never tier 3', () => {
    const mb = id('Mythic Beast');
    expect(isShapeshiftComplete({ shapeshiftForm: mb, upgradedForm: id('Armored Sentry') }, forms)).toBe(
      true,
    );
    expect(isShapeshiftComplete({ shapeshiftForm: mb, upgradedForm: id('Great Predator') }, forms)).toBe(
      false,
    );
    expect(new Set(upgradeCandidates(byName('Mythic Beast'), forms).map((f) => f.tier))).toEqual(
      new Set([1, 2]),
    );
  });
  it('Legendary Hybrid needs exactly 2 tier 1-2 forms, 4 advantages and 2 features from them', () => {
    const a = byName('Agile Scout');
    const b = byName('Armored Sentry');
    const choice = {
      shapeshiftForm: id('Legendary Hybrid'),
      hybridForms: [a.id, b.id],
      hybridAdvantages: [...a.advantages.slice(0, 2), ...b.advantages.slice(0, 2)],
      hybridFeatures: [a.features[0]!.name, b.features[0]!.name],
    };
    expect(shapeshiftErrors(choice, forms)).toEqual([]);
    expect(
      isShapeshiftComplete({ ...choice, hybridAdvantages: choice.hybridAdvantages.slice(0, 3) }, forms),
    ).toBe(false);
    expect(
      isShapeshiftComplete({ ...choice, hybridFeatures: choice.hybridFeatures.slice(0, 1) }, forms),
    ).toBe(false);
    expect(isShapeshiftComplete({ ...choice, hybridForms: [a.id] }, forms)).toBe(false);
    expect(isShapeshiftComplete({ ...choice, hybridForms: [a.id, a.id] }, forms)).toBe(false);
    expect(shapeshiftErrors({ ...choice, hybridForms: [a.id, id('Great Predator')] }, forms)).toContain(
      'Legendary Hybrid: forms must be of tier 1, 2',
    );
    expect(shapeshiftErrors({ ...choice, hybridAdvantages: ['fly', 'x', 'y', 'z'] }, forms)).toContain(
      'Legendary Hybrid: advantages must come from the chosen forms',
    );
  });
  it('Mythic Hybrid needs exactly 3 forms, 5 advantages and 3 features', () => {
    const picks = [byName('Agile Scout'), byName('Armored Sentry'), byName('Great Predator')];
    const choice = {
      shapeshiftForm: id('Mythic Hybrid'),
      hybridForms: picks.map((p) => p.id),
      hybridAdvantages: [
        ...picks[0]!.advantages.slice(0, 2),
        ...picks[1]!.advantages.slice(0, 2),
        picks[2]!.advantages[0]!,
      ],
      hybridFeatures: picks.map((p) => p.features[0]!.name),
    };
    expect(shapeshiftErrors(choice, forms)).toEqual([]);
    expect(
      isShapeshiftComplete({ ...choice, hybridAdvantages: choice.hybridAdvantages.slice(0, 4) }, forms),
    ).toBe(false);
    expect(isShapeshiftComplete({ ...choice, hybridForms: choice.hybridForms.slice(0, 2) }, forms)).toBe(
      false,
    );
    expect(hybridCandidates(byName('Mythic Hybrid'), forms).some((f) => f.upgradeTier || f.hybrid)).toBe(
      false,
    );
  });
  it('a Druid may take forms of their tier or lower', () => {
    expect(availableForms(forms, 1).every((f) => f.tier === 1)).toBe(true);
    expect(availableForms(forms, 2)).toHaveLength(12);
    expect(availableForms(forms, 4)).toHaveLength(24);
  });
  it('a choice above the Druid tier is refused; at or below it is accepted', () => {
    const legendary = { shapeshiftForm: id('Legendary Beast'), upgradedForm: id('Agile Scout') };
    expect(shapeshiftErrors(legendary, forms, 2)).toEqual([
      'Legendary Beast is a tier 3 form; at tier 2 choose a form of tier 2 or lower',
    ]);
    expect(shapeshiftErrors(legendary, forms, 3)).toEqual([]);
    expect(isShapeshiftComplete({ shapeshiftForm: id('Agile Scout') }, forms, 1)).toBe(true);
  });
  it('only a class with Beastform shapeshifts: a Druid, or a multiclass into Druid', () => {
    const cat = builtinCatalog();
    const druid = characterSchema.parse({ baseClass: 'core_class_druid' });
    const warrior = characterSchema.parse({ baseClass: 'core_class_warrior' });
    const multi = characterSchema.parse({
      baseClass: 'core_class_warrior',
      multiclass: { class: 'core_class_druid', subclass: 'core_subclass_warden_of_renewal', domain: 'sage' },
    });
    expect([druid, warrior, multi].map((c) => canShapeshift(c, cat))).toEqual([true, false, true]);
  });
});
