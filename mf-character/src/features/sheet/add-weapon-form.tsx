import { useState } from 'react';
import { equipmentChoices, INVENTORY, type Weapon } from '@duality/rules';
import { EquipmentPicker } from './equipment-picker';
import { Button } from '@duality/ui';

const hands = (w: Weapon) => (w.burden === 2 ? 'two-handed' : 'one-handed');

/** The numbers a player compares weapons by, in one line. */
export const weaponDetails = (w: Weapon) =>
  `Tier ${w.tier} · ${w.slot} · ${hands(w)} · ${w.trait} · ${w.range} · ${w.damage}`;

/**
 * Behind an "Add a weapon" button, a searchable list of every weapon of the catalog, every tier, the player's
 * homebrew marked; at most four are carried (spec), so the button goes once four are.
 */
export function AddWeaponForm({
  weapons,
  carried,
  onAdd,
}: {
  weapons: ReadonlyMap<string, Weapon>;
  carried: number;
  onAdd: (weapon: Weapon) => void;
}) {
  // The list is shown only when asked for: the sheet stays short on a phone.
  const [open, setOpen] = useState(false);
  if (carried >= INVENTORY.maxWeapons)
    return (
      <p className="sheet-note">
        You carry {INVENTORY.maxWeapons} weapons, the most you can; remove one to add another.
      </p>
    );
  if (!open)
    return (
      <Button variant="quiet" aria-expanded={false} onClick={() => setOpen(true)}>
        Add a weapon
      </Button>
    );
  return (
    <EquipmentPicker
      noun="weapons"
      choices={equipmentChoices(weapons)}
      details={weaponDetails}
      action={(w) => `Take ${w.name}`}
      onPick={onAdd}
      onClose={() => setOpen(false)}
    />
  );
}
