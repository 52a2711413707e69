// An ancestry's and a community's controls: description, features, and a community's personality words.
import { FeatureListFields } from '../feature-fields';
import { EditorSection } from '../editor-section';
import { MarkdownInput, TextInput } from '../fields';
import { StringList } from '../list-fields';

export function AncestryFields() {
  return (
    <>
      <EditorSection first title="The ancestry" contents="Name, description" paths={['name', 'description']}>
        <TextInput path="name" label="Name" />
        <MarkdownInput path="description" label="Description" />
      </EditorSection>
      <EditorSection title="Features" contents="The ancestry's features" paths={['features']}>
        <FeatureListFields path="features" label="Ancestry features" />
      </EditorSection>
    </>
  );
}

export function CommunityFields() {
  return (
    <>
      <EditorSection
        first
        title="The community"
        contents="Name, description, personality words"
        paths={['name', 'description', 'personalities']}
      >
        <TextInput path="name" label="Name" />
        <MarkdownInput path="description" label="Description" />
        <StringList path="personalities" label="Personality words" noun="word" />
      </EditorSection>
      <EditorSection title="Features" contents="The community's features" paths={['features']}>
        <FeatureListFields path="features" label="Community features" />
      </EditorSection>
    </>
  );
}
