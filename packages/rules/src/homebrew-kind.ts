// The seven homebrew kinds: the table suffix `homebrew_{kind}` and the profile collection keys.

/** Homebrew kinds in their fixed display order; also the user profile's collection list names. */
export const HOMEBREW_KINDS = [
  'items',
  'weapons',
  'armor',
  'communities',
  'ancestries',
  'subclasses',
  'classes',
] as const;
/** One of the seven homebrew kinds. */
export type HomebrewKind = (typeof HOMEBREW_KINDS)[number];
/** The message for an unknown kind, shown to users and raised by the database alike. */
export const INVALID_HOMEBREW_TYPE = 'Invalid homebrew type';

/** True when `value` names one of the seven homebrew kinds. */
export function isHomebrewKind(value: unknown): value is HomebrewKind {
  return typeof value === 'string' && (HOMEBREW_KINDS as readonly string[]).includes(value);
}

/** Returns `value` as a HomebrewKind or throws Error("Invalid homebrew type"). */
export function assertHomebrewKind(value: unknown): HomebrewKind {
  if (!isHomebrewKind(value)) throw new Error(INVALID_HOMEBREW_TYPE);
  return value;
}
