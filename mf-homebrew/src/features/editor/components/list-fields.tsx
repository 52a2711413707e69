// Repeatable parts: a list of short texts (questions, gear, personality words) and a modify map (stat bonuses),
// each entry a labelled control with its own Remove button, and an Add button after the list.
import { STAT_KEYS } from '@duality/rules';
import { modifyRowsSchema } from '../model/form-values';
import { asList, asText, useField } from './field-context';
import { SelectInput, TextInput, plainOptions } from './fields';
import { Button } from '@duality/ui';

export function StringList({ path, label, noun }: { path: string; label: string; noun: string }) {
  const field = useField(path, { under: true });
  const list = asList(field.value).map(asText);
  return (
    <fieldset className="hb-part">
      <legend>{label}</legend>
      {list.map((_, i) => (
        <div key={i} className="hb-row">
          <TextInput path={`${path}.${i}`} label={`${capitalize(noun)} ${i + 1}`} />
          <Button variant="quiet" onClick={() => field.set(list.filter((__, j) => j !== i))}>
            Remove {noun} {i + 1}
          </Button>
        </div>
      ))}
      {field.error && <p className="dh-field__error">{field.error}</p>}
      <Button variant="quiet" onClick={() => field.set([...list, ''])}>
        Add {noun}
      </Button>
    </fieldset>
  );
}

const STAT_OPTIONS = plainOptions(STAT_KEYS);

/** A modify map as rows of stat and bonus (a whole number, or proficiency, level or tier). */
export function ModifyEditor({ path, label = 'Stat bonuses' }: { path: string; label?: string }) {
  const field = useField(path, { under: true });
  const rows = modifyRowsSchema.catch([]).parse(field.value);
  return (
    <fieldset className="hb-part">
      <legend>{label}</legend>
      {rows.map((_, i) => (
        <div key={i} className="hb-row">
          <SelectInput
            path={`${path}.${i}.key`}
            label={`Stat ${i + 1}`}
            options={STAT_OPTIONS}
            none="Choose a stat"
          />
          <TextInput
            path={`${path}.${i}.value`}
            label={`Bonus ${i + 1}`}
            hint="A whole number, or proficiency, level or tier."
          />
          <Button variant="quiet" onClick={() => field.set(rows.filter((__, j) => j !== i))}>
            Remove stat bonus {i + 1}
          </Button>
        </div>
      ))}
      {field.error && <p className="dh-field__error">{field.error}</p>}
      <Button variant="quiet" onClick={() => field.set([...rows, { key: '', value: '1' }])}>
        Add stat bonus
      </Button>
    </fieldset>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
