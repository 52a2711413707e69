import type { SheetSettings } from '@duality/rules';
import { Button } from '@duality/ui';

/** On screen only: what to print (current trackers, gold) and the Print button. */
export function PrintOptions({
  settings,
  update,
}: {
  settings: SheetSettings;
  update: (c: Partial<SheetSettings>) => void;
}) {
  return (
    <div className="print-options dh-no-print" role="group" aria-label="Print options">
      <label className="sheet-inline">
        <input
          type="checkbox"
          checked={settings.printShowResources}
          onChange={(e) => update({ printShowResources: e.target.checked })}
        />{' '}
        Print marked Hit Points, Stress, Hope and Armor
      </label>
      <label className="sheet-inline">
        <input
          type="checkbox"
          checked={settings.printShowGold}
          onChange={(e) => update({ printShowGold: e.target.checked })}
        />{' '}
        Print gold
      </label>
      <Button onClick={() => window.print()}>Print</Button>
    </div>
  );
}
