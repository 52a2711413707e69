import type { Resources } from '@duality/rules';
import type { SheetPanelProps } from './sheet-props';
import { useOfferUndo, type TrackerResource } from '@duality/ui/controls';

/** Each track's name, the name of one box, and what a filled box means. */
export const TRACKS: Record<
  keyof Resources,
  { name: string; unit: string; filled: 'marked' | 'held'; resource: TrackerResource }
> = {
  health: { name: 'Hit Points', unit: 'Hit Point', filled: 'marked', resource: 'hp' },
  stress: { name: 'Stress', unit: 'Stress', filled: 'marked', resource: 'stress' },
  armor: { name: 'Armor Slots', unit: 'Armor Slot', filled: 'marked', resource: 'armor' },
  hope: { name: 'Hope', unit: 'Hope', filled: 'held', resource: 'hope' },
};

/**
 * Sets a track to a value and offers the change back for 10 s (the sheet's undo bar); a change that clears a
 * whole track says so plainly. Used by the trackers panel and the phone's pinned vitals.
 */
export function useTrackChange({
  character,
  edit,
}: Pick<SheetPanelProps, 'character' | 'edit'>): (track: keyof Resources, value: number) => void {
  const offerUndo = useOfferUndo();
  return (track, value) => {
    const was = character.resources[track];
    if (value === was) return;
    edit((c) => ({ ...c, resources: { ...c.resources, [track]: value } }));
    const { name } = TRACKS[track];
    offerUndo(
      value === 0 ? `${name}: every one cleared (was ${was}).` : `${name}: ${value}, was ${was}.`,
      () => edit((c) => ({ ...c, resources: { ...c.resources, [track]: was } })),
    );
  };
}
