// A weapon's and an armor's controls, each with an optional feature.
import { RANGES, damageTypeSchema, weaponTraitSchema } from '@duality/rules';
import { FeatureFields } from '../feature-fields';
import { EditorSection } from '../editor-section';
import {
  DiceInput,
  NumberInput,
  OptionalPart,
  SelectInput,
  TextInput,
  plainOptions,
  type Options,
} from '../fields';

const TIERS = plainOptions([1, 2, 3, 4]);
const WEAPON_TRAITS = plainOptions(weaponTraitSchema.options);
const SLOTS: Options = [
  ['primary', 'Primary'],
  ['secondary', 'Secondary'],
];
const BURDENS: Options = [
  ['1', 'One-handed'],
  ['2', 'Two-handed'],
];

function OptionalFeature() {
  return (
    <EditorSection
      title="Feature"
      contents="An optional feature: name, text, stat bonuses"
      paths={['feature']}
    >
      <OptionalPart path="feature" label="Has a feature">
        <FeatureFields path="feature" flags={false} />
      </OptionalPart>
    </EditorSection>
  );
}

export function WeaponFields() {
  return (
    <>
      <EditorSection
        first
        title="The weapon"
        contents="Name, slot, trait, range, damage, tier, burden"
        paths={['name', 'slot', 'trait', 'range', 'damage', 'damageType', 'tier', 'burden']}
      >
        <TextInput path="name" label="Name" />
        <SelectInput path="slot" label="Slot" options={SLOTS} />
        <SelectInput path="trait" label="Trait" options={WEAPON_TRAITS} />
        <SelectInput path="range" label="Range" options={plainOptions(RANGES)} />
        <DiceInput path="damage" label="Damage" hint="Dice such as d10+3." />
        <SelectInput path="damageType" label="Damage type" options={plainOptions(damageTypeSchema.options)} />
        <SelectInput path="tier" label="Tier" options={TIERS} />
        <SelectInput path="burden" label="Burden" options={BURDENS} />
      </EditorSection>
      <OptionalFeature />
    </>
  );
}

export function ArmorFields() {
  return (
    <>
      <EditorSection
        first
        title="The armor"
        contents="Name, armor score, damage thresholds, tier"
        paths={['name', 'score', 'majorThreshold', 'severeThreshold', 'tier']}
      >
        <TextInput path="name" label="Name" />
        <NumberInput path="score" label="Armor score" />
        <NumberInput path="majorThreshold" label="Major damage threshold" />
        <NumberInput path="severeThreshold" label="Severe damage threshold" />
        <SelectInput path="tier" label="Tier" options={TIERS} />
      </EditorSection>
      <OptionalFeature />
    </>
  );
}
