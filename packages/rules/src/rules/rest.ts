// Short and long rests (SRD: Downtime): two downtime moves each (the same move may be taken twice), then every
// feature and item that acts on that rest: charges refill and rest items change their tracks.
import { REST_OPTIONS } from '../constants';
import type { Character, InventoryItem } from '../schemas/character';
import type { Catalog } from './catalog';
import { rechargeOnRest } from './charges';
import { rollDice, type Rng } from './dice';
import {
  applyTrackDelta,
  restResourceToDelta,
  type Track,
  type TrackDelta,
  type TrackLimits,
} from './recovery';

export type RestKind = 'shortRest' | 'longRest';

interface MoveDefinition {
  label: string;
  /** What the move does to the stored tracks, for a character of `tier` (dice rolled with `rng`). */
  effect(tier: number, limits: TrackLimits, rng: Rng): { delta: TrackDelta; rolled?: number };
}

// A short rest clears 1d4 + tier of one track; a long rest clears all of it (SRD: Downtime).
const clearSome = (track: Track) => (tier: number, _limits: TrackLimits, rng: Rng) => {
  const rolled = rollDice(`1d4+${tier}`, rng).total;
  return { delta: { [track]: -rolled }, rolled };
};
const clearAll = (track: Track) => (_tier: number, limits: TrackLimits) => ({
  delta: { [track]: -limits[track] },
});
// Prepare gains a Hope, or 2 Hope each when the party prepares together (SRD: Downtime).
const prepare: MoveDefinition = { label: 'Prepare', effect: () => ({ delta: { hope: 1 } }) };
const prepareTogether: MoveDefinition = {
  label: 'Prepare with the party',
  effect: () => ({ delta: { hope: 2 } }),
};

export const REST_MOVES = {
  shortRest: {
    tendToWounds: { label: 'Tend to Wounds', effect: clearSome('health') },
    clearStress: { label: 'Clear Stress', effect: clearSome('stress') },
    repairArmor: { label: 'Repair Armor', effect: clearSome('armor') },
    prepare,
    prepareTogether,
  },
  longRest: {
    tendToAllWounds: { label: 'Tend to All Wounds', effect: clearAll('health') },
    clearAllStress: { label: 'Clear All Stress', effect: clearAll('stress') },
    repairAllArmor: { label: 'Repair All Armor', effect: clearAll('armor') },
    prepare,
    prepareTogether,
    workOnProject: { label: 'Work on a Project', effect: () => ({ delta: {} }) },
  },
} as const satisfies Record<RestKind, Record<string, MoveDefinition>>;

export type RestMove<R extends RestKind = RestKind> = keyof (typeof REST_MOVES)[R] & string;

/** Why these moves cannot be taken on this rest (empty when they can): one or two known moves. */
export function restErrors(rest: RestKind, moves: readonly string[]): string[] {
  const errors: string[] = [];
  const limit = REST_OPTIONS[rest];
  if (moves.length === 0) errors.push('Choose at least one downtime move');
  if (moves.length > limit) errors.push(`Choose at most ${limit} downtime moves`);
  for (const m of moves) if (!(m in REST_MOVES[rest])) errors.push(`Unknown downtime move: ${m}`);
  return errors;
}

export interface RestOutcome {
  move: string;
  label: string;
  /** The 1d4 + tier result, for moves that roll. */
  rolled?: number;
}

export type RestResult =
  { ok: true; character: Character; outcomes: RestOutcome[] } | { ok: false; errors: string[] };

/** An item's used charges after a rest: refilled by its recharge (a long rest refills rest and shortRest too). */
function rechargeItem(entry: InventoryItem, catalog: Catalog, rest: RestKind): InventoryItem {
  const recharge = catalog.items.get(entry.itemId)?.charge?.recharge;
  if (!recharge || entry.chargesUsed === 0) return entry;
  if (recharge.on === 'longRest' && rest !== 'longRest') return entry;
  const chargesUsed = recharge.quantity === 'all' ? 0 : Math.max(0, entry.chargesUsed - recharge.quantity);
  return { ...entry, chargesUsed };
}

/**
 * Takes a rest: applies the chosen moves in order (each within the track limits), then refills feature and item
 * charges that recharge on it, then applies the rest items carried (each item once, whatever its quantity); buffs
 * that last until a rest end.
 */
export function takeRest(
  character: Character,
  rest: RestKind,
  moves: readonly string[],
  ctx: { catalog: Catalog; limits: TrackLimits; tier: number; rng: Rng },
): RestResult {
  const errors = restErrors(rest, moves);
  if (errors.length > 0) return { ok: false, errors };
  const table: Record<string, MoveDefinition> = REST_MOVES[rest];
  let resources = character.resources;
  const outcomes: RestOutcome[] = [];
  for (const move of moves) {
    const def = table[move]!;
    const { delta, rolled } = def.effect(ctx.tier, ctx.limits, ctx.rng);
    resources = applyTrackDelta(resources, delta, ctx.limits);
    outcomes.push({ move, label: def.label, ...(rolled === undefined ? {} : { rolled }) });
  }
  for (const entry of character.inventory.items) {
    const item = ctx.catalog.items.get(entry.itemId);
    const onRest = rest === 'shortRest' ? item?.onShortRest : item?.onLongRest;
    if (onRest && entry.quantity > 0)
      resources = applyTrackDelta(resources, restResourceToDelta(onRest.resource), ctx.limits);
  }
  return {
    ok: true,
    outcomes,
    character: {
      ...character,
      resources,
      charges: character.charges.map((c) => rechargeOnRest(c, rest)),
      // A bonus that lasts until the next rest (a Major Stride Potion's +1 Agility) ends with it.
      buffs: character.buffs.filter((b) => b.untilRest !== true),
      inventory: {
        ...character.inventory,
        items: character.inventory.items.map((e) => rechargeItem(e, ctx.catalog, rest)),
      },
    },
  };
}
