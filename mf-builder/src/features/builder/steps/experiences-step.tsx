import { STARTING_EXPERIENCES } from '@duality/rules';
import { TextField } from '@duality/ui';
import type { StepProps } from './step-props';

const LABELS = ['First experience', 'Second experience'] as const;

/** Two named experiences, each +2. */
export function ExperiencesStep({ draft }: StepProps) {
  const names = LABELS.map((_, i) => draft.character.experience[i]?.name ?? '');
  const setName = (index: number, name: string) =>
    draft.update({
      experience: names.map((n, i) => ({ name: i === index ? name : n, score: STARTING_EXPERIENCES.score })),
    });
  return (
    <>
      <p>
        For example a past trade (Ship&apos;s Cook, Smuggler), a way of being (Unshakable, Quick Study) or a
        saying (Never Twice the Same Way). Too broad (Lucky) or a power in disguise (Can Fly) does not fit.
      </p>
      {LABELS.map((label, i) => (
        <TextField
          key={label}
          label={`${label} (+${STARTING_EXPERIENCES.score})`}
          value={names[i]}
          maxLength={80}
          onChange={(e) => setName(i, e.target.value)}
        />
      ))}
    </>
  );
}
