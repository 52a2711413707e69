import { HOPE_RULE_TEXT, type Resources } from '@duality/rules';
import type { SheetPanelProps } from './sheet-props';
import { useOfferUndo } from './table/undo';
import { Tracker } from './tracker';

const NAMES: Record<keyof Resources, string> = {
  health: 'Hit Points',
  stress: 'Stress',
  armor: 'Armor Slots',
  hope: 'Hope',
};

/** Hit points, stress, hope and armor slots, with the spec's maxima (the derived slots) and the hope rule. */
export function TrackersPanel({ character, sheet, edit }: SheetPanelProps) {
  const offerUndo = useOfferUndo();
  const r = character.resources;
  // Every tap can be taken back for 10 s; a tap that clears a whole track says so plainly.
  const set = (track: keyof Resources) => (value: number) => {
    const was = r[track];
    if (value === was) return;
    edit((c) => ({ ...c, resources: { ...c.resources, [track]: value } }));
    const name = NAMES[track];
    offerUndo(
      value === 0 ? `${name}: every one cleared (was ${was}).` : `${name}: ${value}, was ${was}.`,
      () => edit((c) => ({ ...c, resources: { ...c.resources, [track]: was } })),
    );
  };
  return (
    <section className="sheet-panel sheet-trackers" aria-labelledby="sheet-trackers">
      <h2 id="sheet-trackers">Damage and Health</h2>
      <Tracker
        label="Hit Points"
        unit="Hit Point"
        value={r.health}
        slots={sheet.slots.health}
        filled="marked"
        onChange={set('health')}
      />
      <Tracker
        label="Stress"
        unit="Stress"
        value={r.stress}
        slots={sheet.slots.stress}
        filled="marked"
        onChange={set('stress')}
      />
      <Tracker
        label="Armor Slots"
        unit="Armor Slot"
        value={r.armor}
        slots={sheet.slots.armor}
        filled="marked"
        onChange={set('armor')}
      />
      <Tracker
        label="Hope"
        unit="Hope"
        value={r.hope}
        slots={sheet.slots.hope}
        filled="held"
        onChange={set('hope')}
      />
      <p className="sheet-note">{HOPE_RULE_TEXT}</p>
    </section>
  );
}
