import { HOPE_RULE_TEXT, type Resources } from '@duality/rules';
import type { SheetPanelProps } from './sheet-props';
import { Tracker } from './tracker';

/** Hit points, stress, hope and armor slots, with the spec's maxima (the derived slots) and the hope rule. */
export function TrackersPanel({ character, sheet, edit }: SheetPanelProps) {
  const set = (track: keyof Resources) => (value: number) =>
    edit((c) => ({ ...c, resources: { ...c.resources, [track]: value } }));
  const r = character.resources;
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
