// Spellcast, attack and damage rolls from the sheet (SRD: Attacking). A spellcast roll uses the subclass's
// Spellcast trait; a weapon attack uses the weapon's trait ("Spellcast" meaning the Spellcast trait); damage
// rolls the weapon's dice at the proficiency (damage-dice.ts, the one rule), and a critical success adds the
// highest the dice can show ("2d8+1 would deal 2d8+1+16").
import type { Trait } from '../schemas/common';
import type { Weapon } from '../schemas/homebrew';
import type { DerivedSheet } from '../rules/derive';
import { damageDiceAtProficiency, formatDamageDice } from './damage-dice';
import type { DiceSource } from './dice-source';
import type { DualityRollInput } from './duality-roll';

type SheetTraits = Pick<DerivedSheet, 'traits' | 'spellcastTraits'>;
type RollExtras = Omit<DualityRollInput, 'kind' | 'trait' | 'traitValue'>;

/** The Spellcast trait of the character's (first) subclass, or null when it casts no spells. */
export function spellcastTrait(sheet: Pick<DerivedSheet, 'spellcastTraits'>): Trait | null {
  return sheet.spellcastTraits[0] ?? null;
}

/** The trait a weapon attacks with: its own, or the Spellcast trait for a "Spellcast" weapon (null if none). */
export function weaponAttackTrait(weapon: Pick<Weapon, 'trait'>, sheet: SheetTraits): Trait | null {
  return weapon.trait === 'Spellcast' ? spellcastTrait(sheet) : (weapon.trait.toLowerCase() as Trait);
}

const valueOf = (sheet: SheetTraits, trait: Trait | null) =>
  trait === null ? 0 : (sheet.traits[trait] ?? 0);

/** The input of a spellcast roll; null when the character has no Spellcast trait. */
export function spellcastRollInput(sheet: SheetTraits, extras: RollExtras = {}): DualityRollInput | null {
  const trait = spellcastTrait(sheet);
  if (trait === null) return null;
  return { ...extras, kind: 'spellcast', trait, traitValue: valueOf(sheet, trait) };
}

/** The input of an attack roll with a weapon; null for a Spellcast weapon in the hands of a non-caster. */
export function attackRollInput(
  sheet: SheetTraits,
  weapon: Pick<Weapon, 'trait'>,
  extras: RollExtras = {},
): DualityRollInput | null {
  const trait = weaponAttackTrait(weapon, sheet);
  if (trait === null) return null;
  return { ...extras, kind: 'attack', trait, traitValue: valueOf(sheet, trait) };
}

/** The flat damage bonus the sheet gives a weapon: the primary melee damage bonus for a primary Melee weapon. */
export function weaponDamageBonus(
  sheet: Pick<DerivedSheet, 'primaryMeleeDamage'>,
  weapon: Pick<Weapon, 'slot' | 'range'>,
): number {
  return weapon.slot === 'primary' && weapon.range === 'Melee' ? sheet.primaryMeleeDamage : 0;
}

export interface DamageRollInput {
  /** The weapon's (or feature's) damage: `d10+3`, `2d6+1`. */
  damage: string;
  proficiency: number;
  bonus?: number;
  /** True after a critical success on the attack roll. */
  critical?: boolean;
}

export interface DamageRollResult {
  /** What was rolled, at the proficiency: `2d10+3`. */
  notation: string;
  sides: number;
  rolls: number[];
  modifier: number;
  /** The dice's maximum added on a critical (0 otherwise). */
  criticalBonus: number;
  critical: boolean;
  total: number;
}

export type DamageRoll = { ok: true; roll: DamageRollResult } | { ok: false; error: string };

/** Rolls damage at a proficiency (a total below 0 counts as 0); a critical adds the dice's maximum. Refuses text that is not dice notation. */
export function rollDamage(input: DamageRollInput, dice: DiceSource): DamageRoll {
  const at = damageDiceAtProficiency(input.damage, input.proficiency, input.bonus ?? 0);
  if (at === null) return { ok: false, error: `"${input.damage}" is not a damage roll such as d8+2.` };
  const rolls = Array.from({ length: at.count }, () => dice(at.sides));
  const critical = input.critical ?? false;
  const criticalBonus = critical ? at.count * at.sides : 0;
  const total = rolls.reduce((sum, r) => sum + r, 0) + at.modifier + criticalBonus;
  return {
    ok: true,
    roll: {
      notation: formatDamageDice(at),
      sides: at.sides,
      rolls,
      modifier: at.modifier,
      criticalBonus,
      critical,
      total: Math.max(0, total),
    },
  };
}

/** A weapon's damage roll from the sheet: its dice at the proficiency plus the sheet's bonus for it. */
export function rollWeaponDamage(
  sheet: Pick<DerivedSheet, 'proficiency' | 'primaryMeleeDamage'>,
  weapon: Pick<Weapon, 'damage' | 'slot' | 'range'>,
  critical: boolean,
  dice: DiceSource,
): DamageRoll {
  return rollDamage(
    {
      damage: weapon.damage,
      proficiency: sheet.proficiency,
      bonus: weaponDamageBonus(sheet, weapon),
      critical,
    },
    dice,
  );
}

/** The damage roll in words: "2d10+3: 4 + 7 + 3 = 14", with the critical's extra named. */
export function describeDamageRoll(roll: DamageRollResult): string {
  const parts = [...roll.rolls.map(String)];
  if (roll.modifier !== 0) parts.push(String(roll.modifier));
  if (roll.criticalBonus > 0) parts.push(`${roll.criticalBonus} (critical)`);
  return `${roll.notation}: ${parts.join(' + ').replace(/\+ -/g, '- ')} = ${roll.total} damage`;
}
