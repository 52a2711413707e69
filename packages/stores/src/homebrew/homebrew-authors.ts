// Who made a public homebrew record: the browse page and the collection write each record's author. A display
// name lives in the account's metadata, which only `homebrew_author_names()` reads, and only for users who have
// public homebrew (see its migration); anyone else is simply not in the answer, and the page writes its own
// calm fallback. Like the homebrew counts, a failure is returned for the page to handle, never toasted.
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import { homebrewAuthorRowSchema } from '../rows/read-only-rows';
import { eachRow } from '../rows/read-rows';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, type DbContext } from '../shared/db';
import { toReadOutcome, type ReadOutcome } from '../shared/read-outcome';

/** Read failures start with this (then why, in our words). */
export const HOMEBREW_AUTHORS_WHAT = 'The names of homebrew authors';

/** The database answers at most this many users a call; more are asked in several calls. */
const AUTHORS_PER_CALL = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface HomebrewAuthorsDeps {
  client: DualityClient;
  bus: Bus;
  clock?: Clock;
}

export interface HomebrewAuthorsReader {
  /**
   * The display names (user id → name) of those of `userIds` who have public homebrew; a user missing from
   * the map has no name to show. Duplicates and ids that are not user ids are not sent. Never toasts.
   */
  names(userIds: readonly string[]): Promise<ReadOutcome<ReadonlyMap<string, string>>>;
}

const authorRows = eachRow(homebrewAuthorRowSchema, 'homebrew authors');

export function createHomebrewAuthorsReader(deps: HomebrewAuthorsDeps): HomebrewAuthorsReader {
  const ctx: DbContext = { bus: deps.bus, clock: deps.clock ?? realClock };
  const ask = (ids: string[]) =>
    runQuery(ctx, () => deps.client.rpc('homebrew_author_names', { p_user_ids: ids }), authorRows, {
      toast: false,
    });
  return {
    async names(userIds) {
      const ids = [...new Set(userIds)].filter((id) => UUID.test(id));
      const calls: string[][] = [];
      for (let i = 0; i < ids.length; i += AUTHORS_PER_CALL) calls.push(ids.slice(i, i + AUTHORS_PER_CALL));
      const names = new Map<string, string>();
      for (const res of await Promise.all(calls.map(ask))) {
        if (!res.ok) return toReadOutcome(HOMEBREW_AUTHORS_WHAT, res);
        for (const row of res.data) names.set(row.user_id, row.display_name);
      }
      return { ok: true, data: names };
    },
  };
}
