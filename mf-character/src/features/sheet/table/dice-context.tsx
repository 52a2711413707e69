// Where the sheet's dice come from. Players always get cryptoDice (crypto.getRandomValues, unbiased); component
// tests pass fixed dice through SheetDiceProvider. Nothing in the shipped product renders the provider, so no
// player can choose their faces. (The e2e specs force faces a layer lower: they replace the page's
// crypto.getRandomValues before the product loads, so the real dice path is the one tested.)
import { createContext, useContext, type ReactNode } from 'react';
import type { DiceSource } from '@duality/rules';
import { cryptoDice } from '@duality/stores/dice';

const SheetDice = createContext<DiceSource>(cryptoDice);

/** Test seam: the dice every roll of the sheet below uses. */
export function SheetDiceProvider({ dice, children }: { dice: DiceSource; children: ReactNode }) {
  return <SheetDice.Provider value={dice}>{children}</SheetDice.Provider>;
}

export const useSheetDice = (): DiceSource => useContext(SheetDice);
