import { useCallback } from 'react';
import { appendRollLog, type Character, type Resources, type RollLogEntry } from '@duality/rules';
import { campaignRollOf } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';

/**
 * Keeps a roll with the character (its log, and what the outcome does to the tracks, applied to the character
 * as the store holds it now) and, in a campaign, publishes it to the campaign's log (Fear on a roll with Fear).
 */
export function useRecordRoll(
  id: number,
  character: Character,
  edit: (change: (c: Character) => Character) => void,
): (entry: RollLogEntry, apply?: (resources: Resources) => Resources) => void {
  const { rolls } = useDataStores();
  const campaign = character.campaign;
  return useCallback(
    (entry, apply) => {
      edit((c) => ({
        ...c,
        resources: apply ? apply(c.resources) : c.resources,
        rollLog: appendRollLog(c.rollLog, entry),
      }));
      if (campaign !== null) rolls.publish(entry.id, campaignRollOf(entry, campaign, id));
    },
    [edit, rolls, campaign, id],
  );
}
