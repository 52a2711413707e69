import { LIMITS, type Character, type InventoryItem, type Item } from '@duality/rules';

/** Replaces one inventory entry (by its id) with `change` applied to it. */
export function updateItem(
  c: Character,
  entryId: string,
  change: (i: InventoryItem) => InventoryItem,
): Character {
  return {
    ...c,
    inventory: { ...c.inventory, items: c.inventory.items.map((i) => (i.id === entryId ? change(i) : i)) },
  };
}

/** Removes one inventory entry. */
export function removeItem(c: Character, entryId: string): Character {
  return { ...c, inventory: { ...c.inventory, items: c.inventory.items.filter((i) => i.id !== entryId) } };
}

/** Sets an entry's quantity within 0..the stored limit. */
export function setQuantity(c: Character, entryId: string, quantity: number): Character {
  return updateItem(c, entryId, (i) => ({
    ...i,
    quantity: Math.max(0, Math.min(LIMITS.quantityMax, quantity)),
  }));
}

/** Adds an item from the catalog (or a custom one when `item` is null), with a fresh entry id. */
export function addItem(c: Character, item: Item | null, name: string, newId: string): Character {
  const entry: InventoryItem = {
    id: newId,
    itemId: item?.id ?? newId,
    name: item?.name ?? name,
    chargesUsed: 0,
    notes: '',
    attachment: null,
    custom: item === null,
    quantity: 1,
    modify: {},
    options: {},
  };
  return { ...c, inventory: { ...c.inventory, items: [...c.inventory.items, entry] } };
}
