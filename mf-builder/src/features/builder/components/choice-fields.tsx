// The builder's native form controls: radio groups and selects with visible labels, so they work with touch,
// the keyboard and screen readers without hover.
import { useId, type ReactNode } from 'react';
import { HomebrewBadge } from '@duality/ui/game';

export interface Choice {
  value: string;
  label: string;
  homebrew?: boolean;
  hint?: string;
}

export interface RadioChoicesProps {
  legend: string;
  choices: readonly Choice[];
  value: string | null;
  onChange(value: string): void;
  children?: ReactNode;
}

/** One choice among a few, as a fieldset of radio buttons (arrow keys move between them). */
export function RadioChoices({ legend, choices, value, onChange, children }: RadioChoicesProps) {
  const name = useId();
  return (
    <fieldset className="builder-choices">
      <legend>{legend}</legend>
      {children}
      <div className="builder-choices__options">
        {choices.map((choice) => {
          // The option is named by its label alone and described by its hint (what it gives), so the
          // hint adds to what is read without changing the option's name.
          const labelId = `${name}-${choice.value}`;
          const hintId = choice.hint === undefined ? undefined : `${labelId}-hint`;
          return (
            <label key={choice.value} className="builder-choice">
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={choice.value === value}
                aria-labelledby={hintId === undefined ? undefined : labelId}
                aria-describedby={hintId}
                onChange={() => onChange(choice.value)}
              />
              <span className="builder-choice__text">
                <span id={labelId}>
                  {choice.label}
                  {/* Its own space, so the label reads "Tidewarden Homebrew" (text, copy, screen readers). */}
                  {choice.homebrew === true && (
                    <>
                      {' '}
                      <HomebrewBadge />
                    </>
                  )}
                </span>
                {choice.hint !== undefined && (
                  <span id={hintId} className="builder-choice__hint">
                    {' '}
                    {choice.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export interface SelectChoiceProps {
  label: string;
  choices: readonly Choice[];
  value: string | null;
  /** The option for no choice ("None", "Choose…"). */
  emptyLabel: string;
  onChange(value: string | null): void;
  disabled?: boolean;
  hint?: string;
}

/** One choice among many, as a native select (homebrew options say so in their text). */
export function SelectChoice({
  label,
  choices,
  value,
  emptyLabel,
  onChange,
  disabled,
  hint,
}: SelectChoiceProps) {
  const id = useId();
  return (
    <div className="dh-field">
      <label htmlFor={id}>{label}</label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="dh-field__hint">
          {hint}
        </p>
      )}
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      >
        <option value="">{emptyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
            {choice.homebrew === true ? ' (Homebrew)' : ''}
            {choice.hint !== undefined ? ` (${choice.hint})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/** True for a user's record: built-in content has no creation date (nor owner). */
export function isHomebrew(record: { created_at?: string; user_id?: string }): boolean {
  return record.created_at !== undefined || record.user_id !== undefined;
}

/** Choices for a list of records, each marked when it is homebrew. */
export function choicesOf<T extends { id: string; name: string; created_at?: string; user_id?: string }>(
  records: Iterable<T>,
  hint?: (record: T) => string | undefined,
): Choice[] {
  return [...records].map((r) => ({ value: r.id, label: r.name, homebrew: isHomebrew(r), hint: hint?.(r) }));
}
