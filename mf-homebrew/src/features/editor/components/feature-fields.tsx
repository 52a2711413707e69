// A feature's controls (id, name, description, stat bonuses, charges, modifyCharge, companion and shapeshift
// flags) and a repeatable list of features.
import { RECHARGE_TRIGGERS } from '@duality/rules';
import { emptyFeature } from '../model/form-values';
import { asList, useField } from './field-context';
import {
  CheckboxInput,
  MarkdownInput,
  NumberInput,
  OptionalPart,
  SelectInput,
  TextInput,
  type Options,
} from './fields';
import { ModifyEditor } from './list-fields';
import { Button } from '@duality/ui';

const REST_LABEL: Record<(typeof RECHARGE_TRIGGERS)[number], string> = {
  rest: 'Any rest',
  shortRest: 'Short rest',
  longRest: 'Long rest',
};
const RECHARGE_OPTIONS: Options = RECHARGE_TRIGGERS.map((t) => [t, REST_LABEL[t]] as const);

/** How a charge comes back: on which rest, and how many uses (empty: all). */
function RechargeFields({ path }: { path: string }) {
  return (
    <>
      <SelectInput
        path={`${path}.on`}
        label="Recharges on"
        options={RECHARGE_OPTIONS}
        none="Does not recharge"
      />
      <NumberInput path={`${path}.quantity`} label="Uses regained" hint="Empty: all of them." />
    </>
  );
}

/** Limited uses: max (a number, or proficiency, level or tier), start, and the recharge. */
export function ChargeFields({ path }: { path: string }) {
  return (
    <OptionalPart path={path} label="Has limited uses (charges)">
      <TextInput path={`${path}.max`} label="Most uses" hint="A number, or proficiency, level or tier." />
      <NumberInput path={`${path}.start`} label="Uses at the start" hint="Empty: the most." />
      <RechargeFields path={`${path}.recharge`} />
    </OptionalPart>
  );
}

export function FeatureFields({ path, flags = true }: { path: string; flags?: boolean }) {
  return (
    <>
      <TextInput path={`${path}.name`} label="Name" />
      <MarkdownInput path={`${path}.description`} label="Description" />
      <TextInput
        path={`${path}.id`}
        label="Feature id"
        hint="Optional. Other features' charge changes refer to this feature by it."
      />
      <ModifyEditor path={`${path}.modify`} />
      <ChargeFields path={`${path}.charge`} />
      {flags && (
        <>
          <OptionalPart path={`${path}.modifyCharge`} label="Changes other features' charges">
            <TextInput
              path={`${path}.modifyCharge.features`}
              label="Feature ids"
              hint="The ids of the features it changes, separated by commas."
            />
            <NumberInput path={`${path}.modifyCharge.max`} label="New most uses" />
            <RechargeFields path={`${path}.modifyCharge.recharge`} />
          </OptionalPart>
          <CheckboxInput path={`${path}.companion`} label="Grants a companion" />
          <CheckboxInput path={`${path}.shapeshift`} label="Lets the character shapeshift" />
        </>
      )}
    </>
  );
}

/** A list of features, each in its own group with Remove, and Add after them. */
export function FeatureListFields({ path, label }: { path: string; label: string }) {
  const field = useField(path);
  const features = asList(field.value);
  return (
    <fieldset className="hb-part">
      <legend>{label}</legend>
      {features.map((_, i) => (
        <fieldset key={i} className="hb-part hb-feature">
          <legend>
            {label}: feature {i + 1}
          </legend>
          <FeatureFields path={`${path}.${i}`} />
          <Button variant="quiet" onClick={() => field.set(features.filter((__, j) => j !== i))}>
            Remove feature {i + 1}
          </Button>
        </fieldset>
      ))}
      {field.error && <p className="dh-field__error">{field.error}</p>}
      <Button variant="quiet" onClick={() => field.set([...features, emptyFeature()])}>
        Add feature to {label}
      </Button>
    </fieldset>
  );
}
