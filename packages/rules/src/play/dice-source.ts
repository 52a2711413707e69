// Where dice faces come from. The rules never draw randomness themselves: every roll takes a DiceSource. The
// production source is `diceFromUint32` over crypto.getRandomValues, built where runtime code lives
// (`@duality/stores/dice`); tests and the e2e seam use `fixedDice`.

/** A source of die faces: given the sides, an integer in 1..sides. */
export type DiceSource = (sides: number) => number;

const UINT32_RANGE = 2 ** 32;
/** Draws before a source that keeps landing in the rejected zone is called broken (odds: below 2^-64). */
const MAX_DRAWS = 64;

/**
 * Unbiased dice from a source of uniform 32-bit unsigned integers (such as crypto.getRandomValues), by rejection
 * sampling: a draw in the top `2^32 mod sides` values is thrown away, so every face is exactly as likely.
 * Throws when the source keeps returning values out of range or rejected, which a working source never does.
 */
export function diceFromUint32(next: () => number): DiceSource {
  return (sides) => {
    if (!Number.isInteger(sides) || sides < 1)
      throw new RangeError(`A die needs at least one side, got ${sides}`);
    const limit = UINT32_RANGE - (UINT32_RANGE % sides);
    for (let i = 0; i < MAX_DRAWS; i++) {
      const x = next();
      if (Number.isInteger(x) && x >= 0 && x < limit) return (x % sides) + 1;
    }
    throw new Error('The random source returned no usable number');
  };
}

/**
 * Dice that show the given faces in turn (tests, and a test build's seam to force a critical); a face above the
 * die's sides is shown as the highest side. Throws when the faces run out, so a test cannot silently reuse them.
 */
export function fixedDice(faces: readonly number[]): DiceSource {
  let i = 0;
  return (sides) => {
    if (i >= faces.length) throw new Error(`Only ${faces.length} dice faces were given`);
    return Math.max(1, Math.min(sides, Math.floor(faces[i++]!)));
  };
}
