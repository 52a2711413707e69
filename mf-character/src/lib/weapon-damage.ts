import { parseDice } from '@duality/rules';

/**
 * A weapon's damage roll at the character's proficiency: as many dice as the proficiency, plus the weapon's
 * flat bonus and any extra bonus (SRD: Proficiency, "roll a number of damage dice equal to your Proficiency").
 */
export function weaponDamage(damage: string, proficiency: number, bonus = 0): string {
  const parsed = parseDice(damage);
  if (!parsed || parsed.sides === 0) return damage;
  const flat = parsed.modifier + bonus;
  return `${proficiency}d${parsed.sides}${flat > 0 ? `+${flat}` : flat < 0 ? flat : ''}`;
}
