// Equipment that changes during play (SRD: Armor, Weapons, Equipment): armor equipped, swapped or taken off at
// any time (unarmored: Armor Score 0, thresholds = level and twice the level, stats.ts), any catalog weapon or
// armor of any tier picked up (homebrew marked), and the active primary and secondary switched within the burden
// rule. Each change returns the new character and its re-derived sheet; the old character is unchanged (undo).
import type { ArmorEntry, Character } from '../schemas/character';
import type { Armor, Weapon } from '../schemas/homebrew';
import type { Catalog } from '../rules/catalog';
import { deriveSheet, type DerivedSheet, type ShapeshiftState } from '../rules/derive';
import { equipProblem } from '../rules/weapon-inventory';

export type EquipmentChange =
  | { ok: true; character: Character; sheet: DerivedSheet; unequipped: string[] }
  | { ok: false; error: string };

/** Re-derives the sheet and keeps the marked Armor Slots within the new armor's slots. */
function settle(
  character: Character,
  catalog: Catalog,
  shapeshift: ShapeshiftState | undefined,
  unequipped: string[] = [],
): EquipmentChange {
  const sheet = deriveSheet(character, catalog, shapeshift);
  const armor = Math.min(character.resources.armor, sheet.slots.armor);
  const next =
    armor === character.resources.armor
      ? character
      : { ...character, resources: { ...character.resources, armor } };
  return { ok: true, character: next, sheet, unequipped };
}

/**
 * Puts on `armor` (any tier, homebrew included) as entry `entryId`, in place of the armor worn. The old armor's
 * attachment does not move to the new one; marked Armor Slots above the new armor's slots are cleared.
 */
export function equipArmor(
  character: Character,
  armor: Armor,
  entryId: string,
  catalog: Catalog,
  shapeshift?: ShapeshiftState,
): EquipmentChange {
  if (!catalog.armor.has(armor.id)) return { ok: false, error: `${armor.name} is not in your content.` };
  const entry: ArmorEntry = {
    id: entryId,
    itemId: armor.id,
    name: armor.name,
    equipped: true,
    notes: '',
    attachment: null,
  };
  return settle({ ...character, inventory: { ...character.inventory, armor: entry } }, catalog, shapeshift);
}

/** Takes the armor off: unarmored, the Armor Score is 0 and the thresholds are the level and twice the level. */
export function removeArmor(
  character: Character,
  catalog: Catalog,
  shapeshift?: ShapeshiftState,
): EquipmentChange {
  return settle({ ...character, inventory: { ...character.inventory, armor: null } }, catalog, shapeshift);
}

/**
 * Makes entry `entryId` an active weapon: the weapon equipped in the same slot is put away, and when the hands
 * are still too few (a two-handed primary), the other slot's weapon is put away too. `unequipped` names them.
 */
export function switchActiveWeapon(
  character: Character,
  entryId: string,
  catalog: Catalog,
  maxBurden: number | null,
  shapeshift?: ShapeshiftState,
): EquipmentChange {
  const entries = character.inventory.weapons;
  const entry = entries.find((w) => w.id === entryId);
  const weapon = entry && catalog.weapons.get(entry.itemId);
  if (!entry || !weapon) return { ok: false, error: 'That weapon is no longer in your content.' };
  const slotOf = (id: string) => catalog.weapons.get(id)?.slot;
  const unequipped: string[] = [];
  const putAway = (keep: (w: (typeof entries)[number]) => boolean) =>
    entries.map((w) => {
      if (w.id === entryId) return { ...w, equipped: true };
      if (w.equipped && !keep(w)) {
        unequipped.push(w.name);
        return { ...w, equipped: false };
      }
      return w;
    });
  const equipped = (list: typeof entries) =>
    list.flatMap((w) => (w.equipped ? [catalog.weapons.get(w.itemId)].filter((x): x is Weapon => !!x) : []));
  let weapons = putAway((w) => slotOf(w.itemId) !== weapon.slot);
  if (equipProblem(equipped(weapons), maxBurden) !== null) {
    unequipped.length = 0;
    weapons = putAway(() => false);
  }
  const problem = equipProblem(equipped(weapons), maxBurden);
  if (problem) return { ok: false, error: problem };
  return settle(
    { ...character, inventory: { ...character.inventory, weapons } },
    catalog,
    shapeshift,
    unequipped,
  );
}

export interface EquipmentChoice<T> {
  item: T;
  /** Made by a player (a homebrew row), shown with the homebrew mark. */
  homebrew: boolean;
}

/** Every weapon or armor of the catalog, every tier, homebrew included and marked: by tier, then by name. */
export function equipmentChoices<T extends Weapon | Armor>(
  items: ReadonlyMap<string, T>,
): EquipmentChoice<T>[] {
  return [...items.values()]
    .sort((a, b) => a.tier - b.tier || a.name.localeCompare(b.name))
    .map((item) => ({ item, homebrew: item.user_id !== undefined }));
}
