// Campaign homebrew: the homebrew a campaign's owner shared with it, per kind the links (ordered by created_at)
// and the linked records. Loaded
// once per campaign; one live channel per kind for that campaign, never a second one while it is hydrated.
// A live insert adds the link and fetches an unknown record; a live delete removes the link and drops the
// record unless the link was the current user's (their own record stays theirs).
// The owner's own share or unshare shows from the server's answer, heard live or not.
import type { Observable } from '@duality/libs/rxjs';
import { assertHomebrewKind, HOMEBREW_KINDS, type HomebrewKind } from '@duality/rules';
import type { Bus } from '@duality/bus';
import { subscribeToChanges, type DualityClient, type RowChange, type Unsubscribe } from '@duality/supabase';
import { linkResultSchema } from '../rows/function-results';
import {
  campaignHomebrewLinkRowSchema,
  homebrewRecordSchema,
  type CampaignHomebrewLinkRow,
} from '../rows/homebrew-rows';
import { eachRow, maybeRow } from '../rows/read-rows';
import { callFunction } from '../shared/call-function';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, toastError, type DbContext } from '../shared/db';
import type { SessionSource } from '../shared/session';
import { createSessionScopedStore } from '../shared/session-scoped-store';
import { homebrewTable, linkFetchError, linkTable, rowId, type HomebrewRecord } from '../homebrew/records';

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
  const ctx: DbContext = { bus, clock: deps.clock ?? realClock };
  let channels: Unsubscribe[] = [];
  let loading: { campaignId: number; promise: Promise<void> } | null = null;
  // Forgets the campaign (its state reset, its generation bumped) and removes its channels.
  const clear = async () => {
    loading = null;
    const stops = channels;
    channels = [];
    state.reset();
    await Promise.all(stops.map((stop) => stop()));
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

  const putKind = <K extends HomebrewKind>(kind: K, next: CampaignKindState<K>) =>
    state.patch({ kinds: { ...state.state.kinds, [kind]: next } });

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

  /** A link the server holds (heard live, or the answer to the owner's own share): added, its record fetched. */
  const addLink = async <K extends HomebrewKind>(kind: K, gen: number, added: CampaignHomebrewLinkRow) => {
    const current = state.state.kinds[kind];
    if (added.campaign_id !== state.state.campaignId || current.links.some((l) => l.id === added.id)) return;
    putKind(kind, { ...current, links: [...current.links, added] });
    if (current.items.some((r) => r.id === String(added.item_id))) return;
    const item = await fetchItem(kind, added.item_id);
    const now = state.state.kinds[kind];
    if (item && state.isCurrent(gen) && !now.items.some((r) => r.id === item.id)) {
      putKind(kind, { ...now, items: [...now.items, item] });
    }
  };
  /** A link gone (by its id: a live delete carries no more): its record goes unless the link was the user's. */
  const removeLink = (kind: HomebrewKind, id: number) => {
    const current = state.state.kinds[kind];
    const gone = current.links.find((l) => l.id === id);
    if (!gone) return;
    const keepItem = gone.user_id === state.userId;
    putKind(kind, {
      links: current.links.filter((l) => l.id !== id),
      items: keepItem ? current.items : current.items.filter((r) => r.id !== String(gone.item_id)),
    });
  };
  const onLive = (kind: HomebrewKind, gen: number) => (change: RowChange<CampaignHomebrewLinkRow>) => {
    if (!state.isCurrent(gen)) return;
    if (change.eventType === 'MALFORMED') toastError(bus, change.message);
    else if (change.eventType === 'INSERT') void addLink(kind, gen, change.new);
    else if (change.eventType === 'DELETE') removeLink(kind, change.old.id);
  };

  const load = async (campaignId: number) => {
    await clear();
    const gen = state.generation;
    state.next({ campaignId, hydrated: false, kinds: emptyKinds() });
    const [items, weapons, armor, communities, ancestries, subclasses, classes] = await Promise.all([
      fetchKind('items', campaignId),
      fetchKind('weapons', campaignId),
      fetchKind('armor', campaignId),
      fetchKind('communities', campaignId),
      fetchKind('ancestries', campaignId),
      fetchKind('subclasses', campaignId),
      fetchKind('classes', campaignId),
    ]);
    const kinds = { items, weapons, armor, communities, ancestries, subclasses, classes };
    if (!state.isCurrent(gen)) return;
    // Subscribed after the first load, one channel per kind for this campaign. Deletes carry only the link id,
    // so they are bound without the campaign filter and matched against this campaign's links in onLive.
    channels = HOMEBREW_KINDS.map((kind) =>
      subscribeToChanges(
        client,
        {
          topic: `campaign-homebrew:${campaignId}:${kind}`,
          table: linkTable(kind),
          bindings: [{ event: 'INSERT', filter: `campaign_id=eq.${campaignId}` }, { event: 'DELETE' }],
        },
        campaignHomebrewLinkRowSchema,
        onLive(kind, gen),
      ),
    );
    state.next({ campaignId, hydrated: true, kinds });
  };

  // What the server committed shows at once: the live channel may not have joined in time to hear it.
  const callLink = async (kind: HomebrewKind, itemId: string | number, add: boolean) => {
    assertHomebrewKind(kind);
    const { campaignId } = state.state;
    const id = rowId(itemId);
    if (campaignId === null || id === null) return false;
    const gen = state.generation;
    const body = { type: kind, item_id: id, campaign_id: campaignId };
    const name = add ? 'link-campaign-homebrew' : 'unlink-campaign-homebrew';
    const res = await callFunction({ client, bus }, name, body, linkResultSchema);
    if (!res.ok || !state.isCurrent(gen)) return res.ok;
    if (add) await addLink(kind, gen, res.data.link);
    else removeLink(kind, res.data.link.id);
    return true;
  };

  state.start();

  return {
    state$: state.state$,
    get state() {
      return state.state;
    },
    async hydrate(campaignId) {
      // No second set of channels while hydrated (or hydrating) for this campaign.
      if (state.state.campaignId === campaignId && state.state.hydrated && channels.length > 0) return;
      if (loading?.campaignId === campaignId) return loading.promise;
      const promise = load(campaignId);
      loading = { campaignId, promise };
      try {
        await promise;
      } catch (err) {
        if (loading?.promise === promise) {
          loading = null;
          state.reset();
        }
        throw err;
      }
      if (loading?.promise === promise) loading = null;
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
