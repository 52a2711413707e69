import type { Resources } from '@duality/rules';
import type { SheetPanelProps } from '../sheet-props';
import { Tracker } from '../tracker';
import { TRACKS, useTrackChange } from '../use-track-change';

const VITALS: readonly { track: keyof Resources; short: string; less: string; more: string }[] = [
  { track: 'health', short: 'HP', less: 'Clear a Hit Point', more: 'Mark a Hit Point' },
  { track: 'stress', short: 'Stress', less: 'Clear a Stress', more: 'Mark a Stress' },
  { track: 'hope', short: 'Hope', less: 'Spend a Hope', more: 'Gain a Hope' },
  { track: 'armor', short: 'Armor', less: 'Clear an Armor Slot', more: 'Mark an Armor Slot' },
];

/**
 * The phone's pinned vitals: Hit Points, Stress, Hope and Armor Slots as compact trackers, each one tap from a
 * change (undoable like every tracker tap), with Evasion and the damage thresholds beside them. Stays at the
 * top while the tab below scrolls.
 */
export function VitalsBar({ character, sheet, edit }: SheetPanelProps) {
  const change = useTrackChange({ character, edit });
  const { major, severe } = sheet.thresholds;
  return (
    <section className="sheet-vitals" aria-label="Vitals">
      <div className="sheet-vitals__tracks">
        {VITALS.map(({ track, short, less, more }) => (
          <Tracker
            key={track}
            layout="compact"
            label={TRACKS[track].name}
            unit={TRACKS[track].unit}
            filled={TRACKS[track].filled}
            resource={TRACKS[track].resource}
            shortLabel={short}
            stepLabels={{ less, more }}
            value={character.resources[track]}
            slots={sheet.slots[track]}
            onChange={(next) => change(track, next)}
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
