import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@duality/libs/router';
import type { Catalog } from '@duality/rules';
import type { CharacterEntry } from '@duality/stores';
import { RequireSession, useCatalog, useDataStores } from '@duality/stores/react';
import { useCharacter } from '../hooks/use-character';
import { buildPath } from '@duality/platform';

export interface CharacterGateProps {
  id: number;
  /** The page itself, once the character is at hand, with the catalog its content is looked up in. */
  children: (entry: CharacterEntry, catalog: Catalog) => ReactNode;
}

/**
 * Every character page's frame: signed in, then the user's character `id` and the catalog (with the built-in
 * game content) loaded, or why it cannot be shown (still loading, the server unreachable, no such character),
 * in the product's words with the way back.
 */
export function CharacterGate({ id, children }: CharacterGateProps) {
  return (
    <RequireSession>
      <Gate id={id}>{children}</Gate>
    </RequireSession>
  );
}

function Gate({ id, children }: CharacterGateProps) {
  const { status, entry } = useCharacter(id);
  const catalog = useCatalog(useDataStores().catalog);
  useServerAddress(id, entry?.id);
  if (entry && catalog) return <>{children(entry, catalog)}</>;
  if (status === 'loading' || status === 'signed-out' || entry)
    return (
      <p className="dh-page" role="status">
        Loading your character…
      </p>
    );
  return (
    <section className="dh-page">
      <h1>Character not found</h1>
      <p>
        {status === 'offline'
          ? 'The server cannot be reached right now; your characters will show when it answers again.'
          : `You have no character ${id}.`}
      </p>
      <Link to={buildPath('/character')}>Back to your characters</Link>
    </section>
  );
}

/**
 * A character built offline is opened by the id this device gave it; once the server has given its own, the
 * address becomes the server's (replaced, not a new history entry), so it can be shared and bookmarked. The
 * device's id keeps opening the character on this device all the same.
 */
function useServerAddress(asked: number, found: number | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (found === undefined || found === asked) return;
    const path = location.pathname
      .split('/')
      .map((segment) => (segment === String(asked) ? String(found) : segment))
      .join('/');
    if (path !== location.pathname)
      void navigate(`${path}${location.search}${location.hash}`, { replace: true });
  }, [asked, found, location, navigate]);
}
