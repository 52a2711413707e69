// A subclass's controls: its class, description, and foundation (with the spellcast trait), specialization
// and mastery features.
import { TRAITS } from '@duality/rules';
import { FeatureListFields } from '../feature-fields';
import { MarkdownInput, SelectInput, plainOptions, type Options } from '../fields';

export function SubclassFields({ classOptions }: { classOptions: Options }) {
  return (
    <>
      <SelectInput path="class" label="Class" options={classOptions} none="Choose a class" />
      <MarkdownInput path="description" label="Description" />
      <SelectInput
        path="foundation.spellcast"
        label="Spellcast trait"
        options={plainOptions(TRAITS)}
        none="No spellcasting"
      />
      <FeatureListFields path="foundation.features" label="Foundation" />
      <FeatureListFields path="specialization.features" label="Specialization" />
      <FeatureListFields path="mastery.features" label="Mastery" />
    </>
  );
}
