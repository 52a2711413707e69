// The signed-in user's homebrew counts against the creation and publish caps. The caps live in the database
// (which enforces them), so they are read, never assumed. The profile page and the collection page both show
// them, through this one reader: one schema, one error policy (a failure is returned for the page to show
// with a Retry, never shown as a count).
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import { homebrewUsageSchema, type HomebrewUsage } from '../rows/read-only-rows';
import { oneRow } from '../rows/read-rows';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, type DbContext } from '../shared/db';
import { toReadOutcome, type ReadOutcome } from '../shared/read-outcome';

/** Read failures start with this (then why, in our words). */
export const HOMEBREW_USAGE_WHAT = 'Your homebrew counts';

export interface HomebrewUsageDeps {
  client: DualityClient;
  bus: Bus;
  clock?: Clock;
}

export interface HomebrewUsageReader {
  /** The caller's counts and caps, or why they could not be read. Never toasts. */
  read(): Promise<ReadOutcome<HomebrewUsage>>;
}

const usageRow = oneRow(homebrewUsageSchema, 'homebrew usage');

export function createHomebrewUsageReader(deps: HomebrewUsageDeps): HomebrewUsageReader {
  const ctx: DbContext = { bus: deps.bus, clock: deps.clock ?? realClock };
  return {
    async read() {
      // The function returns a set of one row (none for a visitor who is not signed in).
      const res = await runQuery(
        ctx,
        () => deps.client.rpc('my_homebrew_usage'),
        (data) => usageRow(Array.isArray(data) ? data[0] : data),
        { toast: false },
      );
      return toReadOutcome(HOMEBREW_USAGE_WHAT, res);
    },
  };
}
