import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getDataStores, type CharacterEntry } from '@duality/stores';
import { RequireSession, useCatalog } from '@duality/stores/react';
import { useCharacter } from '../hooks/use-character';

/**
 * Shows `children` with the signed-in user's character `id` once it and the catalog (with the built-in game
 * content) are there, or says why it cannot: loading, offline, not found.
 */
export function CharacterGate({
  id,
  children,
}: {
  id: number;
  children: (entry: CharacterEntry) => ReactNode;
}) {
  return (
    <RequireSession>
      <Gate id={id}>{children}</Gate>
    </RequireSession>
  );
}

function Gate({ id, children }: { id: number; children: (entry: CharacterEntry) => ReactNode }) {
  const { status, entry } = useCharacter(id);
  const catalog = useCatalog(getDataStores().catalog);
  if (entry && catalog) return <>{children(entry)}</>;
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
      <Link to="/character">Back to your characters</Link>
    </section>
  );
}
