import { useCallback } from 'react';
import { appendRollLog, type Character, type Resources, type RollLogEntry } from '@duality/rules';
import { campaignRollOf } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';

export type RecordRoll = (
  entry: RollLogEntry,
  apply?: (resources: Resources) => Resources,
  /** The server rolled it and it is in the campaign's log already (roll_dice): nothing to report. */
  options?: { logged?: boolean },
) => void;

/**
 * Keeps a roll with the character (its log, and what the outcome does to the tracks, applied to the character
 * as the store holds it now) and, in a campaign, reports a roll the sheet made itself (offline) to the
 * campaign's log, where it is marked as rolled offline and gives no Fear.
 */
export function useRecordRoll(
  id: number,
  character: Character,
  edit: (change: (c: Character) => Character) => void,
): RecordRoll {
  const { rolls } = useDataStores();
  const campaign = character.campaign;
  return useCallback(
    (entry, apply, options) => {
      edit((c) => ({
        ...c,
        resources: apply ? apply(c.resources) : c.resources,
        rollLog: appendRollLog(c.rollLog, entry),
      }));
      if (campaign !== null && !options?.logged) rolls.publish(entry.id, campaignRollOf(entry, campaign, id));
    },
    [edit, rolls, campaign, id],
  );
}
