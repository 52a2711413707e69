import { Link, useSearchParams } from '@duality/libs/router';
import { isHomebrewKind, type HomebrewKind } from '@duality/rules';
import {
  RequireSession,
  useDataStores,
  useHomebrewUsage,
  useLibrary,
  useSession,
} from '@duality/stores/react';
import { Button, ErrorPanel } from '@duality/ui';
import { CopyLinkButton } from '../../components/copy-link-button';
import { HomebrewSummary } from '../../components/homebrew-summary';
import { KindTabs } from '../../components/kind-tabs';
import { RecordCard } from '../../components/record-card';
import { useAuthorOf } from '../../components/use-authors';
import { collectionPath, KIND_NOUN, KIND_TABS, newRecordPath, shareLink } from '../../lib/kinds';
import { OwnRecordActions } from './components/own-record-actions';

/** /homebrew/collection: the user's own records and bookmarked ones, per kind, with the caps' counts. */
export function CollectionPage() {
  return (
    <RequireSession>
      <Collection />
    </RequireSession>
  );
}

function Collection() {
  const [params] = useSearchParams();
  const rawKind = params.get('kind');
  const kind: HomebrewKind = isHomebrewKind(rawKind) ? rawKind : 'items';
  const libraries = useDataStores().homebrew;
  const library = useLibrary(libraries, kind);
  const { user } = useSession();
  const usage = useHomebrewUsage(library.homebrew.length);
  const label = KIND_TABS.find((t) => t.kind === kind)?.label ?? kind;
  const authorOf = useAuthorOf(library.homebrew);

  return (
    <section className="hb-page hb-page--wide">
      <h1>My Homebrew</h1>
      {usage.status === 'error' ? (
        <div role="alert" className="hb-usage-error">
          <p>{usage.message}</p>
          <Button variant="quiet" onClick={usage.retry}>
            Retry
          </Button>
        </div>
      ) : (
        <dl className="hb-usage" aria-label="Homebrew limits">
          <dt>Homebrew created</dt>
          <dd data-usage="created">
            {usage.status === 'ready' ? `${usage.data.created} of ${usage.data.creation_cap}` : '…'}
          </dd>
          <dt>Homebrew made public</dt>
          <dd data-usage="published">
            {usage.status === 'ready' ? `${usage.data.published} of ${usage.data.publish_cap}` : '…'}
          </dd>
        </dl>
      )}
      <KindTabs current={kind} hrefFor={collectionPath} />
      <p>
        <Button asChild>
          <Link to={newRecordPath(kind)}>New {KIND_NOUN[kind]}</Link>
        </Button>
      </p>
      {library.loadError !== null && (
        <ErrorPanel
          title={`Your ${label} couldn't be loaded`}
          message={library.loadError}
          onRetry={() => libraries.hydrate()}
        />
      )}
      {!library.hydrated ? (
        library.loadError === null && <p role="status">Loading your {label}…</p>
      ) : library.homebrew.length === 0 ? (
        <p>No {label} in your collection yet. Make one, or bookmark public ones on the browse page.</p>
      ) : (
        <ul className="hb-list" aria-label={`My ${label}`}>
          {library.homebrew.map((record) => {
            const own = record.user_id === user?.id;
            return (
              <RecordCard
                key={record.id}
                kind={kind}
                recordId={record.id}
                author={authorOf(record)}
                note={
                  <p className="hb-entry__origin">
                    {own ? (record.public ? 'Yours, public' : 'Yours, private') : 'Bookmarked'}
                  </p>
                }
                actions={
                  <>
                    {own && <OwnRecordActions kind={kind} id={record.id} name={record.name} />}
                    {!own && (
                      <Button variant="quiet" onClick={() => libraries.removeFromCollection(kind, record.id)}>
                        Remove {record.name} from my collection
                      </Button>
                    )}
                    {record.public && (
                      <CopyLinkButton
                        link={shareLink(window.location.origin, kind, record.id)}
                        name={record.name}
                      />
                    )}
                  </>
                }
              >
                <HomebrewSummary kind={kind} record={record} headingLevel={2} />
              </RecordCard>
            );
          })}
        </ul>
      )}
    </section>
  );
}
