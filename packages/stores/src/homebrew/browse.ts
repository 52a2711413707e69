// Browsing public homebrew a page at a time: the database sorts (by lower-cased name, then id), filters (public,
// not the reader's own, optionally containing the search text) and counts, so a page costs the same with
// 10 000 public records as with ten. The search looks in `search_text`, a generated column holding the name and
// every string of the document, lower-cased (see the browse migration in supabase/migrations).
import { assertHomebrewKind, type HomebrewKind } from '@duality/rules';
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import { homebrewRecordSchema } from '../rows/homebrew-rows';
import { eachRow, maybeRow, type RowReader } from '../rows/read-rows';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, type DbContext, type QueryOutcome } from '../shared/db';
import { homebrewTable, rowId, type HomebrewRecord } from './records';

/** Records per browse page unless asked otherwise. */
export const BROWSE_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const MAX_SEARCH_LENGTH = 100;

export interface BrowseRequest<K extends HomebrewKind = HomebrewKind> {
  kind: K;
  /** Words to find in the name or text, case-insensitively; empty lists everything. */
  search?: string;
  /** 0-based page number. */
  page?: number;
  pageSize?: number;
}

export interface BrowsePage<K extends HomebrewKind = HomebrewKind> {
  kind: K;
  search: string;
  page: number;
  pageSize: number;
  /** Every matching record, across all pages. */
  total: number;
  records: HomebrewRecord<K>[];
}

export interface HomebrewBrowserDeps {
  client: DualityClient;
  bus: Bus;
  /** The reader; their own records are left out of the public list. */
  userId: () => string | null;
  clock?: Clock;
}

/** Told instead of the network failure: browsing others' homebrew is a server search, never kept offline. */
export const BROWSE_NEEDS_CONNECTION =
  'Browsing shared homebrew needs a connection. Your own homebrew and your collection still open on this device.';

export interface HomebrewBrowser {
  /** One page of other users' public records of a kind (no toast: the page shows the error with Retry). */
  browse<K extends HomebrewKind>(request: BrowseRequest<K>): Promise<QueryOutcome<BrowsePage<K>>>;
  /** One public record (a shared link), or null when it is not public or does not exist. */
  getPublic<K extends HomebrewKind>(kind: K, id: string): Promise<QueryOutcome<HomebrewRecord<K> | null>>;
}

/**
 * The search text as a LIKE pattern: lower-cased, trimmed, with the pattern characters (`%`, `_`, `\` and the
 * REST API's `*` wildcard) dropped, so that a search only ever matches literally.
 */
export function searchPattern(search: string): string | null {
  const text = search
    .trim()
    .toLowerCase()
    .slice(0, MAX_SEARCH_LENGTH)
    .replace(/[%_\\*]/g, '');
  return text === '' ? null : `%${text}%`;
}

const counted =
  <T>(read: RowReader<T[]>): RowReader<{ rows: T[]; total: number }> =>
  (data, count) => {
    const rows = read(data);
    if (!rows.ok) return rows;
    if (typeof count !== 'number') return { ok: false, message: 'Could not read the number of results' };
    return { ok: true, value: { rows: rows.value, total: count }, dropped: rows.dropped };
  };

export function createHomebrewBrowser(deps: HomebrewBrowserDeps): HomebrewBrowser {
  const ctx: DbContext = { bus: deps.bus, clock: deps.clock ?? realClock };
  const { client } = deps;

  const browse = async <K extends HomebrewKind>(request: BrowseRequest<K>) => {
    const { kind } = request;
    assertHomebrewKind(kind);
    const pageSize = Math.min(Math.max(1, Math.floor(request.pageSize ?? BROWSE_PAGE_SIZE)), MAX_PAGE_SIZE);
    const page = Math.max(0, Math.floor(request.page ?? 0));
    const search = request.search ?? '';
    const pattern = searchPattern(search);
    const me = deps.userId();
    const matching = (columns: string, head: boolean) => {
      let q = client.from(homebrewTable(kind)).select(columns, { count: 'exact', head }).eq('public', true);
      if (me) q = q.neq('user_id', me);
      return pattern ? q.like('search_text', pattern) : q;
    };
    const read = counted(eachRow(homebrewRecordSchema(kind), `public homebrew ${kind}`));
    let res = await runQuery(
      ctx,
      () =>
        matching('*', false)
          .order('sort_name', { ascending: true })
          .order('id', { ascending: true })
          .range(page * pageSize, page * pageSize + pageSize - 1),
      read,
      { toast: false },
    );
    // A page past the end (the list shrank, or an old link) is answered 416 without a count: count alone.
    if (!res.ok && res.status === 416) {
      res = await runQuery(
        ctx,
        () => matching('id', true),
        (_data, count) => read([], count),
        { toast: false },
      );
    }
    if (!res.ok) return res.network ? { ...res, message: BROWSE_NEEDS_CONNECTION } : res;
    const result: BrowsePage<K> = {
      kind,
      search,
      page,
      pageSize,
      total: res.data.total,
      records: res.data.rows,
    };
    return { ok: true as const, data: result };
  };

  const getPublic = async <K extends HomebrewKind>(kind: K, id: string) => {
    assertHomebrewKind(kind);
    const n = rowId(id);
    if (n === null) return { ok: true as const, data: null };
    return runQuery(
      ctx,
      () => client.from(homebrewTable(kind)).select('*').eq('id', n).eq('public', true).maybeSingle(),
      maybeRow(homebrewRecordSchema(kind), `public homebrew ${kind}`),
      { toast: false },
    );
  };

  return { browse, getPublic };
}
