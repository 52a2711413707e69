import { useState, type FormEvent } from 'react';
import { useSearchParams } from '@duality/libs/router';
import { isHomebrewKind, type HomebrewKind } from '@duality/rules';
import { Button, ErrorPanel } from '@duality/ui';
import { KindTabs } from '../../components/kind-tabs';
import { useAuthorOf } from '../../components/use-authors';
import { browsePath, KIND_NOUN, KIND_TABS } from '../../lib/kinds';
import { RecordEntry } from './components/record-entry';
import { SharedRecord } from './components/shared-record';
import { useBrowse } from './hooks/use-browse';

/** /homebrew: public homebrew of others by kind, searched and paged by the database; works logged out. */
export function BrowsePage() {
  const [params, setParams] = useSearchParams();
  const rawKind = params.get('kind');
  const kind: HomebrewKind = isHomebrewKind(rawKind) ? rawKind : 'items';
  const search = params.get('q') ?? '';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const { state, retry } = useBrowse(kind, search, page);
  const [draft, setDraft] = useState(search);
  const authorOf = useAuthorOf(state.status === 'ready' ? state.value.records : []);
  const label = KIND_TABS.find((t) => t.kind === kind)?.label ?? kind;

  const go = (next: { kind?: HomebrewKind; q?: string; page?: number }) => {
    const q = next.q ?? search;
    const query = new URLSearchParams({ kind: next.kind ?? kind });
    if (q) query.set('q', q);
    if ((next.page ?? 0) > 0) query.set('page', String((next.page ?? 0) + 1));
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 0 });
  };
  const pages =
    state.status === 'ready' ? Math.max(1, Math.ceil(state.value.total / state.value.pageSize)) : 1;

  return (
    <section className="hb-page hb-page--wide">
      <h1>Browse Homebrew</h1>
      <SharedRecord kind={kind} id={params.get('id')} />
      <KindTabs current={kind} hrefFor={browsePath} />
      <form role="search" className="hb-search" onSubmit={submit}>
        <label htmlFor="hb-search">Search {label} by name or text</label>
        <input id="hb-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">Search</Button>
      </form>
      {state.status === 'loading' && <p role="status">Loading public {kind}…</p>}
      {state.status === 'error' && (
        <ErrorPanel title={`Public ${label} couldn't be loaded`} message={state.message} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <>
          <p role="status">
            {state.value.total === 0
              ? search
                ? `No public ${kind} match “${search}”.`
                : `No public ${kind} yet.`
              : `${state.value.total} public ${state.value.total === 1 ? KIND_NOUN[kind] : kind}${
                  pages > 1 ? `, page ${page + 1} of ${pages}` : ''
                }.`}
          </p>
          <ul className="hb-list" aria-label={`Public ${label}`}>
            {state.value.records.map((record) => (
              <RecordEntry
                key={record.id}
                kind={kind}
                record={record}
                author={authorOf(record)}
                headingLevel={2}
              />
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Pages" className="hb-pager">
              <Button disabled={page === 0} onClick={() => go({ page: page - 1 })}>
                Previous page
              </Button>
              <Button disabled={page + 1 >= pages} onClick={() => go({ page: page + 1 })}>
                Next page
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
