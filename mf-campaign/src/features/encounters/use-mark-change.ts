import type { EncounterCardRow } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { useOfferUndo } from '@duality/ui/controls';

type Marks = 'hp_marked' | 'stress_marked';
const TRACK_NAMES: Record<Marks, string> = { hp_marked: 'Hit Points', stress_marked: 'Stress' };

/**
 * Writes an adversary's Hit Point or Stress marks at once and offers the change back for a while (the page's
 * undo bar), as the sheet does with a player's tracks: a tap can clear a whole track.
 */
export function useMarkChange(card: EncounterCardRow, name: string): (marks: Marks, value: number) => void {
  const { encounters } = useDataStores();
  const offerUndo = useOfferUndo();
  return (marks, value) => {
    const was = card[marks];
    if (value === was) return;
    void encounters.updateCard(card, { [marks]: value });
    offerUndo(`${name}, ${TRACK_NAMES[marks]}: ${value}, was ${was}.`, () => {
      void encounters.updateCard({ ...card, [marks]: value }, { [marks]: was });
    });
  };
}
