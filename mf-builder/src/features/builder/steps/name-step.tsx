import { TextField } from '@duality/ui';
import type { StepProps } from './step-props';

/** The character's name and pronouns. */
export function NameStep({ draft }: StepProps) {
  return (
    <>
      <TextField
        label="Name"
        value={draft.character.name}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => draft.update({ name: e.target.value })}
      />
      <TextField
        label="Pronouns"
        hint="For example she/her, he/him, they/them."
        value={draft.character.pronouns}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => draft.update({ pronouns: e.target.value })}
      />
    </>
  );
}
