import type { Resources } from '@duality/rules';
import type { SheetPanelProps } from '../sheet-props';
import { usePaintFirst } from '../use-paint-first';
import { useTrackChange } from '../use-track-change';

const VITALS: readonly { track: keyof Resources; short: string; less: string; more: string }[] = [
  { track: 'health', short: 'HP', less: 'Clear a Hit Point', more: 'Mark a Hit Point' },
  { track: 'stress', short: 'Stress', less: 'Clear a Stress', more: 'Mark a Stress' },
  { track: 'hope', short: 'Hope', less: 'Spend a Hope', more: 'Gain a Hope' },
  { track: 'armor', short: 'Armor', less: 'Clear an Armor Slot', more: 'Mark an Armor Slot' },
];
type Vital = (typeof VITALS)[number];

/**
 * The phone's pinned vitals: Hit Points, Stress, Hope and Armor Slots, each one tap from a change (undoable like
 * every tracker tap), with Evasion and the damage thresholds beside them. Stays at the top while the tab
 * below scrolls.
 */
export function VitalsBar({ character, sheet, edit }: SheetPanelProps) {
  const change = useTrackChange({ character, edit });
  const { major, severe } = sheet.thresholds;
  return (
    <section className="sheet-vitals" aria-label="Vitals">
      <div className="sheet-vitals__tracks">
        {VITALS.map((vital) => (
          <VitalTrack
            key={vital.track}
            vital={vital}
            value={character.resources[vital.track]}
            slots={sheet.slots[vital.track]}
            onChange={(next) => change(vital.track, next)}
          />
        ))}
      </div>
      <p className="sheet-vitals__defense">
        Evasion <strong>{sheet.evasion}</strong> · Major <strong>{major}</strong> · Severe{' '}
        <strong>{severe}</strong>
      </p>
    </section>
  );
}

/** One pinned track: − and + about its count; a tap shows at once, the edit follows that frame. */
function VitalTrack({
  vital: { track, short, less, more },
  value,
  slots,
  onChange,
}: {
  vital: Vital;
  value: number;
  slots: number;
  onChange: (next: number) => void;
}) {
  const [shown, tap] = usePaintFirst(value, onChange);
  return (
    <div className="sheet-vital" data-vital={track}>
      <button
        type="button"
        className="dh-icon-button"
        aria-label={less}
        disabled={shown <= 0}
        onClick={() => tap(shown - 1)}
      >
        −
      </button>
      <span className="sheet-vital__value">
        <span className="sheet-vital__name">{short}</span>{' '}
        <span>
          {shown}/{slots}
        </span>
      </span>
      <button
        type="button"
        className="dh-icon-button"
        aria-label={more}
        disabled={shown >= slots}
        onClick={() => tap(shown + 1)}
      >
        +
      </button>
    </div>
  );
}
