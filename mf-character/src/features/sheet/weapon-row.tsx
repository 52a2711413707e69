import { damageAtProficiency, type DerivedSheet, type Weapon, type WeaponEntry } from '@duality/rules';
import { HomebrewBadge } from '@duality/ui/game';
import { WeaponRolls } from './table/weapon-rolls';
import { Button } from '@duality/ui';

/** One carried weapon: its numbers at the current proficiency, equipped or not, and a way to drop it. */
export function WeaponRow({
  entry,
  weapon,
  sheet,
  onEquip,
  onRemove,
}: {
  entry: WeaponEntry;
  weapon: Weapon | undefined;
  sheet: DerivedSheet;
  onEquip: (equipped: boolean) => void;
  onRemove: () => void;
}) {
  const melee = weapon?.slot === 'primary' && weapon.range === 'Melee';
  return (
    <li className="sheet-weapon" data-weapon={entry.name}>
      <strong>{entry.name}</strong>
      {weapon?.user_id !== undefined && (
        <>
          {' '}
          <HomebrewBadge />
        </>
      )}
      {weapon ? (
        <span>
          {' '}
          {weapon.trait} · {weapon.range} ·{' '}
          <span className="sheet-weapon__damage">
            {damageAtProficiency(weapon.damage, sheet.proficiency, melee ? sheet.primaryMeleeDamage : 0)}
          </span>{' '}
          {weapon.damageType === 'magical' ? 'mag' : 'phy'} · {weapon.slot}
          {weapon.burden === 2 ? ' · two-handed' : ''}
        </span>
      ) : (
        <span> (not in your content)</span>
      )}
      {weapon && <WeaponRolls weapon={weapon} name={entry.name} />}
      <span className="sheet-row">
        <label className="sheet-inline">
          <input
            type="checkbox"
            checked={entry.equipped}
            onChange={(e) => onEquip(e.currentTarget.checked)}
          />{' '}
          Equipped
        </label>
        <Button variant="quiet" aria-label={`Remove ${entry.name}`} onClick={onRemove}>
          Remove
        </Button>
      </span>
    </li>
  );
}
