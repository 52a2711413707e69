// The labelled controls of the editors: text, number, select, markdown text, checkbox and dice. Each ties its
// hint and its message to the control (aria-describedby, aria-invalid), like the shared TextField.
import type { ReactNode } from 'react';
import { Checkbox } from '@duality/ui/controls';
import { asText, useField } from './field-context';

interface FieldProps {
  path: string;
  label: string;
  hint?: string;
}

function Described({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="dh-field hb-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="dh-field__hint">
          {hint}
        </p>
      )}
      {children(describedBy || undefined)}
      {error && (
        <p id={`${id}-error`} className="dh-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextInput({ path, label, hint, numeric }: FieldProps & { numeric?: boolean }) {
  const field = useField(path);
  return (
    <Described id={field.id} label={label} hint={hint} error={field.error}>
      {(describedBy) => (
        <input
          id={field.id}
          type="text"
          inputMode={numeric ? 'numeric' : undefined}
          value={asText(field.value)}
          onChange={(e) => field.set(e.target.value)}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Described>
  );
}

/** A whole number, typed as text so a half-typed value stays as it is; the schema judges it. */
export function NumberInput(props: FieldProps) {
  return <TextInput {...props} numeric />;
}

export function DiceInput({ hint = 'Dice such as 1d4+1 or d10+3, or a number.', ...props }: FieldProps) {
  return <TextInput {...props} hint={hint} />;
}

export function MarkdownInput({
  hint = 'Markdown: **bold**, *italic*, lists and links.',
  ...props
}: FieldProps) {
  const field = useField(props.path);
  return (
    <Described id={field.id} label={props.label} hint={hint} error={field.error}>
      {(describedBy) => (
        <textarea
          id={field.id}
          rows={4}
          value={asText(field.value)}
          onChange={(e) => field.set(e.target.value)}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Described>
  );
}

export type Options = readonly (readonly [value: string, label: string])[];
/** Options whose label is the value itself. */
export const plainOptions = (values: readonly (string | number)[]): Options =>
  values.map((v) => [String(v), String(v)] as const);

export function SelectInput({
  path,
  label,
  hint,
  options,
  none,
}: FieldProps & { options: Options; none?: string }) {
  const field = useField(path);
  return (
    <Described id={field.id} label={label} hint={hint} error={field.error}>
      {(describedBy) => (
        <select
          id={field.id}
          value={asText(field.value)}
          onChange={(e) => field.set(e.target.value)}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
        >
          {none !== undefined && <option value="">{none}</option>}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Described>
  );
}

export function CheckboxInput({ path, label }: Omit<FieldProps, 'hint'>) {
  const field = useField(path);
  // The design system's checkbox: the whole label row is the target, at least 44 px tall.
  return (
    <Checkbox
      id={field.id}
      label={label}
      checked={field.value === true}
      onChange={(e) => field.set(e.target.checked)}
    />
  );
}

/** An optional part of the record: a switch, and its fields while it is on. */
export function OptionalPart({
  path,
  label,
  children,
}: {
  path: string;
  label: string;
  children: ReactNode;
}) {
  const field = useField(`${path}.enabled`);
  return (
    <fieldset className="hb-part">
      <legend>
        <CheckboxInput path={`${path}.enabled`} label={label} />
      </legend>
      {field.value === true && children}
    </fieldset>
  );
}
