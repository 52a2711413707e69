import * as RadixSelect from '@radix-ui/react-select';
import { useId, type ReactNode } from 'react';
import { Icon } from '../icons/full-icon';

export interface SelectOption {
  /** Not empty: Radix keeps the empty string for "nothing chosen" (the placeholder). */
  value: string;
  label: string;
  /** A second line in the list (what this option does); the closed field shows the label only. */
  description?: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen value, or undefined (or '') for none: the placeholder shows. */
  value: string | undefined;
  onValueChange: (value: string) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
}

/**
 * A styled single choice from a list (Radix Select): a 44 px field with 16 px text that opens a list which
 * Arrow keys, typing a name, Enter and Escape drive, announced as a listbox. With `name` it also fills a
 * hidden native select, so plain forms still see the value. Long labels wrap in the list and are cut with an
 * ellipsis in the field, which never grows wider than its column.
 */
export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder = 'Choose…',
  hint,
  error,
  name,
  disabled,
  required,
  id,
  className,
}: SelectProps) {
  const autoId = useId();
  const triggerId = id ?? autoId;
  const hintId = hint ? `${triggerId}-hint` : undefined;
  const errorId = error ? `${triggerId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['dh-field', 'dh-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={triggerId}>{label}</label>
      <RadixSelect.Root
        value={value === undefined ? '' : value}
        onValueChange={onValueChange}
        name={name}
        disabled={disabled}
        required={required}
      >
        <RadixSelect.Trigger
          id={triggerId}
          className="dh-select__trigger"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        >
          <span className="dh-select__value">
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon className="dh-select__chevron">
            <Icon name="chevron-down" size={20} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className="dh-select__content" position="popper" sideOffset={4}>
            <RadixSelect.Viewport className="dh-select__viewport">
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className="dh-select__item"
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  {option.description && <span className="dh-select__description">{option.description}</span>}
                  <RadixSelect.ItemIndicator className="dh-select__check">
                    <Icon name="check" size={18} />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {hint && (
        <p id={hintId} className="dh-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="dh-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
