import { useState } from 'react';
import {
  attackRollInput,
  damageLogEntry,
  describeDamageRoll,
  rollWeaponDamage,
  traitLabel,
  weaponAttackTrait,
  type DamageRollResult,
  type Weapon,
} from '@duality/rules';
import { useSheetDice } from './dice-context';
import { DualityResult } from './roll-result';
import { useTable } from './table-context';
import { useDualityRoll, type RollAttempt } from './use-duality-roll';
import { useRecordRoll } from './use-record-roll';
import type { SheetPanelProps } from '../sheet-props';

/** Attack and Damage for one weapon row of the sheet (nothing outside a sheet). */
export function WeaponRolls({ weapon, name }: { weapon: Weapon; name: string }) {
  const table = useTable();
  return table ? <Rolls table={table} weapon={weapon} name={name} /> : null;
}

type Shown = { attack: RollAttempt } | { damage: DamageRollResult } | { error: string };

/**
 * Attack: an action roll with the weapon's trait (a Spellcast weapon uses the Spellcast trait). Damage: the
 * weapon's dice at the proficiency, plus the dice's maximum when this weapon's last attack was a critical.
 */
function Rolls({ table, weapon, name }: { table: SheetPanelProps; weapon: Weapon; name: string }) {
  const { id, character, sheet, edit } = table;
  const dice = useSheetDice();
  const duality = useDualityRoll(table);
  const record = useRecordRoll(id, character, edit);
  const [shown, setShown] = useState<Shown | null>(null);
  const [critical, setCritical] = useState(false);
  const trait = weaponAttackTrait(weapon, sheet);

  const attack = () => {
    const input = attackRollInput(sheet, weapon);
    if (input === null || trait === null)
      return setShown({
        error: `${name} attacks with Spellcast, and this character has no Spellcast trait.`,
      });
    const result = duality(input, `${name} (${traitLabel(trait)})`, `${name} attack`);
    setCritical(result.ok && result.made.roll.critical);
    setShown({ attack: result });
  };
  const damage = () => {
    const result = rollWeaponDamage(sheet, weapon, critical, dice);
    if (!result.ok) return setShown({ error: result.error });
    const what = `${name} damage${critical ? ' (critical)' : ''}`;
    record(damageLogEntry(result.roll, { id: crypto.randomUUID(), what, time: new Date() }));
    setCritical(false);
    setShown({ damage: result.roll });
  };

  return (
    <div className="sheet-weapon-rolls">
      <span className="sheet-row">
        <button type="button" className="dh-button" aria-label={`Attack with ${name}`} onClick={attack}>
          Attack
        </button>
        <button type="button" className="dh-button" aria-label={`Roll ${name} damage`} onClick={damage}>
          Damage{critical ? ' (critical)' : ''}
        </button>
      </span>
      {/* Announced politely, but not a status role: the Weapons panel has its own status line. */}
      <div aria-live="polite">
        {shown && 'attack' in shown && shown.attack.ok && (
          <DualityResult made={shown.attack.made} hopeSlots={sheet.slots.hope} />
        )}
        {shown && 'damage' in shown && (
          <p className="sheet-roll__damage">{describeDamageRoll(shown.damage)}</p>
        )}
      </div>
      {shown && 'attack' in shown && !shown.attack.ok && (
        <p className="dh-form-message dh-form-message--error" role="alert">
          {shown.attack.error}
        </p>
      )}
      {shown && 'error' in shown && (
        <p className="dh-form-message dh-form-message--error" role="alert">
          {shown.error}
        </p>
      )}
    </div>
  );
}
