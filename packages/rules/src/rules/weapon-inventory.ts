// Carrying and equipping weapons on the sheet (SRD: Weapons, "Your character can only equip up to one weapon
// of each category at a time" and "maximum burden is 2 hands"; at most 4 weapons carried).
import { INVENTORY } from '../constants';
import type { Character, WeaponEntry } from '../schemas/character';
import type { Weapon } from '../schemas/homebrew';
import type { Catalog } from './catalog';

/** The hands a character has for weapons; a feature that ignores burden (the sheet's max null) lifts it. */
export const MAX_BURDEN = 2;

export type WeaponChange = { ok: true; character: Character } | { ok: false; error: string };

/** Why the character cannot carry another weapon, or null while fewer than 4 are carried. */
export function addWeaponProblem(character: Character): string | null {
  return character.inventory.weapons.length >= INVENTORY.maxWeapons
    ? `You can carry at most ${INVENTORY.maxWeapons} weapons; remove one first.`
    : null;
}

/**
 * Why these weapons cannot all be equipped together, or null when they can: at most one primary and one
 * secondary, and their burden within `maxBurden` hands (null: a feature ignores burden).
 */
export function equipProblem(weapons: readonly Weapon[], maxBurden: number | null): string | null {
  const primaries = weapons.filter((w) => w.slot === 'primary');
  const secondaries = weapons.filter((w) => w.slot === 'secondary');
  if (primaries.length > 1)
    return `Only one primary weapon can be equipped; unequip ${primaries[0]!.name} first.`;
  if (secondaries.length > 1)
    return `Only one secondary weapon can be equipped; unequip ${secondaries[0]!.name} first.`;
  const hands = weapons.reduce((sum, w) => sum + w.burden, 0);
  if (maxBurden === null || hands <= maxBurden) return null;
  return primaries.some((w) => w.burden === 2) && secondaries.length > 0
    ? 'A two-handed primary weapon leaves no hand for a secondary weapon.'
    : `These weapons need ${hands} hands; you have ${maxBurden}.`;
}

/** The catalog weapons of the equipped entries (entries whose weapon is gone from the catalog are skipped). */
function equippedWeapons(entries: readonly WeaponEntry[], catalog: Catalog): Weapon[] {
  return entries.flatMap((e) => {
    const w = e.equipped ? catalog.weapons.get(e.itemId) : undefined;
    return w ? [w] : [];
  });
}

const withWeapons = (c: Character, weapons: WeaponEntry[]): Character => ({
  ...c,
  inventory: { ...c.inventory, weapons },
});

/**
 * Adds a catalog weapon as a new entry `entryId`: equipped when it fits beside the equipped ones, else carried.
 * Refused at the weapon limit. Pure: the input is not changed.
 */
export function addWeapon(
  character: Character,
  weapon: Weapon,
  entryId: string,
  catalog: Catalog,
  maxBurden: number | null,
): WeaponChange {
  const full = addWeaponProblem(character);
  if (full) return { ok: false, error: full };
  const equipped = equippedWeapons(character.inventory.weapons, catalog);
  const entry: WeaponEntry = {
    id: entryId,
    itemId: weapon.id,
    name: weapon.name,
    equipped: equipProblem([...equipped, weapon], maxBurden) === null,
    notes: '',
  };
  return { ok: true, character: withWeapons(character, [...character.inventory.weapons, entry]) };
}

/** Removes one weapon entry (a missing id changes nothing). */
export function removeWeapon(character: Character, entryId: string): Character {
  return withWeapons(
    character,
    character.inventory.weapons.filter((w) => w.id !== entryId),
  );
}

/**
 * Equips or unequips one entry; equipping is refused with the reason when it breaks the category or burden
 * rule (see equipProblem). Unequipping always succeeds.
 */
export function setWeaponEquipped(
  character: Character,
  entryId: string,
  equipped: boolean,
  catalog: Catalog,
  maxBurden: number | null,
): WeaponChange {
  const weapons = character.inventory.weapons.map((w) => (w.id === entryId ? { ...w, equipped } : w));
  if (equipped) {
    const problem = equipProblem(equippedWeapons(weapons, catalog), maxBurden);
    if (problem) return { ok: false, error: problem };
  }
  return { ok: true, character: withWeapons(character, weapons) };
}
