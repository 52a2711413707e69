// Using a consumable from the inventory: its restore amounts are rolled and applied, its stat bonus becomes a
// buff, one is used up. The rule itself is play/items.ts (activateItem), shared with reusable items.
import type { Character, Resources } from '../schemas/character';
import type { Catalog } from './catalog';
import { rollDie, type Rng } from './dice';
import type { TrackLimits } from './recovery';
import { activateItem } from '../play/items';

export interface RestoreRoll {
  track: 'health' | 'stress' | 'hope';
  notation: string | number;
  total: number;
}

export type ConsumableResult =
  { ok: true; character: Character; rolls: RestoreRoll[]; before: Resources } | { ok: false; error: string };

/** A buff id not yet on the character, made from the entry's id (the rules generate no random ids). */
function freeBuffId(character: Character, entryId: string): string {
  const taken = new Set(character.buffs.map((b) => b.id));
  let n = character.buffs.length;
  const base = entryId.slice(0, 90); // ids are at most 100 characters
  while (taken.has(`${base}:${n}`)) n++;
  return `${base}:${n}`;
}

/**
 * Uses one of inventory entry `entryId` by the one item rule (`activateItem`, play/items.ts): each restore amount is
 * rolled with `rng` and applied in the restore sense (see recovery.ts), every track within `limits`; a stat
 * bonus becomes a buff on the sheet; the quantity drops by one (the entry goes at 0).
 */
export function consumeItem(
  character: Character,
  entryId: string,
  catalog: Catalog,
  limits: TrackLimits,
  rng: Rng,
): ConsumableResult {
  const entry = character.inventory.items.find((i) => i.id === entryId);
  if (!entry) return { ok: false, error: 'That item is no longer in the inventory' };
  const item = catalog.items.get(entry.itemId);
  if (!item?.consumable) return { ok: false, error: `${entry.name} is not a consumable` };
  if (entry.quantity < 1) return { ok: false, error: `No ${entry.name} left` };
  const used = activateItem(character, entryId, catalog, {
    limits,
    // A consumable has no charges, so nothing here scales; the values only satisfy the shape.
    scale: { proficiency: 1, level: character.level, tier: 1 },
    dice: (sides) => rollDie(sides, rng),
    buffId: freeBuffId(character, entryId),
  });
  if (!used.ok) return used;
  return { ok: true, rolls: used.rolls, before: character.resources, character: used.character };
}
