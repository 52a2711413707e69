import { useRef, useState } from 'react';
import {
  addWeapon,
  damageAtProficiency,
  removeWeapon,
  setWeaponEquipped,
  switchActiveWeapon,
  type Character,
  type Weapon,
} from '@duality/rules';
import { AddWeaponForm } from './add-weapon-form';
import type { SheetPanelProps } from './sheet-props';
import { WeaponRow } from './weapon-row';
import { useLoadedCatalog } from '../../hooks/use-loaded-catalog';

type Change = ReturnType<typeof addWeapon>;

const switched = (name: string, away: readonly string[]) =>
  away.length === 0 ? `Equipped ${name}.` : `Equipped ${name}; put away ${away.join(' and ')}.`;

/**
 * Up to four weapons with their damage at the current proficiency; the Beastform attack while shifted. Adding,
 * equipping and removing go through the rules (one primary and one secondary equipped, within two hands unless
 * a feature lifts the burden); a refused change says why and changes nothing.
 */
export function WeaponsPanel({ character, sheet, edit }: SheetPanelProps) {
  const catalog = useLoadedCatalog();
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const maxBurden = sheet.burden.max;
  // A removed weapon's button is gone: the keyboard focus goes to the panel's heading, not to the page's start.
  const heading = useRef<HTMLHeadingElement>(null);
  /** Checks the change on the shown character, then applies it to the store's current one. */
  const change = (apply: (c: Character) => Change, done: (c: Character) => string | null) => {
    const result = apply(character);
    if (!result.ok) return setMessage({ error: true, text: result.error });
    edit((c) => {
      const r = apply(c);
      return r.ok ? r.character : c;
    });
    const text = done(result.character);
    setMessage(text === null ? null : { error: false, text });
  };
  const add = (weapon: Weapon) => {
    const entryId = crypto.randomUUID();
    change(
      (c) => addWeapon(c, weapon, entryId, catalog, maxBurden),
      (after) =>
        after.inventory.weapons.find((w) => w.id === entryId)?.equipped
          ? `Added ${weapon.name}, equipped.`
          : `Added ${weapon.name}, carried: your hands are full, so it is not equipped.`,
    );
  };
  /** The weapons switching `entryId` in would put away, as the rules say (on the shown character). */
  const putAway = (entryId: string) => {
    const r = switchActiveWeapon(character, entryId, catalog, maxBurden);
    return r.ok ? r.unequipped : [];
  };
  const attack = sheet.beastformAttack;
  return (
    <section className="sheet-panel sheet-weapons" aria-labelledby="sheet-weapons">
      <h2 id="sheet-weapons" ref={heading} tabIndex={-1}>
        Weapons
      </h2>
      {attack && (
        <p className="sheet-beastform-attack">
          Beastform attack: {attack.trait} · {attack.range} ·{' '}
          {damageAtProficiency(attack.damage, sheet.proficiency)}
        </p>
      )}
      {character.inventory.weapons.length === 0 && <p>No weapons.</p>}
      <ul className="sheet-list">
        {character.inventory.weapons.map((entry) => (
          <WeaponRow
            key={entry.id}
            entry={entry}
            weapon={catalog.weapons.get(entry.itemId)}
            sheet={sheet}
            onEquip={(equipped) =>
              equipped
                ? // Equipping makes it the active weapon of its slot: the one there (and, for two hands,
                  // the other slot's) is put away, by the burden rule, and the sheet says which.
                  change(
                    (c) => switchActiveWeapon(c, entry.id, catalog, maxBurden),
                    () => switched(entry.name, putAway(entry.id)),
                  )
                : change(
                    (c) => setWeaponEquipped(c, entry.id, false, catalog, maxBurden),
                    () => `Put away ${entry.name}.`,
                  )
            }
            onRemove={() =>
              change(
                (c) => ({ ok: true, character: removeWeapon(c, entry.id) }),
                () => {
                  heading.current?.focus();
                  return `Removed ${entry.name}.`;
                },
              )
            }
          />
        ))}
      </ul>
      <p className="sheet-note">
        Burden {sheet.burden.used}
        {sheet.burden.max === null ? '' : ` of ${sheet.burden.max}`} hands
      </p>
      {message?.error ? (
        <p className="dh-form-message dh-form-message--error" role="alert">
          {message.text}
        </p>
      ) : (
        <p role="status" aria-live="polite" className="sheet-note">
          {message?.text}
        </p>
      )}
      <AddWeaponForm weapons={catalog.weapons} carried={character.inventory.weapons.length} onAdd={add} />
    </section>
  );
}
