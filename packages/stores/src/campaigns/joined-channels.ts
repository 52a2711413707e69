// One live channel per joined campaign: a live update replaces the campaign in the joined list, a live delete
// removes it. The channel reads its row again each time it joins (the server never sends a change made before
// the join, or while the connection was down). Live changes heard are counted, so a read sent before a joined
// campaign's latest change was heard, which may answer with the row as it was, loses to the change.
import type { DualityClient, RowChange, Unsubscribe } from '@duality/supabase';
import { campaignRowSchema, type CampaignRow } from '../rows/campaign-rows';
import { eachRow } from '../rows/read-rows';
import { runQuery, toastError, type DbContext } from '../shared/db';
import { openLiveChannel } from '../shared/live-channel';

export interface JoinedChannels {
  /** How many live changes were heard so far: a read remembers it when it is sent. */
  heard(): number;
  /** Joined rows read since `mark`, each replaced by what its channel heard since (or dropped: deleted). */
  withLiveSince(rows: CampaignRow[], mark: number): CampaignRow[];
  /** Watches exactly these campaigns: closes the channels of the others, opens the missing ones. */
  follow(ids: number[]): Promise<void>;
  unwatch(id: number): Promise<void>;
  unwatchAll(): Promise<void>;
}

/** The channels of the joined campaigns in `joined()`, which they keep current through `setJoined`. */
export function joinedChannels(deps: {
  client: DualityClient;
  ctx: DbContext;
  joined: () => CampaignRow[];
  setJoined: (rows: CampaignRow[]) => void;
}): JoinedChannels {
  const { client, ctx, joined, setJoined } = deps;
  const channels = new Map<number, Unsubscribe>();
  let heard = 0;
  const heardAt = new Map<number, number>();
  const heardSince = (id: number, mark: number) => (heardAt.get(id) ?? 0) > mark;

  const unwatch = async (id: number) => {
    const stop = channels.get(id);
    await (channels.delete(id) && stop?.());
  };

  const onLive = (id: number) => (change: RowChange<CampaignRow>) => {
    if (change.eventType === 'MALFORMED') return toastError(ctx.bus, change.message);
    heardAt.set(id, (heard += 1));
    if (change.eventType === 'UPDATE') {
      const row = change.new;
      setJoined(joined().map((c) => (c.id === row.id ? row : c)));
    } else if (change.eventType === 'DELETE') {
      // Delete events carry only the primary key: match it against the campaign this channel watches.
      if (change.old.id !== id) return;
      setJoined(joined().filter((c) => c.id !== id));
      void unwatch(id);
    }
  };

  /** Reads one joined campaign again (what its channel cannot have heard) and puts it in the list. */
  const reread = async (id: number) => {
    const mark = heard;
    const res = await runQuery(
      ctx,
      () => client.from('campaigns').select('*').eq('id', id),
      eachRow(campaignRowSchema, 'campaign'),
    );
    const row = res.ok ? res.data[0] : undefined;
    if (!row || !channels.has(id) || heardSince(id, mark)) return;
    setJoined(joined().map((c) => (c.id === id ? row : c)));
  };

  const open = (id: number) =>
    openLiveChannel({
      client,
      clock: ctx.clock,
      subscription: { topic: `campaign:${id}`, table: 'campaigns', filter: `id=eq.${id}` },
      schema: campaignRowSchema,
      onChange: onLive(id),
      onJoined: () => void reread(id),
    });

  return {
    heard: () => heard,
    withLiveSince: (rows, mark) =>
      rows.flatMap((row) => {
        if (!heardSince(row.id, mark)) return [row];
        const live = joined().find((c) => c.id === row.id);
        return live ? [live] : [];
      }),
    async follow(ids) {
      for (const id of channels.keys()) if (!ids.includes(id)) await unwatch(id);
      for (const id of ids) if (!channels.has(id)) channels.set(id, open(id));
    },
    unwatch,
    unwatchAll: () => Promise.all([...channels.keys()].map(unwatch)).then(() => undefined),
  };
}
