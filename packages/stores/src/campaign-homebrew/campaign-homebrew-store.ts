// Campaign homebrew: the homebrew a campaign's owner shared with it, per kind the links (ordered by created_at)
// and the linked records. A live query (shared/live-query.ts) of one campaign at a time, heard on the user's
// one channel (campaign-homebrew-changes.ts moves it), never a second watch while it is hydrated. The owner's
// own share or unshare shows from the server's answer, heard live or not.
import type { Observable } from '@duality/libs/rxjs';
import { assertHomebrewKind, type HomebrewKind } from '@duality/rules';
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import { linkResultSchema } from '../rows/function-results';
import {
  campaignHomebrewLinkRowSchema,
  homebrewRecordSchema,
  type CampaignHomebrewLinkRow,
} from '../rows/homebrew-rows';
import { eachRow, maybeRow } from '../rows/read-rows';
import { callFunction } from '../shared/call-function';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, type DbContext } from '../shared/db';
import { createKeyedChannels, type KeyedChannels } from '../shared/keyed-channels';
import { createLiveQuery } from '../shared/live-query';
import type { SessionSource } from '../shared/session';
import { createSessionScopedStore } from '../shared/session-scoped-store';
import { homebrewTable, linkFetchError, linkTable, rowId, type HomebrewRecord } from '../homebrew/records';
import {
  campaignHomebrewTables,
  knowsItem,
  withItem,
  withLink,
  withoutLink,
} from './campaign-homebrew-changes';

export interface CampaignKindState<K extends HomebrewKind = HomebrewKind> {
  links: CampaignHomebrewLinkRow[];
  items: HomebrewRecord<K>[];
}

export interface CampaignHomebrewState {
  campaignId: number | null;
  hydrated: boolean;
  kinds: { [K in HomebrewKind]: CampaignKindState<K> };
}

export interface CampaignHomebrewDeps {
  client: DualityClient;
  bus: Bus;
  session: SessionSource;
  clock?: Clock;
  /** The users' shared channels (the data stores' one set); a set of its own without. */
  channels?: KeyedChannels<string>;
}

export interface CampaignHomebrewStore {
  state$: Observable<CampaignHomebrewState>;
  readonly state: CampaignHomebrewState;
  /** Loads a campaign's homebrew and keeps it live; a failure is thrown to the caller, who shows it. */
  hydrate(campaignId: number): Promise<void>;
  /** The owner shares a record with the campaign (server function); false with a toast on failure. */
  link(kind: HomebrewKind, itemId: string | number): Promise<boolean>;
  unlink(kind: HomebrewKind, itemId: string | number): Promise<boolean>;
  /** Forgets the campaign and removes its subscriptions. */
  clear(): Promise<void>;
  dispose(): Promise<void>;
}

const emptyKind = () => ({ links: [], items: [] });
const emptyKinds = (): CampaignHomebrewState['kinds'] => ({
  items: emptyKind(),
  weapons: emptyKind(),
  armor: emptyKind(),
  communities: emptyKind(),
  ancestries: emptyKind(),
  subclasses: emptyKind(),
  classes: emptyKind(),
});

