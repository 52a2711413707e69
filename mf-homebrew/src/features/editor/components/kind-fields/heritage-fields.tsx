// An ancestry's and a community's controls: description, features, and a community's personality words.
import { FeatureListFields } from '../feature-fields';
import { MarkdownInput } from '../fields';
import { StringList } from '../list-fields';

export function AncestryFields() {
  return (
    <>
      <MarkdownInput path="description" label="Description" />
      <FeatureListFields path="features" label="Ancestry features" />
    </>
  );
}

export function CommunityFields() {
  return (
    <>
      <MarkdownInput path="description" label="Description" />
      <StringList path="personalities" label="Personality words" noun="word" />
      <FeatureListFields path="features" label="Community features" />
    </>
  );
}
