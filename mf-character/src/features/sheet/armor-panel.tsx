import { useState } from 'react';
import {
  equipArmor,
  equipmentChoices,
  removeArmor,
  type Armor,
  type Character,
  type DerivedSheet,
} from '@duality/rules';
import { HomebrewBadge } from '@duality/ui/game';
import { EquipmentPicker } from './equipment-picker';
import type { SheetPanelProps } from './sheet-props';
import './sheet-gear.css';
import { useLoadedCatalog } from '../../hooks/use-loaded-catalog';
import { Button } from '@duality/ui';

/** The numbers a player compares armor by, in one line. */
export const armorDetails = (a: Armor) =>
  `Tier ${a.tier} · Armor ${a.score} · thresholds ${a.majorThreshold}/${a.severeThreshold}`;

/**
 * The armor worn: put on any armor of the catalog (every tier, homebrew marked), swap it, or take it off
 * (unarmored: Armor Score 0, thresholds at the level and twice the level). The sheet re-derives at once.
 */
export function ArmorPanel({ character, edit }: SheetPanelProps) {
  const catalog = useLoadedCatalog();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const worn = character.inventory.armor;
  const wornArmor = worn ? catalog.armor.get(worn.itemId) : undefined;
  type Change = ReturnType<typeof removeArmor>;
  /** Checks the change on the shown character, then applies it to the store's current one. */
  const apply = (change: (c: Character) => Change, done: (sheet: DerivedSheet) => string) => {
    const result = change(character);
    if (!result.ok) return setMessage({ error: true, text: result.error });
    edit((c) => {
      const r = change(c);
      return r.ok ? r.character : c;
    });
    setMessage({ error: false, text: done(result.sheet) });
  };
  const thresholds = (s: DerivedSheet) => `thresholds ${s.thresholds.major} and ${s.thresholds.severe}`;
  const put = (armor: Armor) => {
    setOpen(false);
    const entryId = crypto.randomUUID();
    apply(
      (c) => equipArmor(c, armor, entryId, catalog),
      (s) => `Now wearing ${armor.name}: Armor Score ${s.armorScore}, ${thresholds(s)}.`,
    );
  };
  const takeOff = () =>
    apply(
      (c) => removeArmor(c, catalog),
      (s) => `Armor taken off: Armor Score 0, ${thresholds(s)}.`,
    );
  return (
    <section className="sheet-panel sheet-armor-panel" aria-labelledby="sheet-armor">
      <h2 id="sheet-armor">Armor</h2>
      <p className="sheet-armor" data-armor={worn?.name ?? 'none'}>
        {worn ? (
          <>
            Wearing <strong>{worn.name}</strong>
            {wornArmor?.user_id !== undefined && (
              <>
                {' '}
                <HomebrewBadge />
              </>
            )}
            {wornArmor && <span className="sheet-note"> · {armorDetails(wornArmor)}</span>}
          </>
        ) : (
          <>No armor: Armor Score 0, thresholds at your level and twice your level.</>
        )}
      </p>
      {open ? (
        <EquipmentPicker
          noun="armor"
          choices={equipmentChoices(catalog.armor)}
          details={armorDetails}
          action={(a) => `Wear ${a.name}`}
          onPick={put}
          onClose={() => setOpen(false)}
        />
      ) : (
        <div className="sheet-row">
          <Button aria-expanded={false} onClick={() => setOpen(true)}>
            {worn ? 'Change armor' : 'Put on armor'}
          </Button>
          {worn && (
            <Button variant="quiet" onClick={takeOff}>
              Take off armor
            </Button>
          )}
        </div>
      )}
      {message?.error ? (
        <p className="dh-form-message dh-form-message--error" role="alert">
          {message.text}
        </p>
      ) : (
        <p role="status" aria-live="polite" className="sheet-note">
          {message?.text}
        </p>
      )}
    </section>
  );
}
