import { describe, expect, it } from 'vitest';
import { builtinCatalog } from '../data/content';
import { characterSchema } from '../schemas/character';
import { buildCatalog } from './catalog';
import { addWeapon, equipProblem, MAX_BURDEN, removeWeapon, setWeaponEquipped } from './weapon-inventory';

const catalog = builtinCatalog();
const weapon = (id: string) => catalog.weapons.get(id)!;
const entry = (itemId: string, equipped = true) => ({
  id: `w-${itemId}`,
  itemId,
  name: weapon(itemId).name,
  equipped,
});
const carrying = (...weapons: ReturnType<typeof entry>[]) =>
  characterSchema.parse({ inventory: { weapons } });
const mustBeOk = (r: ReturnType<typeof addWeapon>) => {
  if (!r.ok) throw new Error(r.error);
  return r.character;
};

describe('weapons on the sheet (SRD: Weapons)', () => {
  it('a two-handed primary fills both hands; a one-handed primary leaves one for a secondary', () => {
    const longsword = weapon('core_weapon_longsword');
    const broadsword = weapon('core_weapon_broadsword');
    const shield = weapon('core_weapon_round_shield');
    expect([longsword.burden, broadsword.burden, shield.burden]).toEqual([2, 1, 1]);
    expect(equipProblem([longsword, shield], MAX_BURDEN)).toBe(
      'A two-handed primary weapon leaves no hand for a secondary weapon.',
    );
    expect(equipProblem([broadsword, shield], MAX_BURDEN)).toBeNull();
    // A feature that ignores burden (the Warrior's Combat Training) lifts the hands, not the categories.
    expect(equipProblem([longsword, shield], null)).toBeNull();
    expect(equipProblem([longsword, broadsword], null)).toBe(
      'Only one primary weapon can be equipped; unequip Longsword first.',
    );
    expect(equipProblem([shield, weapon('core_weapon_small_dagger')], MAX_BURDEN)).toMatch(
      /^Only one secondary weapon/,
    );
  });

  it('adds a weapon equipped when it fits, carried when it does not, and refuses a fifth', () => {
    let c = carrying(entry('core_weapon_longsword'));
    c = mustBeOk(addWeapon(c, weapon('core_weapon_round_shield'), 'shield', catalog, MAX_BURDEN));
    expect(c.inventory.weapons[1]).toEqual({
      id: 'shield',
      itemId: 'core_weapon_round_shield',
      name: 'Round Shield',
      equipped: false,
      notes: '',
    });
    c = mustBeOk(addWeapon(c, weapon('core_weapon_dagger'), 'dagger', catalog, MAX_BURDEN));
    c = mustBeOk(addWeapon(c, weapon('core_weapon_whip'), 'whip', catalog, MAX_BURDEN));
    expect(c.inventory.weapons).toHaveLength(4);
    expect(addWeapon(c, weapon('core_weapon_mace'), 'mace', catalog, MAX_BURDEN)).toEqual({
      ok: false,
      error: 'You can carry at most 4 weapons; remove one first.',
    });
    const empty = mustBeOk(addWeapon(carrying(), weapon('core_weapon_mace'), 'mace', catalog, MAX_BURDEN));
    expect(empty.inventory.weapons[0]!.equipped).toBe(true);
  });

  it('equipping is checked; unequipping and removing always work; the input is unchanged', () => {
    const c = carrying(entry('core_weapon_longsword'), entry('core_weapon_round_shield', false));
    const before = structuredClone(c);
    expect(setWeaponEquipped(c, 'w-core_weapon_round_shield', true, catalog, MAX_BURDEN)).toEqual({
      ok: false,
      error: 'A two-handed primary weapon leaves no hand for a secondary weapon.',
    });
    const freed = mustBeOk(setWeaponEquipped(c, 'w-core_weapon_longsword', false, catalog, MAX_BURDEN));
    const shielded = mustBeOk(
      setWeaponEquipped(freed, 'w-core_weapon_round_shield', true, catalog, MAX_BURDEN),
    );
    expect(shielded.inventory.weapons.map((w) => w.equipped)).toEqual([false, true]);
    expect(removeWeapon(c, 'w-core_weapon_longsword').inventory.weapons.map((w) => w.itemId)).toEqual([
      'core_weapon_round_shield',
    ]);
    expect(c).toEqual(before);
  });

  it('a homebrew weapon counts by its own burden', () => {
    const heavy = {
      ...weapon('core_weapon_round_shield'),
      id: '77',
      name: 'Door',
      burden: 2 as const,
      user_id: 'u',
    };
    const withHomebrew = buildCatalog({ weapons: [...catalog.weapons.values(), heavy] });
    const c = carrying(entry('core_weapon_dagger'));
    const added = mustBeOk(addWeapon(c, heavy, 'door', withHomebrew, MAX_BURDEN));
    expect(added.inventory.weapons[1]!.equipped).toBe(false);
    expect(setWeaponEquipped(added, 'door', true, withHomebrew, MAX_BURDEN)).toEqual({
      ok: false,
      error: 'These weapons need 3 hands; you have 2.',
    });
  });
});
