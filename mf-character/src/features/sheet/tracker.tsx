import { tapTrack } from '@duality/rules';
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
  onChange: (value: number) => void;
}

/**
 * A row of boxes: tap (or Space/Enter) a box to fill up to it, tap a filled one to clear from it. The boxes show
 * the tap at once; `onChange` (the edit, the save, the rest of the sheet) follows once that frame is painted.
 */
export function Tracker({ label, unit, value, slots, filled, onChange }: TrackerProps) {
  const [shown, tap] = usePaintFirst(value, onChange);
  return (
    <div className="sheet-track" role="group" aria-label={`${label}: ${shown} of ${slots} ${filled}`}>
      <span className="sheet-track__label" aria-hidden="true">
        {label}{' '}
        <span className="sheet-track__count">
          {shown}/{slots}
        </span>
      </span>
      <span className="sheet-track__boxes">
        {Array.from({ length: slots }, (_, i) => (
          <button
            key={i}
            type="button"
            className="sheet-track__box"
            aria-pressed={i < shown}
            aria-label={`${unit} ${i + 1}`}
            onClick={() => tap(tapTrack(shown, i, slots))}
          />
        ))}
      </span>
    </div>
  );
}
