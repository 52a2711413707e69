// /homebrew/new/:kind and /homebrew/edit/:kind/:id: the editor of a new record, or of one of one's own.
import { Link } from '@duality/libs/router';
import { isHomebrewKind, type HomebrewKind } from '@duality/rules';
import { RequireSession, useDataStores, useLibrary, useSession } from '@duality/stores/react';
import { EditorForm } from './components/editor-form';
import { collectionPath, KIND_NOUN } from '../../lib/kinds';

/** The spec's message for a kind that is not one of the seven. */
export const INVALID_KIND = 'Invalid homebrew type';

export function NewRecordPage({ params }: { params: { readonly kind: string } }) {
  return (
    <RequireSession>
      <KindCheck kind={params.kind} id={null} />
    </RequireSession>
  );
}

export function EditRecordPage({ params }: { params: { readonly kind: string; readonly id: number } }) {
  return (
    <RequireSession>
      <KindCheck kind={params.kind} id={String(params.id)} />
    </RequireSession>
  );
}

function KindCheck({ kind, id }: { kind: string; id: string | null }) {
  if (!isHomebrewKind(kind))
    return (
      <section className="hb-page">
        <h1>Homebrew editor</h1>
        <p role="alert">{INVALID_KIND}</p>
        <Link to={collectionPath()} className="dh-target">
          Back to my homebrew
        </Link>
      </section>
    );
  return id === null ? <NewRecord kind={kind} /> : <EditRecord kind={kind} id={id} />;
}

function NewRecord({ kind }: { kind: HomebrewKind }) {
  // Keyed by the user too: a form (and the draft it keeps) belongs to one account.
  const { user } = useSession();
  return (
    <section className="hb-page hb-page--wide">
      <h1>New {KIND_NOUN[kind]}</h1>
      <EditorForm key={`${user?.id}-${kind}-new`} kind={kind} id={null} record={null} />
    </section>
  );
}

function EditRecord<K extends HomebrewKind>({ kind, id }: { kind: K; id: string }) {
  const library = useLibrary(useDataStores().homebrew, kind);
  const { user } = useSession();
  const record = library.homebrew.find((r) => r.id === id && r.user_id === user?.id) ?? null;
  return (
    <section className="hb-page hb-page--wide">
      <h1>{record ? `Edit ${record.name}` : `Edit ${KIND_NOUN[kind]}`}</h1>
      {!library.hydrated ? (
        <p role="status">Loading your {KIND_NOUN[kind]}…</p>
      ) : record === null ? (
        <p role="alert">
          This {KIND_NOUN[kind]} is not one of yours, or it no longer exists. Only its owner can edit it.{' '}
          <Link to={collectionPath(kind)} className="dh-target">
            Back to my homebrew
          </Link>
        </p>
      ) : (
        <EditorForm key={`${user?.id}-${kind}-${id}`} kind={kind} id={id} record={record} />
      )}
    </section>
  );
}
