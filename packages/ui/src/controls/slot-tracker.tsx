import { Icon, type AnyIconName as IconName } from '../icons/full-icon';
import { cx } from './class-names';

export type TrackerResource = 'hp' | 'stress' | 'hope' | 'armor' | 'fear';

const ROLE_ICONS: Record<TrackerResource, IconName> = {
  hp: 'health',
  stress: 'stress',
  hope: 'hope',
  armor: 'armor',
  fear: 'skull',
};

export interface SlotTrackerProps {
  /** The track's name, shown and announced ("Hit Points"). */
  label: string;
  /** One slot's name, for each slot's button ("Hit Point"). */
  slotLabel: string;
  /** Which resource: sets the colour and the icon. */
  resource: TrackerResource;
  /** Slots marked, from the first. */
  value: number;
  max: number;
  onChange?: (value: number) => void;
  /** "marked" (HP, stress, armor: marks are damage taken) or "gained" (hope). Default "marked". */
  verb?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A track of slots (Hit Points, Stress, Hope, armor). Each slot is a 44 px toggle with 8 px between slots:
 * tapping an empty slot marks up to it; tapping the last marked slot clears that one slot; tapping an
 * earlier marked slot clears the slots after it. So one slip never wipes a whole track. A filled slot shows
 * the role's icon on the role's colour; an empty one is an outline, and the count is written beside them.
 */
export function SlotTracker({
  label,
  slotLabel,
  resource,
  value,
  max,
  onChange,
  verb = 'marked',
  disabled,
  className,
}: SlotTrackerProps) {
  const marked = Math.max(0, Math.min(value, max));
  const tap = (slot: number) => onChange?.(slot === marked ? slot - 1 : slot);
  return (
    <div className={cx('dh-tracker', `dh-tracker--${resource}`, className)} role="group" aria-label={label}>
      <p className="dh-tracker__label">
        <Icon name={ROLE_ICONS[resource]} size={18} />
        <span>{label}</span>
        <span className="dh-tracker__count">
          {marked} of {max} {verb}
        </span>
      </p>
      <ol className="dh-tracker__slots">
        {Array.from({ length: max }, (_, i) => i + 1).map((slot) => {
          const filled = slot <= marked;
          return (
            <li key={slot}>
              <button
                type="button"
                className={cx('dh-tracker__slot', filled && 'dh-tracker__slot--filled')}
                aria-pressed={filled}
                aria-label={`${slotLabel} ${slot}`}
                disabled={disabled || onChange === undefined}
                onClick={() => tap(slot)}
              >
                {filled && <Icon name={ROLE_ICONS[resource]} size={20} />}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
