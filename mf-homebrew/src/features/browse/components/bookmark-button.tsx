import { Link, useLocation } from '@duality/libs/router';
import type { HomebrewKind } from '@duality/rules';
import type { HomebrewRecord } from '@duality/stores';
import { loginPathFor, useDataStores, useLibrary, useSession } from '@duality/stores/react';

/**
 * Bookmark or remove a public record; logged out, it asks to log in and comes back here. Until the user's
 * profile (which holds the collection) has arrived, the button waits, disabled: a tap then would be lost.
 */
export function BookmarkButton({ kind, record }: { kind: HomebrewKind; record: HomebrewRecord }) {
  const session = useSession();
  const location = useLocation();
  const libraries = useDataStores().homebrew;
  const library = useLibrary(libraries, kind);
  if (session.status !== 'signed-in') {
    return (
      <Link
        className="dh-button dh-button--quiet"
        to={loginPathFor(`${location.pathname}${location.search}`)}
      >
        Log in to bookmark {record.name}
      </Link>
    );
  }
  const saved = library.homebrew.some((r) => r.id === record.id);
  const waiting = session.profile === null;
  return saved ? (
    <button
      type="button"
      className="dh-button dh-button--quiet"
      disabled={waiting}
      onClick={() => libraries.removeFromCollection(kind, record.id)}
    >
      Remove {record.name} from my collection
    </button>
  ) : (
    <button
      type="button"
      className="dh-button"
      disabled={waiting}
      onClick={() => libraries.addToCollection(kind, record.id, record)}
    >
      Bookmark {record.name}
    </button>
  );
}
