// An adversary's attack and damage rolls (SRD: Adversaries, "Attack"): the GM rolls a d20 plus the adversary's
// attack modifier against the target's Evasion; a natural 20 is a critical, whose damage adds the dice's
// maximum. The dice come from the caller (pure rules: no randomness here).
import type { DiceSource } from '../play/dice-source';
import { rollDamage, type DamageRoll } from '../play/attack';
import type { Adversary } from './adversary';

export interface AdversaryAttackRoll {
  d20: number;
  modifier: number;
  total: number;
  /** A natural 20: the attack hits, and its damage is critical. */
  critical: boolean;
}

/** d20 + the attack modifier. */
export function rollAdversaryAttack(
  adversary: Pick<Adversary, 'attackModifier'>,
  dice: DiceSource,
): AdversaryAttackRoll {
  const d20 = dice(20);
  return {
    d20,
    modifier: adversary.attackModifier,
    total: d20 + adversary.attackModifier,
    critical: d20 === 20,
  };
}

/** The standard attack's damage (its dice as written: adversaries have no proficiency); critical adds the maximum. */
export function rollAdversaryDamage(
  adversary: Pick<Adversary, 'attack'>,
  dice: DiceSource,
  critical = false,
): DamageRoll {
  return rollDamage({ damage: adversary.attack.damage, proficiency: 1, critical }, dice);
}
