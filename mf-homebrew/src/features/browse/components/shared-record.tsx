import type { HomebrewKind } from '@duality/rules';
import { ErrorPanel } from '@duality/ui';
import type { HomebrewRecord } from '@duality/stores';
import { useAuthorOf } from '../../../components/use-authors';
import { useSharedRecord } from '../hooks/use-browse';
import { RecordEntry } from './record-entry';

/** The record a share link opens, above the list. */
export function SharedRecord({ kind, id }: { kind: HomebrewKind; id: string | null }) {
  return id ? <SharedRecordById kind={kind} id={id} /> : null;
}

function SharedRecordById({ kind, id }: { kind: HomebrewKind; id: string }) {
  const { state, retry } = useSharedRecord(kind, id);
  return (
    <section className="hb-shared" aria-labelledby="hb-shared-title">
      <h2 id="hb-shared-title">Shared with you</h2>
      {state.status === 'loading' && <p role="status">Opening the shared record…</p>}
      {state.status === 'ready' && state.value === null && (
        <p role="alert">This homebrew is not public or no longer exists.</p>
      )}
      {state.status === 'error' && (
        <ErrorPanel title="The shared homebrew couldn't be loaded" message={state.message} onRetry={retry} />
      )}
      {state.status === 'ready' && state.value !== null && (
        <ul className="hb-list">
          <SharedEntry kind={kind} record={state.value} />
        </ul>
      )}
    </section>
  );
}

function SharedEntry({ kind, record }: { kind: HomebrewKind; record: HomebrewRecord }) {
  const authorOf = useAuthorOf([record]);
  return <RecordEntry kind={kind} record={record} author={authorOf(record)} headingLevel={3} full />;
}
