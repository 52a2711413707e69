import { tapTrack } from '@duality/rules';
import { IconButton } from '../button/icon-button';
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
  /** What a marked slot means, in the announced count: "marked" (the default: damage taken) or "held" (Hope). */
  verb?: string;
  /**
   * `slots` (the default): one 44 px toggle per slot. `compact`: − and + about the count, for a bar pinned
   * over a page or a row of many (the same tap rule: − clears the last marked slot, + marks the next one).
   */
  layout?: 'slots' | 'compact';
  /** `compact`: the short name shown beside the count ("HP"); the label otherwise. */
  shortLabel?: string;
  /** `compact`: the names of − and + (default "Clear a Hit Point", "Mark a Hit Point" from `slotLabel`). */
  stepLabels?: { less: string; more: string };
  disabled?: boolean;
  className?: string;
}

/**
 * A track of slots (Hit Points, Stress, Hope, armor). The one tap rule is the rules' `tapTrack`: tapping an
 * empty slot marks up to it, tapping a marked one clears it and every slot after it. A tap can clear a whole
 * track, so the caller offers it back (`useOfferUndo`). A marked slot shows the role's icon on the role's
 * colour; an empty one is an outline. The group is named with its count ("Stress: 2 of 6 marked").
 */
export function SlotTracker(props: SlotTrackerProps) {
  const { label, resource, value, max, verb = 'marked', layout = 'slots', className } = props;
  const marked = Math.max(0, Math.min(value, max));
  const said = `${marked} of ${max} ${verb}`;
  return (
    <div
      className={cx(
        'dh-tracker',
        `dh-tracker--${resource}`,
        layout === 'compact' && 'dh-tracker--compact',
        className,
      )}
      role="group"
      aria-label={`${label}: ${said}`}
      data-resource={resource}
    >
      {layout === 'compact' ? (
        <CompactTrack {...props} marked={marked} />
      ) : (
        <Slots {...props} marked={marked} />
      )}
      <span className="dh-visually-hidden">{said}</span>
    </div>
  );
}

type TrackProps = SlotTrackerProps & { marked: number };

function Slots({ label, slotLabel, resource, max, onChange, disabled, marked }: TrackProps) {
  return (
    <>
      <p className="dh-tracker__label" aria-hidden="true">
        <Icon name={ROLE_ICONS[resource]} size={18} />
        <span>{label}</span>
        <span className="dh-tracker__count">
          {marked}/{max}
        </span>
      </p>
      <ol className="dh-tracker__slots">
        {Array.from({ length: max }, (_, i) => {
          const filled = i < marked;
          return (
            <li key={i}>
              <button
                type="button"
                className={cx('dh-tracker__slot', filled && 'dh-tracker__slot--filled')}
                aria-pressed={filled}
                aria-label={`${slotLabel} ${i + 1}`}
                disabled={disabled || onChange === undefined}
                onClick={() => onChange?.(tapTrack(marked, i, max))}
              >
                {filled && <Icon name={ROLE_ICONS[resource]} size={20} />}
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}

function CompactTrack({
  label,
  slotLabel,
  shortLabel,
  stepLabels,
  resource,
  max,
  onChange,
  disabled,
  marked,
}: TrackProps) {
  const { less, more } = stepLabels ?? { less: `Clear a ${slotLabel}`, more: `Mark a ${slotLabel}` };
  const off = disabled || onChange === undefined;
  return (
    <>
      <IconButton
        icon="minus"
        label={less}
        disabled={off || marked <= 0}
        onClick={() => onChange?.(tapTrack(marked, marked - 1, max))}
      />
      <span className="dh-tracker__value" aria-hidden="true">
        <span className="dh-tracker__short">
          <Icon name={ROLE_ICONS[resource]} size={16} />
          {shortLabel ?? label}
        </span>
        <span className="dh-tracker__count">
          {marked}/{max}
        </span>
      </span>
      <IconButton
        icon="plus"
        label={more}
        disabled={off || marked >= max}
        onClick={() => onChange?.(tapTrack(marked, marked, max))}
      />
    </>
  );
}
