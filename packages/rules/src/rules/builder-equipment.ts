// Starting equipment of a new character (SRD: Character Creation, step 5): the common gear, the potion choice
// and the class's own item, kept as inventory items with fixed ids so the builder can find and replace them.
import { STARTING_GEAR } from '../constants';
import type { Character, InventoryItem } from '../schemas/character';
import { inventoryItemSchema } from '../schemas/character';

/** The two potions a new character chooses between (SRD: Character Creation, step 5). */
export const STARTING_POTIONS = [
  'core_consumable_minor_health_potion',
  'core_consumable_minor_stamina_potion',
] as const;
export type StartingPotion = (typeof STARTING_POTIONS)[number];

/** Inventory ids the builder owns: the common gear, the potion and the class item. */
export const STARTING_ITEM_IDS = {
  gear: ['starting-torch', 'starting-rope', 'starting-supplies'] as const,
  potion: 'starting-potion',
  classItem: 'starting-class-item',
} as const;

const builderOwned = new Set<string>([
  ...STARTING_ITEM_IDS.gear,
  STARTING_ITEM_IDS.potion,
  STARTING_ITEM_IDS.classItem,
]);

/** The torch, the rope and the basic supplies every character starts with, as custom inventory items. */
export function startingGearItems(): InventoryItem[] {
  return STARTING_GEAR.map((name, i) =>
    inventoryItemSchema.parse({
      id: STARTING_ITEM_IDS.gear[i],
      itemId: STARTING_ITEM_IDS.gear[i],
      name,
      custom: true,
    }),
  );
}

/**
 * The inventory's items with the starting gear present once, the chosen potion (by item id and name) and the
 * chosen class item (free text, a custom item); a null choice removes that entry. Items the player added
 * themselves are kept, after the starting ones.
 */
export function withStartingItems(
  items: readonly InventoryItem[],
  choice: { potion: { id: string; name: string } | null; classItem: string | null },
): InventoryItem[] {
  const own = items.filter((item) => !builderOwned.has(item.id));
  const chosen: InventoryItem[] = [];
  if (choice.potion !== null) {
    chosen.push(
      inventoryItemSchema.parse({
        id: STARTING_ITEM_IDS.potion,
        itemId: choice.potion.id,
        name: choice.potion.name,
      }),
    );
  }
  if (choice.classItem !== null && choice.classItem !== '') {
    chosen.push(
      inventoryItemSchema.parse({
        id: STARTING_ITEM_IDS.classItem,
        itemId: STARTING_ITEM_IDS.classItem,
        name: choice.classItem,
        custom: true,
      }),
    );
  }
  return [...startingGearItems(), ...chosen, ...own];
}

/** The potion and class item a draft holds (null where not chosen yet). */
export function startingChoices(character: Character): { potion: string | null; classItem: string | null } {
  const find = (id: string) => character.inventory.items.find((item) => item.id === id);
  return {
    potion: find(STARTING_ITEM_IDS.potion)?.itemId ?? null,
    classItem: find(STARTING_ITEM_IDS.classItem)?.name ?? null,
  };
}
