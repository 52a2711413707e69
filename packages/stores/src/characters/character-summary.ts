// The dashboard summary a character's save sends with it (class text and track sizes need the catalog).
import { dashboardSummary, type Catalog, type Character, type DashboardSummary } from '@duality/rules';
import { realClock, type Clock } from '../shared/clock';

/** How long a save waits for a catalog that is not there yet before it goes without the summary. */
export const SUMMARY_WAIT_MS = 2000;

/**
 * The dashboard summary of a character over the data stores' catalog: the one at hand, or the one loading
 * if it arrives within SUMMARY_WAIT_MS. A page that loaded offline may wait on its catalog for good (its
 * campaigns never read): the save must not wait with it, so past the limit it goes without the summary (the
 * database still takes the marked counts from the document; the row keeps its class text and sizes).
 */
export const summarizeWith =
  (catalog: { readonly state: Catalog | null; load(): Promise<Catalog> }, clock: Clock = realClock) =>
  async (character: Character): Promise<DashboardSummary> => {
    let timer: unknown = null;
    const late = new Promise<null>(
      (resolve) => (timer = clock.setTimeout(() => resolve(null), SUMMARY_WAIT_MS)),
    );
    const ready = catalog.state ?? (await Promise.race([catalog.load(), late]));
    clock.clearTimeout(timer);
    if (!ready) throw new Error('The catalog is not loaded yet.');
    return dashboardSummary(character, ready);
  };
