// Items that do what they say, by one rule: using an item (a consumable, or any item with charges such as a
// reusable healing charm) rolls and applies its restore amounts (recovery.ts's sense), turns its stat bonuses
// into a buff on the sheet that ends at the next rest (a consumable's bonus used to be dropped silently), and uses up one (consumable) or a
// charge (anything else). Carried bonuses, attachments and rest effects are applied by deriveSheet and takeRest;
// describeItem says all of it in words before the item is used.
import { LIMITS } from '../constants';
import type { Buff, Character } from '../schemas/character';
import type { Modify, ScalingKey, StatValue } from '../schemas/common';
import type { Item } from '../schemas/homebrew';
import type { Catalog } from '../rules/catalog';
import { chargeMax } from '../rules/charges';
import { parseDice } from '../rules/dice';
import { applyTrackDelta, restoreToDelta, type TrackLimits } from '../rules/recovery';
import type { DiceSource } from './dice-source';
import { statLabel } from './stat-labels';

const RESTORE_TRACKS = ['health', 'stress', 'hope'] as const;
type RestoreTrack = (typeof RESTORE_TRACKS)[number];

export interface ItemRoll {
  track: RestoreTrack;
  notation: string | number;
  total: number;
}

export type ItemUse =
  | { ok: true; character: Character; rolls: ItemRoll[]; buff: Buff | null; description: string }
  | { ok: false; error: string };

/** Rolls dice notation or a number with the injected dice. */
export function rollAmount(notation: string | number, dice: DiceSource): number {
  if (typeof notation === 'number') return notation;
  const p = parseDice(notation);
  if (p === null) return 0;
  let sum = p.modifier;
  for (let i = 0; i < p.count; i++) sum += dice(p.sides);
  return p.sign * sum;
}

const hasModify = (m: Modify | undefined): m is Modify => m !== undefined && Object.keys(m).length > 0;

/** True when the item can be used: a consumable (used up), or an item that restores or has charges or effects. */
export function isUsable(item: Item): boolean {
  const restores = item.restore !== undefined && Object.keys(item.restore).length > 0;
  const limited = item.charge !== undefined || (item.effects?.length ?? 0) > 0;
  return restores || limited || item.consumable === true;
}

/** Uses left: a consumable's quantity, an item's charges left, or null for an item without a limit. */
export function usesLeft(
  item: Item,
  entry: { quantity: number; chargesUsed: number },
  scale: Record<ScalingKey, number>,
): number | null {
  if (item.consumable) return entry.quantity;
  if (item.charge) return Math.max(0, chargeMax(item.charge, scale) - entry.chargesUsed);
  return null;
}

/**
 * Uses inventory entry `entryId`. `buffId` names the buff a stat bonus becomes (ids are made by the caller, the
 * rules make none). Refused in words when the item does nothing on use or has no use left.
 */
export function activateItem(
  character: Character,
  entryId: string,
  catalog: Catalog,
  ctx: { limits: TrackLimits; scale: Record<ScalingKey, number>; dice: DiceSource; buffId: string },
): ItemUse {
  const entry = character.inventory.items.find((i) => i.id === entryId);
  if (!entry) return { ok: false, error: 'That item is no longer in the inventory.' };
  const item = catalog.items.get(entry.itemId);
  if (!item) return { ok: false, error: `${entry.name} is not in your content.` };
  if (!isUsable(item))
    return { ok: false, error: `${entry.name} does nothing when used; its bonuses apply while carried.` };
  const left = usesLeft(item, entry, ctx.scale);
  if (left !== null && left < 1)
    return {
      ok: false,
      error: item.consumable
        ? `No ${entry.name} left.`
        : `${entry.name} has no charges left until it recharges.`,
    };

  const makesBuff = item.consumable === true && hasModify(item.modify);
  if (makesBuff && character.buffs.length >= LIMITS.buffsMax)
    return {
      ok: false,
      error: `The sheet holds at most ${LIMITS.buffsMax} buffs; remove one before using ${entry.name}.`,
    };
  const rolls: ItemRoll[] = [];
  let resources = character.resources;
  for (const track of RESTORE_TRACKS) {
    const notation = item.restore?.[track];
    if (notation === undefined) continue;
    const total = rollAmount(notation, ctx.dice);
    rolls.push({ track, notation, total });
    resources = applyTrackDelta(resources, restoreToDelta(track, total), ctx.limits);
  }
  const buff: Buff | null =
    makesBuff && item.modify
      ? { id: ctx.buffId, name: item.name, enabled: true, scar: false, modify: item.modify, untilRest: true }
      : null;
  const items = character.inventory.items.flatMap((i) => {
    if (i.id !== entryId) return [i];
    if (item.consumable) return i.quantity > 1 ? [{ ...i, quantity: i.quantity - 1 }] : [];
    return [item.charge ? { ...i, chargesUsed: i.chargesUsed + 1 } : i];
  });
  const said = rolls.map((r) => `${TRACK_WORDS[r.track](r.total)}`);
  if (buff) said.push(`${bonusText(buff.modify)} until your next rest`);
  return {
    ok: true,
    rolls,
    buff,
    description: `${entry.name}: ${said.length > 0 ? said.join('; ') : 'used'}.`,
    character: {
      ...character,
      resources,
      buffs: buff ? [...character.buffs, buff] : character.buffs,
      inventory: { ...character.inventory, items },
    },
  };
}

