// Weapons and armor: their numbers, and an optional feature (null when the switch is off).
import { z } from '@duality/libs/zod';
import type { Armor, Feature, Weapon } from '@duality/rules';
import type { KindModel } from './kind-model';
import {
  compact,
  emptyFeature,
  featureFormSchema,
  featureFromForm,
  featureToForm,
  numberOrText,
  textOf,
  type FeatureForm,
} from './form-values';

const optionalFeature = featureFormSchema.extend({ enabled: z.boolean() });
type OptionalFeature = { enabled: boolean } & FeatureForm;

const featureOf = (feature: Feature | null): OptionalFeature =>
  feature ? { enabled: true, ...featureToForm(feature) } : { enabled: false, ...emptyFeature() };
const featureDocument = ({ enabled, ...feature }: OptionalFeature) =>
  enabled ? featureFromForm(feature) : null;

const weaponFormSchema = z.object({
  name: z.string(),
  public: z.boolean(),
  slot: z.string(),
  trait: z.string(),
  range: z.string(),
  damage: z.string(),
  damageType: z.string(),
  tier: z.string(),
  burden: z.string(),
  feature: optionalFeature,
});
export type WeaponForm = z.infer<typeof weaponFormSchema>;

export const weaponModel: KindModel<'weapons', WeaponForm> = {
  kind: 'weapons',
  formSchema: weaponFormSchema,
  empty: () => ({
    name: '',
    public: false,
    slot: 'primary',
    trait: 'Agility',
    range: 'Melee',
    damage: 'd8',
    damageType: 'physical',
    tier: '1',
    burden: '1',
    feature: { enabled: false, ...emptyFeature() },
  }),
  fromRecord: (weapon: Weapon) => ({
    name: weapon.name,
    public: weapon.public,
    slot: weapon.slot,
    trait: weapon.trait,
    range: weapon.range,
    damage: weapon.damage,
    damageType: weapon.damageType,
    tier: textOf(weapon.tier),
    burden: textOf(weapon.burden),
    feature: featureOf(weapon.feature),
  }),
  toDocument: (form) =>
    compact({
      name: form.name,
      public: form.public,
      slot: form.slot,
      trait: form.trait,
      range: form.range,
      damage: form.damage,
      damageType: form.damageType,
      tier: numberOrText(form.tier),
      burden: numberOrText(form.burden),
      feature: featureDocument(form.feature),
    }),
};

const armorFormSchema = z.object({
  name: z.string(),
  public: z.boolean(),
  score: z.string(),
  majorThreshold: z.string(),
  severeThreshold: z.string(),
  tier: z.string(),
  feature: optionalFeature,
});
export type ArmorForm = z.infer<typeof armorFormSchema>;

export const armorModel: KindModel<'armor', ArmorForm> = {
  kind: 'armor',
  formSchema: armorFormSchema,
  empty: () => ({
    name: '',
    public: false,
    score: '3',
    majorThreshold: '6',
    severeThreshold: '12',
    tier: '1',
    feature: { enabled: false, ...emptyFeature() },
  }),
  fromRecord: (armor: Armor) => ({
    name: armor.name,
    public: armor.public,
    score: textOf(armor.score),
    majorThreshold: textOf(armor.majorThreshold),
    severeThreshold: textOf(armor.severeThreshold),
    tier: textOf(armor.tier),
    feature: featureOf(armor.feature),
  }),
  toDocument: (form) =>
    compact({
      name: form.name,
      public: form.public,
      score: numberOrText(form.score),
      majorThreshold: numberOrText(form.majorThreshold),
      severeThreshold: numberOrText(form.severeThreshold),
      tier: numberOrText(form.tier),
      feature: featureDocument(form.feature),
    }),
};
