import { HOPE_RULE_TEXT, type Resources } from '@duality/rules';
import type { SheetPanelProps } from './sheet-props';
import { Tracker } from './tracker';
import { TRACKS, useTrackChange } from './use-track-change';

const ORDER: (keyof Resources)[] = ['health', 'stress', 'armor', 'hope'];

/** Hit points, stress, hope and armor slots, with the spec's maxima (the derived slots) and the hope rule. */
export function TrackersPanel({ character, sheet, edit }: SheetPanelProps) {
  // Every tap can be taken back for 10 s (the sheet's undo bar).
  const change = useTrackChange({ character, edit });
  return (
    <section className="sheet-panel sheet-trackers" aria-labelledby="sheet-trackers">
      <h2 id="sheet-trackers">Damage and Health</h2>
      {ORDER.map((track) => (
        <Tracker
          key={track}
          label={TRACKS[track].name}
          unit={TRACKS[track].unit}
          value={character.resources[track]}
          slots={sheet.slots[track]}
          filled={TRACKS[track].filled}
          resource={TRACKS[track].resource}
          onChange={(value) => change(track, value)}
        />
      ))}
      <p className="sheet-note">{HOPE_RULE_TEXT}</p>
    </section>
  );
}
