// A subclass's controls: its class, description, and foundation (with the spellcast trait), specialization
// and mastery features.
import { TRAITS } from '@duality/rules';
import { FeatureListFields } from '../feature-fields';
import { EditorSection } from '../editor-section';
import { MarkdownInput, SelectInput, TextInput, plainOptions, type Options } from '../fields';

export function SubclassFields({ classOptions }: { classOptions: Options }) {
  return (
    <>
      <EditorSection
        first
        title="The subclass"
        contents="Name, class, description, spellcast trait"
        paths={['name', 'class', 'description', 'foundation.spellcast']}
      >
        <TextInput path="name" label="Name" />
        <SelectInput path="class" label="Class" options={classOptions} none="Choose a class" />
        <MarkdownInput path="description" label="Description" />
        <SelectInput
          path="foundation.spellcast"
          label="Spellcast trait"
          options={plainOptions(TRAITS)}
          none="No spellcasting"
        />
      </EditorSection>
      <EditorSection title="Foundation" contents="Foundation features" paths={['foundation.features']}>
        <FeatureListFields path="foundation.features" label="Foundation" />
      </EditorSection>
      <EditorSection
        title="Specialization"
        contents="Specialization features"
        paths={['specialization.features']}
      >
        <FeatureListFields path="specialization.features" label="Specialization" />
      </EditorSection>
      <EditorSection title="Mastery" contents="Mastery features" paths={['mastery.features']}>
        <FeatureListFields path="mastery.features" label="Mastery" />
      </EditorSection>
    </>
  );
}
