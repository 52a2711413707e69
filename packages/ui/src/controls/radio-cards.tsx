import { useId, type ReactNode } from 'react';
import { Icon, type AnyIconName as IconName } from '../icons/full-icon';
import { cx } from './class-names';

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
  /** RadioCards only: what choosing this does, in a line or two. */
  description?: ReactNode;
  icon?: IconName;
  disabled?: boolean;
}

export interface RadioCardsProps<V extends string> {
  /** The question, shown as the group's legend. */
  legend: ReactNode;
  options: readonly ChoiceOption<V>[];
  value: V | undefined;
  onValueChange: (value: V) => void;
  name?: string;
  className?: string;
  /** Show the legend to assistive technology only. */
  hideLegend?: boolean;
}

/**
 * One choice among a few, each option a card with a description (class, ancestry, rest moves). Native radio
 * buttons inside labels: arrow keys move and choose, Tab leaves the group, and forms see the value.
 */
export function RadioCards<V extends string>(props: RadioCardsProps<V>) {
  return <ChoiceGroup {...props} variant="cards" />;
}

export type SegmentedControlProps<V extends string> = Omit<RadioCardsProps<V>, 'options'> & {
  options: readonly Omit<ChoiceOption<V>, 'description'>[];
};

/** A compact row of two to five exclusive options (a filter, a view), with the same native radios. */
export function SegmentedControl<V extends string>(props: SegmentedControlProps<V>) {
  return <ChoiceGroup {...props} variant="segments" />;
}

function ChoiceGroup<V extends string>({
  legend,
  options,
  value,
  onValueChange,
  name,
  className,
  hideLegend,
  variant,
}: RadioCardsProps<V> & { variant: 'cards' | 'segments' }) {
  const autoName = useId();
  const base = variant === 'cards' ? 'dh-radio-cards' : 'dh-segmented';
  return (
    <fieldset className={cx(base, className)}>
      <legend className={hideLegend ? 'dh-visually-hidden' : `${base}__legend`}>{legend}</legend>
      <div className={`${base}__options`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(`${base}__option`, option.disabled && `${base}__option--disabled`)}
          >
            <input
              type="radio"
              className={`${base}__input`}
              name={name ?? autoName}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onValueChange(option.value)}
            />
            {option.icon && <Icon name={option.icon} size={20} className={`${base}__icon`} />}
            <span className={`${base}__label`}>{option.label}</span>
            {option.description && <span className={`${base}__description`}>{option.description}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
