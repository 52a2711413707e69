import type { ReactNode } from 'react';
import type { Catalog } from '@duality/rules';
import { getDataStores, type CharacterEntry } from '@duality/stores';
import { RequireSession, useCatalog } from '@duality/stores/react';
import { StatusPage } from '@duality/ui';
import { useCharacter } from '../hooks/use-character';

export interface CharacterPageGateProps {
  id: number;
  /** The page itself, once the character and the catalog are at hand. */
  children: (entry: CharacterEntry, catalog: Catalog) => ReactNode;
}

/**
 * A character page's frame: signed in, the character and the catalog (with the built-in content) loaded (a
 * quiet "Loading…" until then), and a 404 in the product's words when the user has no such character.
 */
export function CharacterPageGate({ id, children }: CharacterPageGateProps) {
  return (
    <RequireSession>
      <Loaded id={id}>{children}</Loaded>
    </RequireSession>
  );
}

function Loaded({ id, children }: CharacterPageGateProps) {
  const { status, entry } = useCharacter(id);
  const catalog = useCatalog(getDataStores().catalog);
  if (entry && catalog) return <>{children(entry, catalog)}</>;
  if (status === 'loading' || status === 'signed-out' || (entry && !catalog))
    return (
      <p className="dh-page" role="status">
        Loading…
      </p>
    );
  return <StatusPage status={404} description="Character not found" />;
}
