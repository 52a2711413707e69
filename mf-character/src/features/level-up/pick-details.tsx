import { TRAITS, type Catalog, type Character } from '@duality/rules';
import { LabelledSelect } from '../../components/labelled-select';
import { cardChoices, type AdvancementPick } from './level-up-draft';

export interface PickDetailsProps {
  character: Character;
  catalog: Catalog;
  level: number;
  pick: AdvancementPick;
  /** Traits marked earlier this tier: they can't be raised again until the next tier achievement. */
  marked: readonly string[];
  onChange: (pick: AdvancementPick) => void;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The choices an advancement needs: which traits, Experiences, card, subclass or class. */
export function PickDetails(props: PickDetailsProps) {
  const { pick } = props;
  if (pick.type === 'trait')
    return (
      <Checkboxes {...props} legend="Traits to raise (two)" items={TRAITS.map((t) => [t, capital(t)])} />
    );
  if (pick.type === 'experienceBonus')
    return (
      <Checkboxes
        {...props}
        legend="Experiences to raise (two)"
        items={props.character.experience.map((e) => [e.name, `${e.name} +${e.score}`])}
      />
    );
  if (pick.type === 'domainCard') return <ExtraCard {...props} />;
  if (pick.type === 'subclass') return <SubclassTarget {...props} />;
  if (pick.type === 'multiclass') return <MulticlassFields {...props} />;
  return null;
}

function Checkboxes({
  pick,
  onChange,
  legend,
  items,
  marked,
}: PickDetailsProps & {
  legend: string;
  items: [string, string][];
}) {
  const toggle = (value: string, on: boolean) =>
    onChange({ ...pick, values: on ? [...pick.values, value] : pick.values.filter((v) => v !== value) });
  return (
    <fieldset className="level-up-choices">
      <legend>{legend}</legend>
      {items.map(([value, label]) => {
        const isMarked = pick.type === 'trait' && marked.includes(value);
        return (
          <label key={value} className="level-up-check">
            <input
              type="checkbox"
              checked={pick.values.includes(value)}
              disabled={isMarked}
              onChange={(e) => toggle(value, e.currentTarget.checked)}
            />
            {label}
            {isMarked ? ' (marked this tier)' : ''}
          </label>
        );
      })}
    </fieldset>
  );
}

function ExtraCard({ character, catalog, level, pick, onChange }: PickDetailsProps) {
  const cards = cardChoices(character, catalog, level, character.multiclass?.domain);
  return (
    <LabelledSelect
      label="Extra domain card"
      value={pick.values[0] ?? ''}
      placeholder="Choose a card"
      options={cards.map((c) => [c.id, `${c.name} (${capital(c.domain)} ${c.level})`])}
      onChange={(v) => onChange({ ...pick, values: v ? [v] : [] })}
    />
  );
}

function SubclassTarget({ character, catalog, pick, onChange }: PickDetailsProps) {
  const held = [...new Set([...character.subclass, character.multiclass?.subclass].filter((s) => !!s))];
  if (held.length < 2) return null;
  return (
    <LabelledSelect
      label="Subclass to upgrade"
      value={pick.values[0] ?? ''}
      placeholder="Your first subclass"
      options={held.map((id) => [id!, catalog.subclasses.get(id!)?.name ?? id!])}
      onChange={(v) => onChange({ ...pick, values: v ? [v] : [] })}
    />
  );
}

function MulticlassFields({ character, catalog, pick, onChange }: PickDetailsProps) {
  const classId = pick.values[0] ?? '';
  const cls = catalog.classes.get(classId);
  const classes = [...catalog.classes.values()].filter((c) => c.id !== character.baseClass);
  const subclasses = [...catalog.subclasses.values()].filter((s) => s.class === classId);
  return (
    <div className="level-up-choices">
      <LabelledSelect
        label="Second class"
        value={classId}
        placeholder="Choose a class"
        options={classes.map((c) => [c.id, c.name])}
        onChange={(v) => onChange({ ...pick, values: v ? [v] : [], subclass: '', domain: '' })}
      />
      <LabelledSelect
        label="Its subclass (foundation card)"
        value={pick.subclass}
        placeholder="Choose a subclass"
        options={subclasses.map((s) => [s.id, s.name])}
        onChange={(v) => onChange({ ...pick, subclass: v })}
      />
      <LabelledSelect
        label="Its domain"
        value={pick.domain}
        placeholder="Choose a domain"
        options={(cls?.domains ?? []).map((d) => [d, capital(d)])}
        onChange={(v) => onChange({ ...pick, domain: v })}
      />
    </div>
  );
}
