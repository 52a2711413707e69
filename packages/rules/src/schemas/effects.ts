// Structured effects: what a feature does beyond plain stat bonuses, as data the sheet can show and apply.
// A feature counts as "structured" when it has a modify map, a charge or at least one effect.
import { z } from '@duality/libs/zod';
import { HOMEBREW_LIMITS, LIMITS } from '../constants';
import { diceOrNumberSchema, diceStringSchema, rangeSchema, scalingKeySchema, traitSchema } from './common';

/** When an effect applies. `passive` is always on; `action` is used at will (paying its cost). */
export const TRIGGERS = [
  'passive',
  'action',
  'creation',
  'sessionStart',
  'sessionEnd',
  'rest',
  'shortRest',
  'longRest',
  'downtime',
  'attackMade',
  'attackHit',
  'attackMissed',
  'critical',
  'attacked',
  'attackedInMelee',
  'damageTaken',
  'damageDealt',
  'damageDieRolled',
  'actionRoll',
  'reactionRoll',
  'rollFailed',
  'rollWithFear',
  'rollWithHope',
  'hopeSpent',
  'stressMarked',
  'armorMarked',
  'lastHitPoint',
  'lastStress',
  'lastArmorSlot',
  'falling',
  'death',
] as const;
export const triggerSchema = z.enum(TRIGGERS);
export type Trigger = z.infer<typeof triggerSchema>;

/** What using the effect costs. */
export const costSchema = z.object({
  hope: z.number().int().min(0).optional(),
  stress: z.number().int().min(0).optional(),
  armorSlot: z.number().int().min(0).optional(),
  hitPoint: z.number().int().min(0).optional(),
  handfuls: z.number().int().min(0).optional(),
  /** Pay any number of this resource, scaling the effect (e.g. Bouncing). */
  variable: z.enum(['hope', 'stress']).optional(),
});
export type Cost = z.infer<typeof costSchema>;

/** How often the effect can be used. */
export const frequencySchema = z.enum(['atWill', 'session', 'rest', 'shortRest', 'longRest', 'once']);
export const amountSchema = z.union([z.number().int(), scalingKeySchema, traitSchema, diceStringSchema]);
export type Amount = z.infer<typeof amountSchema>;

const base = z.object({
  trigger: triggerSchema.default('passive'),
  cost: costSchema.optional(),
  frequency: frequencySchema.optional(),
  /** Times per frequency period when more than one (e.g. "three times per rest"). */
  uses: z.number().int().min(1).optional(),
  /** A die roll gating the effect: it happens when `die` shows `min` or more. */
  chance: z.object({ die: diceStringSchema, min: z.number().int().min(1) }).optional(),
  range: rangeSchema.optional(),
  /** Who is affected when not the character itself. */
  target: z.enum(['self', 'target', 'allies', 'party', 'adversaries', 'attacker', 'companion']).optional(),
  /** How long it lasts when not instant or permanent. */
  duration: z
    .enum(['nextRoll', 'untilHit', 'untilRest', 'untilLongRest', 'scene', 'session', 'whileActive'])
    .optional(),
});

export const effectSchema = z.discriminatedUnion('kind', [
  base.extend({
    kind: z.literal('advantage'),
    on: z.array(z.string().min(1).max(LIMITS.shortTextMax)).min(1).max(HOMEBREW_LIMITS.effectTargetsMax),
  }),
  base.extend({
    kind: z.literal('disadvantage'),
    on: z.array(z.string().min(1).max(LIMITS.shortTextMax)).min(1).max(HOMEBREW_LIMITS.effectTargetsMax),
  }),
  base.extend({
    kind: z.literal('rollBonus'),
    roll: z.enum([
      'action',
      'attack',
      'damage',
      'spellcast',
      'reaction',
      'experience',
      'trait',
      'evasion',
      'thresholds',
      'proficiency',
      'hopeDie',
    ]),
    amount: amountSchema,
    trait: traitSchema.optional(),
  }),
  base.extend({
    kind: z.literal('damage'),
    dice: z.union([diceStringSchema, z.literal('tier d6')]),
    damageType: z.enum(['physical', 'magical', 'either', 'direct']).optional(),
    /** True when added to another damage roll rather than dealt on its own. */
    extra: z.boolean().default(false),
  }),
  base.extend({
    kind: z.literal('attack'),
    trait: traitSchema,
    range: rangeSchema,
    damage: diceStringSchema,
    damageType: z.enum(['physical', 'magical']),
  }),
  base.extend({
    kind: z.literal('resource'),
    resource: z.enum(['hope', 'stress', 'hitPoint', 'armorSlot', 'fear']),
    action: z.enum(['gain', 'clear', 'mark', 'avoid', 'halveDamage', 'negateDamage']),
    amount: z.union([diceOrNumberSchema, scalingKeySchema, z.literal('all')]).default(1),
  }),
  base.extend({
    kind: z.literal('reroll'),
    what: z.enum(['dualityDice', 'hopeDie', 'attack', 'damage', 'failedRoll', 'adversaryAttack', 'self']),
  }),
  base.extend({
    kind: z.literal('dieReplace'),
    die: z.enum(['hopeDie', 'damageDie', 'advantageDie']),
    with: diceStringSchema,
  }),
  base.extend({ kind: z.literal('resistance'), damageType: z.enum(['physical', 'magical', 'all']) }),
  base.extend({ kind: z.literal('severity'), change: z.number().int() }),
  base.extend({ kind: z.literal('condition'), condition: z.string().min(1).max(LIMITS.shortTextMax) }),
  base.extend({
    kind: z.literal('movement'),
    mode: z.enum([
      'fly',
      'leap',
      'climb',
      'swim',
      'silent',
      'teleport',
      'knockback',
      'pull',
      'walkOnWater',
      'glide',
    ]),
  }),
  base.extend({ kind: z.literal('rangeChange'), from: rangeSchema, to: rangeSchema }),
  base.extend({
    kind: z.literal('extraTargets'),
    count: z.union([z.number().int(), z.literal('variable'), z.literal('all')]),
  }),
  base.extend({ kind: z.literal('weaponTrait'), trait: traitSchema }),
  base.extend({ kind: z.literal('downtimeMove'), count: z.number().int().min(1) }),
  base.extend({ kind: z.literal('requirement'), stat: traitSchema, max: z.number().int() }),
  /** A named capability the rules define elsewhere (e.g. `detectsLies`, `breathesUnderwater`). */
  base.extend({
    kind: z.literal('flag'),
    flag: z
      .string()
      .max(LIMITS.idMax)
      .regex(/^[a-z][A-Za-z]+$/),
  }),
]);
export type Effect = z.infer<typeof effectSchema>;
export type EffectInput = z.input<typeof effectSchema>;