const plural = (n: number, word: string) => `${n} ${word}${Math.abs(n) === 1 ? '' : 's'}`;
const TRACK_WORDS: Record<RestoreTrack, (n: number) => string> = {
  health: (n) => (n >= 0 ? `clear ${plural(n, 'Hit Point')}` : `mark ${plural(-n, 'Hit Point')}`),
  stress: (n) => (n >= 0 ? `clear ${n} Stress` : `mark ${-n} Stress`),
  hope: (n) => (n >= 0 ? `gain ${n} Hope` : `lose ${-n} Hope`),
};
const RESTORE_WORDS: Record<RestoreTrack, (a: string | number) => string> = {
  health: (a) => (typeof a === 'number' && a < 0 ? `mark ${-a} Hit Points` : `clear ${a} Hit Points`),
  stress: (a) => (typeof a === 'number' && a < 0 ? `mark ${-a} Stress` : `clear ${a} Stress`),
  hope: (a) => (typeof a === 'number' && a < 0 ? `lose ${-a} Hope` : `gain ${a} Hope`),
};

const signed = (v: StatValue) => (typeof v === 'number' ? (v >= 0 ? `+${v}` : `${v}`) : `+ your ${v}`);
/** A stat bonus map in words: "+1 Evasion, -1 Agility". */
export function bonusText(modify: Modify): string {
  return (Object.entries(modify) as [keyof Modify, StatValue][])
    .map(([key, value]) => `${signed(value)} ${statLabel(key)}`)
    .join(', ');
}

/** What an item does, in words, before it is used: one sentence per part. */
export function describeItem(item: Item, scale?: Record<ScalingKey, number>): string[] {
  const out: string[] = [];
  const restore = RESTORE_TRACKS.flatMap((t) => {
    const a = item.restore?.[t];
    return a === undefined ? [] : [RESTORE_WORDS[t](a)];
  });
  const verb = item.consumable ? 'Use it up to' : 'Use it to';
  if (restore.length > 0) out.push(`${verb} ${restore.join(' and ')}.`);
  if (hasModify(item.modify))
    out.push(
      item.consumable
        ? `Using it gives ${bonusText(item.modify)} until your next rest.`
        : `While carried: ${bonusText(item.modify)}.`,
    );
  if (item.charge) {
    const max =
      typeof item.charge.max === 'number'
        ? item.charge.max
        : scale
          ? chargeMax(item.charge, scale)
          : `your ${item.charge.max}`;
    const on = item.charge.recharge;
    const when = on
      ? ` It recharges ${on.quantity === 'all' ? 'fully' : `by ${on.quantity}`} on ${REST_WORDS[on.on]}.`
      : '';
    out.push(`${max} use${max === 1 ? '' : 's'}.${when}`);
  }
  if (item.attach) out.push(`Attach it to ${ATTACH_WORDS[item.attach.type]}: ${item.attach.feature.name}.`);
  const rest = (label: string, r: Item['onShortRest']) => {
    const s = r?.resource.stress;
    if (s !== undefined && s !== 0) out.push(`On ${label}: ${s < 0 ? `clear ${-s}` : `mark ${s}`} Stress.`);
  };
  rest('a short rest', item.onShortRest);
  rest('a long rest', item.onLongRest);
  if (out.length === 0) out.push('It has no effect the sheet applies; see its description.');
  return out;
}

const REST_WORDS: Record<string, string> = {
  rest: 'any rest',
  shortRest: 'a short rest',
  longRest: 'a long rest',
  session: 'a new session',
};
const ATTACH_WORDS: Record<'armor' | 'weapon' | 'meleeWeapon', string> = {
  armor: 'your armor',
  weapon: 'a weapon',
  meleeWeapon: 'a melee weapon',
};
