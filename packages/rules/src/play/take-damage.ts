// Taking damage (SRD: Combat, "Hit Points & Damage Thresholds"; Attacking, resistance and direct damage; Armor,
// Armor Slots). Damage at or above the Severe threshold marks 3 HP, at or above Major 2, below Major 1, and 0 or
// less marks none; the optional Massive Damage rule marks 4 at twice the Severe threshold. Resistance halves the
// damage first (rounded up, SRD: Additional Rules), then one Armor Slot may lower the HP marked by one, then
// features change the severity by their steps. The old state is never changed: undo keeps it.
import type { Resources } from '../schemas/character';
import type { TrackLimits } from '../rules/recovery';
import { markStress } from './stress';

export const SEVERITIES = ['none', 'minor', 'major', 'severe', 'massive'] as const;
export type Severity = (typeof SEVERITIES)[number];
/** Hit Points each severity marks: its place in SEVERITIES. */
export const SEVERITY_HIT_POINTS: Record<Severity, number> = {
  none: 0,
  minor: 1,
  major: 2,
  severe: 3,
  massive: 4,
};

export interface DamageSettings {
  /** The optional Massive Damage rule (SRD: Combat): 4 HP at twice the Severe threshold. */
  massiveDamage: boolean;
}

/** The severity of `amount` damage against the thresholds. */
export function damageSeverity(
  amount: number,
  thresholds: { major: number; severe: number },
  settings: DamageSettings = { massiveDamage: false },
): Severity {
  if (amount <= 0) return 'none';
  if (settings.massiveDamage && amount >= 2 * thresholds.severe) return 'massive';
  if (amount >= thresholds.severe) return 'severe';
  if (amount >= thresholds.major) return 'major';
  return 'minor';
}

/** A feature's change to the severity, chosen by the player (e.g. -1: one step lower), with what it costs. */
export interface SeverityChange {
  source: string;
  change: number;
  cost?: { stress?: number | undefined; hope?: number | undefined } | undefined;
}

export interface TakeDamageInput {
  amount: number;
  damageType?: 'physical' | 'magical';
  /** Direct damage cannot be lowered by Armor Slots (SRD: Attacking). */
  direct?: boolean;
  /** Mark one Armor Slot to lower the Hit Points marked by one. */
  useArmorSlot?: boolean;
  /** The character's resistances (SRD: Attacking, "do not stack"). */
  resistances?: readonly ('physical' | 'magical' | 'all')[];
  severityChanges?: readonly SeverityChange[];
  settings?: DamageSettings;
}

export interface TakeDamageResult {
  /** The damage after resistance. */
  amount: number;
  /** The severity from the thresholds, before Armor and features. */
  severity: Severity;
  /** What was marked after Armor and features. */
  finalSeverity: Severity;
  hitPointsMarked: number;
  armorSlotsMarked: number;
  stressMarked: number;
  hopeSpent: number;
  /** True when the last Hit Point is marked: the character falls and makes a death move (SRD: Death). */
  fell: boolean;
  resources: Resources;
  /** What happened, in words. */
  description: string;
}

export type TakeDamage = { ok: true; result: TakeDamageResult } | { ok: false; error: string };

/** Why an Armor Slot cannot be marked against this damage, or null when it can. */
export function armorSlotProblem(
  resources: Resources,
  limits: Pick<TrackLimits, 'armor'>,
  direct = false,
): string | null {
  if (direct) return 'Direct damage cannot be lowered with an Armor Slot.';
  if (limits.armor <= 0) return 'With an Armor Score of 0 there are no Armor Slots to mark.';
  if (resources.armor >= limits.armor) return 'Every Armor Slot is already marked.';
  return null;
}

const LABEL: Record<Severity, string> = {
  none: 'no harm',
  minor: 'Minor',
  major: 'Major',
  severe: 'Severe',
  massive: 'Massive',
};
const hp = (n: number) => `${n} Hit Point${n === 1 ? '' : 's'}`;

/** Applies damage to the tracks by the thresholds; refused, with the reason, when a chosen option is not possible. */
export function takeDamage(
  resources: Resources,
  thresholds: { major: number; severe: number },
  limits: TrackLimits,
  input: TakeDamageInput,
): TakeDamage {
  if (!Number.isFinite(input.amount) || input.amount < 0)
    return { ok: false, error: 'Enter the damage as a whole number, 0 or more.' };
  const resisted =
    input.damageType !== undefined &&
    (input.resistances ?? []).some((r) => r === 'all' || r === input.damageType);
  const amount = resisted ? Math.ceil(Math.floor(input.amount) / 2) : Math.floor(input.amount);
  const severity = damageSeverity(amount, thresholds, input.settings);
  let step = SEVERITIES.indexOf(severity);
  let next = resources;
  const notes: string[] = [];

  const armor = input.useArmorSlot === true && step > 0;
  if (armor) {
    const problem = armorSlotProblem(resources, limits, input.direct);
    if (problem) return { ok: false, error: problem };
    next = { ...next, armor: next.armor + 1 };
    step -= 1;
    notes.push('an Armor Slot took one Hit Point off');
  }
  let stressMarked = 0;
  let hopeSpent = 0;
  for (const change of step > 0 ? (input.severityChanges ?? []) : []) {
    const hope = change.cost?.hope ?? 0;
    if (hope > next.hope)
      return { ok: false, error: `${change.source} costs ${hope} Hope; you have ${next.hope}.` };
    const stress = change.cost?.stress ?? 0;
    if (stress > 0 && next.stress >= limits.stress)
      return { ok: false, error: `${change.source} costs Stress, and every Stress is marked.` };
    const paid = markStress({ ...next, hope: next.hope - hope }, stress, limits);
    next = paid.resources;
    stressMarked += paid.stress;
    hopeSpent += hope;
    step = Math.max(0, Math.min(SEVERITIES.length - 1, step + change.change));
    notes.push(
      `${change.source} changed it by ${Math.abs(change.change)} step${Math.abs(change.change) === 1 ? '' : 's'}`,
    );
  }
  const finalSeverity = SEVERITIES[step]!;
  const marked = Math.min(SEVERITY_HIT_POINTS[finalSeverity], Math.max(0, limits.health - next.health));
  next = { ...next, health: next.health + marked };
  const fell = marked > 0 && next.health >= limits.health;

  const parts = [
    `${amount} damage${resisted ? ' (halved by resistance)' : ''} is ${LABEL[severity]}${severity === 'none' ? '' : ` (${hp(SEVERITY_HIT_POINTS[severity])})`}`,
  ];
  if (notes.length > 0) parts.push(`; ${notes.join(', ')}`);
  parts.push(`. You mark ${hp(marked)}.`);
  if (fell) parts.push(' That was your last Hit Point: you fall and make a death move.');
  return {
    ok: true,
    result: {
      amount,
      severity,
      finalSeverity,
      hitPointsMarked: marked,
      armorSlotsMarked: armor ? 1 : 0,
      stressMarked,
      hopeSpent,
      fell,
      resources: next,
      description: parts.join(''),
    },
  };
}
