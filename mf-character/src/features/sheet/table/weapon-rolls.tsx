import { useState } from 'react';
import {
  attackRollInput,
  damageLogEntry,
  describeDamageRoll,
  fixedDice,
  rollWeaponDamage,
  traitLabel,
  weaponAttackTrait,
  type DamageRollResult,
  type Weapon,
} from '@duality/rules';
import { useDataStores } from '@duality/stores/react';
import { useSheetDice } from './dice-context';
import { DualityResult } from './roll-result';
import { useTable } from './table-context';
import { useDualityRoll, type RollAttempt } from './use-duality-roll';
import { useRecordRoll } from './use-record-roll';
import type { SheetPanelProps } from '../sheet-props';
import { Button } from '@duality/ui';

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
  const { rolls } = useDataStores();
  const duality = useDualityRoll(table);
  const record = useRecordRoll(id, character, edit);
  const [shown, setShown] = useState<Shown | null>(null);
  const [critical, setCritical] = useState(false);
  const trait = weaponAttackTrait(weapon, sheet);

  const attack = async () => {
    const input = attackRollInput(sheet, weapon);
    if (input === null || trait === null)
      return setShown({
        error: `${name} attacks with Spellcast, and this character has no Spellcast trait.`,
      });
    const result = await duality(input, `${name} (${traitLabel(trait)})`, `${name} attack`);
    setCritical(result.ok && result.made.roll.critical);
    setShown({ attack: result });
  };
  // In a campaign the server rolls the damage dice (the sheet's dice when it cannot be reached).
  const damage = async () => {
    const local = rollWeaponDamage(sheet, weapon, critical, dice);
    if (!local.ok) return setShown({ error: local.error });
    const what = `${name} damage${critical ? ' (critical)' : ''}`;
    let result = local.roll;
    let logged = false;
    if (character.campaign !== null && local.roll.rolls.length > 0) {
      const server = await rolls.roll({
        characterId: id,
        kind: 'damage',
        label: what,
        modifier: local.roll.modifier + local.roll.criticalBonus,
        edge: 'none',
        dice: [{ die: local.roll.sides, count: local.roll.rolls.length }],
      });
      if (!server.ok && !server.unreachable) return setShown({ error: server.message });
      if (server.ok) {
        const replayed = rollWeaponDamage(
          sheet,
          weapon,
          critical,
          fixedDice(server.row.dice.map((d) => d.value)),
        );
        if (replayed.ok) [result, logged] = [replayed.roll, true];
      }
    }
    record(damageLogEntry(result, { id: crypto.randomUUID(), what, time: new Date() }), undefined, {
      logged,
    });
    setCritical(false);
    setShown({ damage: result });
  };

  return (
    <div className="sheet-weapon-rolls">
      <span className="sheet-row">
        <Button aria-label={`Attack with ${name}`} onClick={() => void attack()}>
          Attack
        </Button>
        <Button aria-label={`Roll ${name} damage`} onClick={() => void damage()}>
          Damage{critical ? ' (critical)' : ''}
        </Button>
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
