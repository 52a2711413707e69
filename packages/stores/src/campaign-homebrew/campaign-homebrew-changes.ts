// How the homebrew links of one campaign move its homebrew, heard on the user's channel (the link tables'
// policies send a user only the links of their own campaigns, and deletes, which carry only the link id, to
// everyone): a link added to this campaign adds the link and fetches its record if unknown; a link removed
// drops the record unless the link was the current user's (their own record stays theirs). Each change is
// harmless when the state already holds it, since the changes heard during a read are replayed on top of it.
import { HOMEBREW_KINDS, type HomebrewKind } from '@duality/rules';
import { campaignHomebrewLinkRowSchema, type CampaignHomebrewLinkRow } from '../rows/homebrew-rows';
import { liveTable, type LiveTable } from '../shared/live-table';
import { linkTable, type HomebrewRecord } from '../homebrew/records';

/** Per kind, the campaign's links and the linked records (the store's `kinds`). */
type Kinds = {
  [K in HomebrewKind]: { links: CampaignHomebrewLinkRow[]; items: HomebrewRecord<K>[] };
};

/** The kinds with `link` added, when it belongs to `campaignId` and is not there yet. */
export function withLink(
  kinds: Kinds,
  kind: HomebrewKind,
  link: CampaignHomebrewLinkRow,
  campaignId: number,
): Kinds {
  const current = kinds[kind];
  if (link.campaign_id !== campaignId || current.links.some((l) => l.id === link.id)) return kinds;
  return { ...kinds, [kind]: { ...current, links: [...current.links, link] } };
}

/** The kinds without the link of id `id`; its record goes too unless the link was `me`'s. */
export function withoutLink(kinds: Kinds, kind: HomebrewKind, id: number, me: string | null): Kinds {
  const current = kinds[kind];
  const gone = current.links.find((l) => l.id === id);
  if (!gone) return kinds;
  const keepItem = gone.user_id === me;
  return {
    ...kinds,
    [kind]: {
      links: current.links.filter((l) => l.id !== id),
      items: keepItem ? current.items : current.items.filter((r) => r.id !== String(gone.item_id)),
    },
  };
}

/** The kinds with `item` among the records, once. */
export function withItem(kinds: Kinds, kind: HomebrewKind, item: HomebrewRecord): Kinds {
  const current = kinds[kind];
  if (current.items.some((r) => r.id === item.id)) return kinds;
  return { ...kinds, [kind]: { ...current, items: [...current.items, item] } };
}

export const knowsItem = (kinds: Kinds, kind: HomebrewKind, itemId: number): boolean =>
  kinds[kind].items.some((r) => r.id === String(itemId));

/** The seven link tables, each insert and every delete. */
export function campaignHomebrewTables(deps: {
  me: () => string | null;
  fetchItem: (kind: HomebrewKind, id: number) => Promise<HomebrewRecord | null>;
}): LiveTable<number, Kinds>[] {
  return HOMEBREW_KINDS.map((kind) =>
    liveTable({
      table: linkTable(kind),
      schema: campaignHomebrewLinkRowSchema,
      bindings: () => [{ event: 'INSERT' }, { event: 'DELETE' }],
      reduce: (kinds, change, campaignId) => {
        if (change.eventType === 'DELETE') return withoutLink(kinds, kind, change.old.id, deps.me());
        return change.eventType === 'INSERT' ? withLink(kinds, kind, change.new, campaignId) : kinds;
      },
      effect: (change, { key, previous, patch }) => {
        if (change.eventType !== 'INSERT' || change.new.campaign_id !== key) return;
        const { item_id } = change.new;
        if (knowsItem(previous, kind, item_id)) return;
        void deps.fetchItem(kind, item_id).then((item) => {
          if (item) patch((kinds) => withItem(kinds, kind, item));
        });
      },
    }),
  );
}
