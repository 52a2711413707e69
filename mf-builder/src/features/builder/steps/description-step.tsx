import { useId, useState } from 'react';
import { APPEARANCE_LISTS } from '@duality/rules/content';
import { SelectChoice } from '../components/choice-fields';
import type { StepProps } from './step-props';
import { Button } from '@duality/ui';

type Part = 'clothes' | 'eyes' | 'body' | 'skin' | 'attitude';
const PARTS: readonly { part: Part; label: string }[] = [
  { part: 'eyes', label: 'Eyes' },
  { part: 'body', label: 'Body' },
  { part: 'skin', label: 'Skin' },
  { part: 'clothes', label: 'Clothes' },
  { part: 'attitude', label: 'Attitude' },
];

/** The description in free text, with suggestion lists (the class's clothes and attitude) that can fill it. */
export function DescriptionStep({ draft, catalog }: StepProps) {
  const { character } = draft;
  const cls = character.baseClass === null ? undefined : catalog.classes.get(character.baseClass);
  const [picked, setPicked] = useState<Partial<Record<Part, string>>>({});
  const id = useId();
  const lists: Record<Part, readonly string[]> = {
    ...APPEARANCE_LISTS,
    clothes: cls?.description.clothes.length ? cls.description.clothes : APPEARANCE_LISTS.clothes,
    attitude: cls?.description.attitude.length ? cls.description.attitude : APPEARANCE_LISTS.attitude,
  };
  return (
    <>
      <fieldset className="builder-choices">
        <legend>Suggestions</legend>
        {PARTS.map(({ part, label }) => (
          <SelectChoice
            key={part}
            label={label}
            emptyLabel="No choice"
            choices={lists[part].map((v) => ({ value: v, label: v }))}
            value={picked[part] ?? null}
            onChange={(v) => setPicked((p) => ({ ...p, [part]: v ?? undefined }))}
          />
        ))}
        <Button
          disabled={Object.values(picked).every((v) => v === undefined)}
          onClick={() => draft.update({ description: compose(picked) })}
        >
          Write the description from these
        </Button>
      </fieldset>
      <div className="dh-field">
        <label htmlFor={id}>Description</label>
        <textarea
          id={id}
          rows={4}
          maxLength={2000}
          value={character.description}
          onChange={(e) => draft.update({ description: e.target.value })}
        />
      </div>
    </>
  );
}

function compose(p: Partial<Record<Part, string>>): string {
  const looks = [
    p.eyes && `${p.eyes} eyes`,
    p.body && `a ${p.body} build`,
    p.skin && `${p.skin} skin`,
    p.clothes && `wearing ${p.clothes}`,
  ].filter(Boolean);
  const sentences = [
    looks.length > 0 ? `${capital(looks.join(', '))}.` : '',
    p.attitude ? `Carries themself like ${p.attitude}.` : '',
  ];
  return sentences.filter(Boolean).join(' ');
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
