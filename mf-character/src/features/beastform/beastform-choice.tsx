import {
  availableForms,
  hybridCandidates,
  upgradeCandidates,
  type Beastform,
  type ShapeshiftChoice,
  type Tier,
} from '@duality/rules';
import { LabelledSelect } from '../../components/labelled-select';

export interface Choice {
  shapeshiftForm: string;
  upgradedForm: string;
  hybridForms: string[];
  hybridAdvantages: string[];
  hybridFeatures: string[];
}

export const emptyChoice = (): Choice => ({
  shapeshiftForm: '',
  upgradedForm: '',
  hybridForms: [],
  hybridAdvantages: [],
  hybridFeatures: [],
});

/** The page's choice in the rules' terms (empty fields are absent). */
export const asShapeshift = (c: Choice): ShapeshiftChoice => ({
  shapeshiftForm: c.shapeshiftForm || null,
  upgradedForm: c.upgradedForm || null,
  hybridForms: c.hybridForms,
  hybridAdvantages: c.hybridAdvantages,
  hybridFeatures: c.hybridFeatures,
});

export interface BeastformChoiceProps {
  forms: readonly Beastform[];
  tier: Tier;
  choice: Choice;
  onChange: (choice: Choice) => void;
}

const toggled = (list: readonly string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((v) => v !== value);

/** Choose a form of the Druid's tier or lower; an evolved form picks the form it evolves, a hybrid its parts. */
export function BeastformChoice({ forms, tier, choice, onChange }: BeastformChoiceProps) {
  const form = forms.find((f) => f.id === choice.shapeshiftForm);
  const parts = choice.hybridForms.map((id) => forms.find((f) => f.id === id)).filter((f) => !!f);
  const advantages = [...new Set(parts.flatMap((f) => f!.advantages))];
  const features = [...new Set(parts.flatMap((f) => f!.features.map((x) => x.name)))];
  return (
    <>
      <LabelledSelect
        label="Form"
        value={choice.shapeshiftForm}
        placeholder="Choose a form"
        options={availableForms(forms, tier).map((f) => [f.id, `Tier ${f.tier}: ${f.name}`])}
        onChange={(id) => onChange({ ...emptyChoice(), shapeshiftForm: id })}
      />
      {form?.upgradeTier && (
        <LabelledSelect
          label="Form to evolve"
          value={choice.upgradedForm}
          placeholder="Choose the form to evolve"
          options={upgradeCandidates(form, forms).map((f) => [f.id, `Tier ${f.tier}: ${f.name}`])}
          onChange={(id) => onChange({ ...choice, upgradedForm: id })}
        />
      )}
      {form?.hybrid && (
        <>
          <Checkboxes
            legend={`Forms to combine (exactly ${form.hybrid.count})`}
            items={hybridCandidates(form, forms).map((f) => [f.id, `Tier ${f.tier}: ${f.name}`])}
            checked={choice.hybridForms}
            onToggle={(id, on) =>
              onChange({
                ...choice,
                hybridForms: toggled(choice.hybridForms, id, on),
                hybridAdvantages: [],
                hybridFeatures: [],
              })
            }
          />
          <Checkboxes
            legend={`Advantages (exactly ${form.hybrid.numAdvantages})`}
            items={advantages.map((a) => [a, a])}
            checked={choice.hybridAdvantages}
            onToggle={(a, on) =>
              onChange({ ...choice, hybridAdvantages: toggled(choice.hybridAdvantages, a, on) })
            }
          />
          <Checkboxes
            legend={`Features (exactly ${form.hybrid.numFeatures})`}
            items={features.map((x) => [x, x])}
            checked={choice.hybridFeatures}
            onToggle={(x, on) =>
              onChange({ ...choice, hybridFeatures: toggled(choice.hybridFeatures, x, on) })
            }
          />
        </>
      )}
    </>
  );
}

function Checkboxes({
  legend,
  items,
  checked,
  onToggle,
}: {
  legend: string;
  items: [string, string][];
  checked: readonly string[];
  onToggle: (value: string, on: boolean) => void;
}) {
  return (
    <fieldset className="beastform-choices">
      <legend>{legend}</legend>
      {items.length === 0 && <p>Choose the forms first.</p>}
      {items.map(([value, label]) => (
        <label key={value} className="beastform-check">
          <input
            type="checkbox"
            checked={checked.includes(value)}
            onChange={(e) => onToggle(value, e.currentTarget.checked)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
