import { useId, useState, type FormEvent } from 'react';
import { INVENTORY, type Weapon } from '@duality/rules';

const hands = (w: Weapon) => (w.burden === 2 ? 'two-handed' : 'one-handed');

/** Behind an "Add a weapon" button, picks a weapon from the catalog (the built-in ones and the player's homebrew, which say so) to carry. */
export function AddWeaponForm({
  weapons,
  carried,
  onAdd,
}: {
  weapons: readonly Weapon[];
  carried: number;
  onAdd: (weapon: Weapon) => void;
}) {
  const [choice, setChoice] = useState('');
  // The list of some two hundred weapons is shown only when asked for: the sheet stays short on a phone.
  const [open, setOpen] = useState(false);
  const id = useId();
  const sorted = [...weapons].sort(
    (a, b) => a.tier - b.tier || a.slot.localeCompare(b.slot) || a.name.localeCompare(b.name),
  );
  if (carried >= INVENTORY.maxWeapons)
    return (
      <p className="sheet-note">
        You carry {INVENTORY.maxWeapons} weapons, the most you can; remove one to add another.
      </p>
    );
  if (!open)
    return (
      <button
        type="button"
        className="dh-button dh-button--quiet"
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        Add a weapon
      </button>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const weapon = weapons.find((w) => w.id === choice);
    if (!weapon) return;
    onAdd(weapon);
    setChoice('');
  };
  return (
    <form className="sheet-row sheet-add-weapon" onSubmit={submit} aria-label="Add a weapon">
      <label htmlFor={`${id}-weapon`}>Weapon</label>
      <select id={`${id}-weapon`} value={choice} onChange={(e) => setChoice(e.target.value)}>
        <option value="">Choose a weapon…</option>
        {sorted.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name} (tier {w.tier} {w.slot}, {hands(w)}){w.user_id === undefined ? '' : ' (Homebrew)'}
          </option>
        ))}
      </select>
      <button type="submit" className="dh-button" disabled={choice === ''}>
        Add weapon
      </button>
      <button type="button" className="dh-button dh-button--quiet" onClick={() => setOpen(false)}>
        Done
      </button>
    </form>
  );
}
