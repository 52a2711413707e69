import { SlotTracker, type TrackerResource } from '@duality/ui/controls';
import { usePaintFirst } from './use-paint-first';

export interface TrackerProps {
  /** The track's name, e.g. "Hit Points". */
  label: string;
  /** Singular name of one box, e.g. "Hit Point". */
  unit: string;
  value: number;
  slots: number;
  /** What a filled box means: marked damage, or Hope held. */
  filled: 'marked' | 'held';
  resource: TrackerResource;
  /** `compact` for the phone's pinned vitals: − and + about the count. */
  layout?: 'slots' | 'compact';
  shortLabel?: string;
  stepLabels?: { less: string; more: string };
  onChange: (value: number) => void;
}

/**
 * One of the sheet's tracks, drawn by the design system's `SlotTracker` (its tap rule is the rules'
 * `tapTrack`). The boxes show the tap at once; `onChange` (the edit, the save, the rest of the sheet) follows
 * once that frame is painted.
 */
export function Tracker({ label, unit, value, slots, filled, onChange, ...look }: TrackerProps) {
  const [shown, tap] = usePaintFirst(value, onChange);
  return (
    <SlotTracker
      label={label}
      slotLabel={unit}
      value={shown}
      max={slots}
      verb={filled}
      onChange={tap}
      {...look}
    />
  );
}
