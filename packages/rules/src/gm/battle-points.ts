// The encounter budget in Battle Points (SRD: Adversaries, "Building Balanced Encounters"): a budget of
// (3 x characters) + 2 with its adjustments, and each adversary type's cost. Pure: the caller passes the plan.
import { z } from '@duality/libs/zod';
import { tierSchema } from '../schemas/common';
import { adversaryTypeSchema, type AdversaryType } from './adversary';

/** What one adversary of each type costs; Minions cost 1 per group as large as the party (see minionGroups). */
export const BATTLE_POINT_COSTS: Readonly<Record<AdversaryType, number>> = {
  minion: 1,
  social: 1,
  support: 1,
  horde: 2,
  ranged: 2,
  skulk: 2,
  standard: 2,
  leader: 3,
  bruiser: 4,
  solo: 5,
};

/** Types whose absence earns the +1 adjustment (SRD: no Bruisers, Hordes, Leaders or Solos). */
const HEAVY_TYPES: readonly AdversaryType[] = ['bruiser', 'horde', 'leader', 'solo'];

export const encounterPlanSchema = z.object({
  /** Characters in the fight. */
  partySize: z.number().int().min(1).max(12),
  /** The party's tier: an adversary of a lower tier earns +1. Unknown (null) → no such adjustment. */
  partyTier: tierSchema.nullable().default(null),
  /** The GM's call on the fight's weight: easier/shorter −1, harder/longer +2. */
  length: z.enum(['normal', 'easier', 'harder']).default('normal'),
  /** +1d4 (or a static +2) to every adversary's damage rolls: −2. */
  boostedDamage: z.boolean().default(false),
  adversaries: z
    .array(z.object({ type: adversaryTypeSchema, tier: tierSchema, count: z.number().int().min(1).max(50) }))
    .max(60),
});
export type EncounterPlan = z.input<typeof encounterPlanSchema>;

export interface BattleAdjustment {
  /** A short reason in our words, shown beside the number. */
  reason: string;
  points: number;
}

export interface BattleBudget {
  /** (3 x partySize) + 2 before adjustments. */
  base: number;
  adjustments: BattleAdjustment[];
  /** base + every adjustment; never below 0. */
  budget: number;
  spent: number;
  /** budget − spent; negative when over. */
  left: number;
  /** Why the plan is refused, or null while it fits. */
  overReason: string | null;
}

/** Minion groups to pay for: every Minion counts, in groups as large as the party (a part group is a group). */
export function minionGroups(minions: number, partySize: number): number {
  return minions <= 0 ? 0 : Math.ceil(minions / Math.max(1, partySize));
}

/** Battle Points an encounter's adversaries cost (Minions in groups the size of the party). */
export function battlePointsSpent(plan: EncounterPlan): number {
  const p = encounterPlanSchema.parse(plan);
  let minions = 0;
  let spent = 0;
  for (const a of p.adversaries) {
    if (a.type === 'minion') minions += a.count;
    else spent += BATTLE_POINT_COSTS[a.type] * a.count;
  }
  return spent + minionGroups(minions, p.partySize) * BATTLE_POINT_COSTS.minion;
}

/** The budget, what the plan spends, what is left, and the reason it is refused when it spends too much. */
export function battleBudget(plan: EncounterPlan): BattleBudget {
  const p = encounterPlanSchema.parse(plan);
  const base = 3 * p.partySize + 2;
  const adjustments: BattleAdjustment[] = [];
  const add = (reason: string, points: number) => adjustments.push({ reason, points });
  if (p.length === 'easier') add('An easier or shorter fight', -1);
  if (p.length === 'harder') add('A harder or longer fight', 2);
  const solos = p.adversaries.filter((a) => a.type === 'solo').reduce((n, a) => n + a.count, 0);
  if (solos >= 2) add('Two or more Solo adversaries', -2);
  if (p.boostedDamage) add('Adversaries deal extra damage (+1d4 or +2)', -2);
  if (p.partyTier !== null && p.adversaries.some((a) => a.tier < p.partyTier!))
    add('An adversary from a lower tier', 1);
  if (p.adversaries.length > 0 && !p.adversaries.some((a) => HEAVY_TYPES.includes(a.type)))
    add('No Bruisers, Hordes, Leaders or Solos', 1);
  const budget = Math.max(0, base + adjustments.reduce((n, a) => n + a.points, 0));
  const spent = battlePointsSpent(p);
  const left = budget - spent;
  const overReason =
    left < 0
      ? `This fight costs ${spent} Battle Points but the budget is ${budget}: take out adversaries worth ${-left} more.`
      : null;
  return { base, adjustments, budget, spent, left, overReason };
}
