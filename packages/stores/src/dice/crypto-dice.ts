// The production dice: the rules take a DiceSource and never draw randomness themselves (they stay pure and
// testable), so the crypto-backed source lives here, in runtime code the areas import. crypto.getRandomValues
// gives uniform 32-bit numbers; diceFromUint32 turns them into faces by rejection sampling, without the bias of
// `x mod sides` or of scaling Math.random.
import { diceFromUint32, type DiceSource } from '@duality/rules';

/** One uniform unsigned 32-bit integer from the platform's cryptographic random source. */
export function cryptoUint32(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** Dice for real rolls: every face equally likely, from crypto.getRandomValues. */
export const cryptoDice: DiceSource = diceFromUint32(cryptoUint32);
