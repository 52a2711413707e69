// Plain-text wording of rules values (charges, domains, burden) shared by the game display parts.
import type { Charge, Domain } from '@duality/rules';

const RECHARGE_WORDS = { rest: 'any rest', shortRest: 'a short rest', longRest: 'a long rest' } as const;

/** "3 uses, all back on a long rest"; a scaling max reads as the stat's name ("Proficiency uses"). */
export function describeCharge(charge: Charge): string {
  const max = typeof charge.max === 'number' ? String(charge.max) : capitalize(charge.max);
  const uses = charge.max === 1 ? '1 use' : `${max} uses`;
  if (charge.recharge === undefined) return uses;
  const amount = charge.recharge.quantity === 'all' ? 'all' : `${charge.recharge.quantity}`;
  return `${uses}, ${amount} back on ${RECHARGE_WORDS[charge.recharge.on]}`;
}

/** A domain id as a name ("arcana" → "Arcana"). */
export function domainName(domain: Domain): string {
  return capitalize(domain);
}

/** A weapon's burden in words: 1 is one hand, 2 is both hands. */
export function burdenName(burden: 1 | 2): string {
  return burden === 1 ? 'One-handed' : 'Two-handed';
}

/** "+2", "0", "-1": a modifier as it is written on a sheet. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
