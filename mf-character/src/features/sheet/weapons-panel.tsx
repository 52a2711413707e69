import { HomebrewBadge } from '@duality/ui/game';
import { weaponDamage } from '../../lib/weapon-damage';
import type { SheetPanelProps } from './sheet-props';
import { useLoadedCatalog } from '../../hooks/use-loaded-catalog';

/** Up to four weapons with their damage at the current proficiency; the Beastform attack while shifted. */
export function WeaponsPanel({ character, sheet, edit }: SheetPanelProps) {
  const catalog = useLoadedCatalog();
  const toggle = (entryId: string) =>
    edit((c) => ({
      ...c,
      inventory: {
        ...c.inventory,
        weapons: c.inventory.weapons.map((w) => (w.id === entryId ? { ...w, equipped: !w.equipped } : w)),
      },
    }));
  const attack = sheet.beastformAttack;
  return (
    <section className="sheet-panel sheet-weapons" aria-labelledby="sheet-weapons">
      <h2 id="sheet-weapons">Weapons</h2>
      {attack && (
        <p className="sheet-beastform-attack">
          Beastform attack: {attack.trait} · {attack.range} · {weaponDamage(attack.damage, sheet.proficiency)}
        </p>
      )}
      {character.inventory.weapons.length === 0 && <p>No weapons.</p>}
      <ul className="sheet-list">
        {character.inventory.weapons.map((entry) => {
          const weapon = catalog.weapons.get(entry.itemId);
          const melee = weapon?.slot === 'primary' && weapon.range === 'Melee';
          return (
            <li key={entry.id} className="sheet-weapon" data-weapon={entry.name}>
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
                    {weaponDamage(weapon.damage, sheet.proficiency, melee ? sheet.primaryMeleeDamage : 0)}
                  </span>{' '}
                  {weapon.damageType === 'magical' ? 'mag' : 'phy'} · {weapon.slot}
                </span>
              ) : (
                <span> (not in your content)</span>
              )}
              <label className="sheet-inline">
                <input type="checkbox" checked={entry.equipped} onChange={() => toggle(entry.id)} /> Equipped
              </label>
            </li>
          );
        })}
      </ul>
      <p className="sheet-note">
        Burden {sheet.burden.used}
        {sheet.burden.max === null ? '' : ` of ${sheet.burden.max}`} hands
      </p>
    </section>
  );
}
