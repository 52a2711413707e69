import { Link, useLocation } from '@duality/libs/router';
import type { HomebrewKind } from '@duality/rules';
import type { HomebrewRecord } from '@duality/stores';
import { loginPathFor, useDataStores, useLibrary, useSession } from '@duality/stores/react';
import { Button } from '@duality/ui';

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
      <Button asChild variant="quiet">
        <Link to={loginPathFor(`${location.pathname}${location.search}`)}>
          Log in to bookmark {record.name}
        </Link>
      </Button>
    );
  }
  const saved = library.homebrew.some((r) => r.id === record.id);
  const waiting = session.profile === null;
  return saved ? (
    <Button
      variant="quiet"
      disabled={waiting}
      onClick={() => libraries.removeFromCollection(kind, record.id)}
    >
      Remove {record.name} from my collection
    </Button>
  ) : (
    <Button disabled={waiting} onClick={() => libraries.addToCollection(kind, record.id, record)}>
      Bookmark {record.name}
    </Button>
  );
}
