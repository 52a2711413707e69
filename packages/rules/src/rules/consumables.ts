// Using a consumable from the inventory: its restore amounts are rolled and applied, one is used up.
import type { Character, Resources } from '../schemas/character';
import type { Catalog } from './catalog';
import { rollDice, type Rng } from './dice';
import { applyTrackDelta, restoreToDelta, type TrackLimits } from './recovery';

export interface RestoreRoll {
  track: 'health' | 'stress' | 'hope';
  notation: string | number;
  total: number;
}

export type ConsumableResult =
  { ok: true; character: Character; rolls: RestoreRoll[]; before: Resources } | { ok: false; error: string };

const RESTORE_TRACKS = ['health', 'stress', 'hope'] as const;

/**
 * Uses one of inventory entry `entryId`: rolls each restore amount with `rng`, applies it in the restore sense
 * (see recovery.ts), keeps every track within `limits`, and lowers the quantity by one (the entry goes at 0).
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
  const rolls: RestoreRoll[] = [];
  let resources = character.resources;
  for (const track of RESTORE_TRACKS) {
    const notation = item.restore?.[track];
    if (notation === undefined) continue;
    const total = rollDice(notation, rng).total;
    rolls.push({ track, notation, total });
    resources = applyTrackDelta(resources, restoreToDelta(track, total), limits);
  }
  const items = character.inventory.items.flatMap((i) =>
    i.id !== entryId ? [i] : i.quantity > 1 ? [{ ...i, quantity: i.quantity - 1 }] : [],
  );
  return {
    ok: true,
    rolls,
    before: character.resources,
    character: { ...character, resources, inventory: { ...character.inventory, items } },
  };
}
