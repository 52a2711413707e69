// The spotlight (SRD: The Spotlight; Turn Order and Action Economy): the table's focus moves freely, to a
// character or to the game master's side. The optional tracker gives each player tokens at the start of a
// session or scene (3 recommended); a player spends one for each action, the spotlight passes over someone
// with none left, and once everyone has spent theirs all refill.

/** Who has the spotlight: a character, the adversaries (the game master), or nobody yet. */
export type SpotlightHolder = { kind: 'character'; id: string } | { kind: 'adversaries' } | null;

/** The tokens the SRD recommends for the optional spotlight tracker. */
export const SPOTLIGHT_TOKENS = 3;

export interface SpotlightState {
  holder: SpotlightHolder;
  /** The tracker's tokens left, by character; absent when the table does not use the tracker. */
  tokens: Readonly<Record<string, number>> | null;
  /** How many tokens each character starts (and refills) with. */
  perCharacter: number;
}

export function newSpotlight(): SpotlightState {
  return { holder: null, tokens: null, perCharacter: SPOTLIGHT_TOKENS };
}

/** Turns the optional tracker on for these characters (each with `perCharacter` tokens), or off with null. */
export function useSpotlightTokens(
  state: SpotlightState,
  characterIds: readonly string[] | null,
  perCharacter = state.perCharacter,
): SpotlightState {
  if (!Number.isInteger(perCharacter) || perCharacter < 1 || perCharacter > 10)
    throw new RangeError('Each character has 1 to 10 spotlight tokens.');
  if (characterIds === null) return { ...state, tokens: null, perCharacter };
  return { ...state, perCharacter, tokens: Object.fromEntries(characterIds.map((id) => [id, perCharacter])) };
}

/**
 * Hands the spotlight over. With the tracker on, a character taking it spends a token; one with none left
 * cannot take it (the spotlight swings to someone else), and once every character has spent theirs all refill.
 */
export function handSpotlight(
  state: SpotlightState,
  to: Exclude<SpotlightHolder, null>,
): SpotlightState | { error: string } {
  if (to.kind === 'adversaries' || state.tokens === null) return { ...state, holder: to };
  const left = state.tokens[to.id];
  if (left === undefined) return { ...state, holder: to };
  if (left <= 0) return { error: 'That character has used every spotlight token; pick someone else.' };
  const spent = { ...state.tokens, [to.id]: left - 1 };
  const allSpent = Object.values(spent).every((n) => n <= 0);
  return { ...state, holder: to, tokens: allSpent ? refilled(spent, state.perCharacter) : spent };
}

/** A new scene: every character's tokens back to full (the holder stays). */
export function refillSpotlightTokens(state: SpotlightState): SpotlightState {
  return state.tokens === null ? state : { ...state, tokens: refilled(state.tokens, state.perCharacter) };
}

function refilled(tokens: Readonly<Record<string, number>>, per: number): Record<string, number> {
  return Object.fromEntries(Object.keys(tokens).map((id) => [id, per]));
}
