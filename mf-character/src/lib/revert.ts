import type { Character } from '@duality/rules';

/**
 * Undo for a change that touched many parts of a character at once (a rest): puts back each top-level part
 * the change replaced, and leaves every other part as it is now (a roll logged meanwhile stays).
 */
export function revertChange(before: Character, after: Character): (now: Character) => Character {
  const changed = (Object.keys(before) as (keyof Character)[]).filter((key) => before[key] !== after[key]);
  return (now) => {
    const next = { ...now } as Record<keyof Character, unknown>;
    for (const key of changed) next[key] = before[key];
    return next as Character;
  };
}