export function createCampaignHomebrewStore(deps: CampaignHomebrewDeps): CampaignHomebrewStore {
  const { client, bus } = deps;
  const clock = deps.clock ?? realClock;
  const ctx: DbContext = { bus, clock };
  // The campaign asked for, and its first load (null when none is asked for).
  let current: { campaignId: number; promise: Promise<void> } | null = null;
  // Forgets the campaign (its state reset, its generation bumped) and ends its watch.
  const clear = async () => {
    current = null;
    state.reset();
    await links.releaseAll();
  };
  const state = createSessionScopedStore({
    initial: (): CampaignHomebrewState => ({ campaignId: null, hydrated: false, kinds: emptyKinds() }),
    session: deps.session,
    // The campaign loaded for the previous user goes with their session (the kernel resets the state after).
    onLeave: () => void clear(),
    // A campaign asked for while signed out is asked for again by the page under the new user.
    onUser: () => {
      if (state.state.campaignId !== null) void clear();
    },
  });

  const fetchKind = async <K extends HomebrewKind>(
    kind: K,
    campaignId: number,
  ): Promise<CampaignKindState<K>> => {
    const links = await runQuery(
      ctx,
      () =>
        client
          .from(linkTable(kind))
          .select('*')
          .eq('campaign_id', campaignId)
          .order('created_at', { ascending: true }),
      eachRow(campaignHomebrewLinkRowSchema, `campaign ${kind} link`),
      { toast: false },
    );
    if (!links.ok) throw new Error(linkFetchError(kind));
    // The records with an inner join to the link table, filtered by campaign.
    const link = linkTable(kind);
    const items = await runQuery(
      ctx,
      () =>
        client
          .from(homebrewTable(kind))
          .select(`*, ${link}!inner(campaign_id)`)
          .eq(`${link}.campaign_id`, campaignId),
      eachRow(homebrewRecordSchema(kind), `homebrew ${kind}`),
      { toast: false },
    );
    if (!items.ok) throw new Error(items.message);
    return { links: links.data, items: items.data };
  };

  const fetchItem = async <K extends HomebrewKind>(kind: K, id: number) => {
    const res = await runQuery(
      ctx,
      () => client.from(homebrewTable(kind)).select('*').eq('id', id).maybeSingle(),
      maybeRow(homebrewRecordSchema(kind), `homebrew ${kind}`),
    );
    return res.ok ? res.data : null;
  };

  const links = createLiveQuery<number, CampaignHomebrewState['kinds'], string>({
    channels: deps.channels ?? createKeyedChannels({ client, clock, name: 'user' }),
    // Heard on the user's channel, which carries the link tables for every campaign of theirs.
    channelKey: () => state.userId ?? '',
    tables: campaignHomebrewTables({ me: () => state.userId, fetchItem }),
    initial: emptyKinds,
    read: async (campaignId) => {
      const [items, weapons, armor, communities, ancestries, subclasses, classes] = await Promise.all([
        fetchKind('items', campaignId),
        fetchKind('weapons', campaignId),
        fetchKind('armor', campaignId),
        fetchKind('communities', campaignId),
        fetchKind('ancestries', campaignId),
        fetchKind('subclasses', campaignId),
        fetchKind('classes', campaignId),
      ]);
      return { ok: true, data: { items, weapons, armor, communities, ancestries, subclasses, classes } };
    },
    onEntry: (campaignId, entry) => {
      if (entry && state.state.campaignId === campaignId) state.patch({ kinds: entry.data });
    },
    bus,
  });

  const load = async (campaignId: number) => {
    await clear();
    const gen = state.generation;
    state.next({ campaignId, hydrated: false, kinds: emptyKinds() });
    const stop = await links.watch(campaignId);
    if (!state.isCurrent(gen)) return void (await stop());
    const entry = links.entry(campaignId);
    if (entry?.status === 'error') {
      await stop();
      throw new Error(entry.error ?? linkFetchError('items'));
    }
    state.patch({ hydrated: true });
  };

  // What the server committed shows at once: the live channel may not have joined in time to hear it.
  const callLink = async (kind: HomebrewKind, itemId: string | number, add: boolean) => {
    assertHomebrewKind(kind);
    const { campaignId } = state.state;
    const id = rowId(itemId);
    if (campaignId === null || id === null) return false;
    const body = { type: kind, item_id: id, campaign_id: campaignId };
    const name = add ? 'link-campaign-homebrew' : 'unlink-campaign-homebrew';
    const res = await callFunction({ client, bus }, name, body, linkResultSchema);
    if (!res.ok) return false;
    const link = res.data.link;
    if (!add) {
      links.patch(campaignId, (kinds) => withoutLink(kinds, kind, link.id, state.userId));
      return true;
    }
    links.patch(campaignId, (kinds) => withLink(kinds, kind, link, campaignId));
    const known = links.entry(campaignId);
    if (known && !knowsItem(known.data, kind, link.item_id)) {
      const item = await fetchItem(kind, link.item_id);
      if (item) links.patch(campaignId, (kinds) => withItem(kinds, kind, item));
    }
    return true;
  };

  state.start();

  return {
    state$: state.state$,
    get state() {
      return state.state;
    },
    async hydrate(campaignId) {
      // No second watch while hydrated (or hydrating) for this campaign.
      if (current?.campaignId === campaignId) return current.promise;
      const promise = load(campaignId);
      current = { campaignId, promise };
      try {
        await promise;
      } catch (err) {
        if (current?.promise === promise) await clear();
        throw err;
      }
    },
    link: (kind, itemId) => callLink(kind, itemId, true),
    unlink: (kind, itemId) => callLink(kind, itemId, false),
    clear,
    async dispose() {
      const stopping = clear();
      state.dispose();
      await stopping;
    },
  };
}
