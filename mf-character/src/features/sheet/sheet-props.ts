import type { Character, DerivedSheet } from '@duality/rules';

/** What every panel of the sheet gets: the character, its derived numbers, and a way to change it. */
export interface SheetPanelProps {
  id: number;
  character: Character;
  sheet: DerivedSheet;
  edit: (change: (c: Character) => Character) => void;
}
