// A class's controls: domains, Hope feature, evasion, hit points, suggested traits, starting gear, features,
// questions and the description lists.
import { DOMAINS, TRAITS } from '@duality/rules';
import { FeatureFields, FeatureListFields } from '../feature-fields';
import { EditorSection } from '../editor-section';
import { MarkdownInput, NumberInput, SelectInput, TextInput, plainOptions } from '../fields';
import { StringList } from '../list-fields';

const DOMAIN_OPTIONS = plainOptions(DOMAINS);

export function ClassFields() {
  return (
    <>
      <EditorSection
        first
        title="The class"
        contents="Name, summary, domains, Evasion, hit points"
        paths={['name', 'description.summary', 'domains', 'evasion', 'startingHitPoints']}
      >
        <TextInput path="name" label="Name" />
        <MarkdownInput path="description.summary" label="Summary" />
        <fieldset className="hb-part">
          <legend>Domains</legend>
          <SelectInput
            path="domains.0"
            label="First domain"
            options={DOMAIN_OPTIONS}
            none="Choose a domain"
          />
          <SelectInput
            path="domains.1"
            label="Second domain"
            options={DOMAIN_OPTIONS}
            none="Choose a domain"
          />
        </fieldset>
        <NumberInput path="evasion" label="Evasion" />
        <NumberInput path="startingHitPoints" label="Starting hit points" />
      </EditorSection>
      <EditorSection
        title="Suggested traits"
        contents="A suggested value per trait"
        paths={['suggestedTraits']}
      >
        <fieldset className="hb-part">
          <legend>Suggested traits</legend>
          {TRAITS.map((trait) => (
            <NumberInput key={trait} path={`suggestedTraits.${trait}`} label={trait} />
          ))}
        </fieldset>
      </EditorSection>
      <EditorSection
        title="Features"
        contents="The Hope feature and the class features"
        paths={['hopeAbility', 'classFeatures']}
      >
        <fieldset className="hb-part">
          <legend>Hope feature</legend>
          <FeatureFields path="hopeAbility" />
        </fieldset>
        <FeatureListFields path="classFeatures" label="Class features" />
      </EditorSection>
      <EditorSection title="Starting gear" contents="Gear to choose from, spellbook" paths={['startingGear']}>
        <StringList path="startingGear.choose" label="Starting gear to choose from" noun="gear choice" />
        <StringList path="startingGear.spellbook" label="Spellbook" noun="spellbook entry" />
      </EditorSection>
      <EditorSection
        title="Questions and looks"
        contents="Background and connection questions, clothes, attitude"
        paths={['backgroundQuestions', 'connectionQuestions', 'description.clothes', 'description.attitude']}
      >
        <StringList path="backgroundQuestions" label="Background questions" noun="background question" />
        <StringList path="connectionQuestions" label="Connection questions" noun="connection question" />
        <StringList path="description.clothes" label="Clothes" noun="clothes choice" />
        <StringList path="description.attitude" label="Attitude" noun="attitude choice" />
      </EditorSection>
    </>
  );
}
