// A class's controls: domains, Hope feature, evasion, hit points, suggested traits, starting gear, features,
// questions and the description lists.
import { DOMAINS, TRAITS } from '@duality/rules';
import { FeatureFields, FeatureListFields } from '../feature-fields';
import { MarkdownInput, NumberInput, SelectInput, plainOptions } from '../fields';
import { StringList } from '../list-fields';

const DOMAIN_OPTIONS = plainOptions(DOMAINS);

export function ClassFields() {
  return (
    <>
      <MarkdownInput path="description.summary" label="Summary" />
      <fieldset className="hb-part">
        <legend>Domains</legend>
        <SelectInput path="domains.0" label="First domain" options={DOMAIN_OPTIONS} none="Choose a domain" />
        <SelectInput path="domains.1" label="Second domain" options={DOMAIN_OPTIONS} none="Choose a domain" />
      </fieldset>
      <NumberInput path="evasion" label="Evasion" />
      <NumberInput path="startingHitPoints" label="Starting hit points" />
      <fieldset className="hb-part">
        <legend>Suggested traits</legend>
        {TRAITS.map((trait) => (
          <NumberInput key={trait} path={`suggestedTraits.${trait}`} label={trait} />
        ))}
      </fieldset>
      <fieldset className="hb-part">
        <legend>Hope feature</legend>
        <FeatureFields path="hopeAbility" />
      </fieldset>
      <FeatureListFields path="classFeatures" label="Class features" />
      <StringList path="startingGear.choose" label="Starting gear to choose from" noun="gear choice" />
      <StringList path="startingGear.spellbook" label="Spellbook" noun="spellbook entry" />
      <StringList path="backgroundQuestions" label="Background questions" noun="background question" />
      <StringList path="connectionQuestions" label="Connection questions" noun="connection question" />
      <StringList path="description.clothes" label="Clothes" noun="clothes choice" />
      <StringList path="description.attitude" label="Attitude" noun="attitude choice" />
    </>
  );
}
