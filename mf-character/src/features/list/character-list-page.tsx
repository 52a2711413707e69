import { Link } from '@duality/libs/router';
import { RequireSession, useCatalog, useDataStores, useStoreState } from '@duality/stores/react';
import { useCharacters } from '../../hooks/use-character';
import { CharacterRow } from './character-row';
import { buildPath } from '@duality/platform';
import { Button } from '@duality/ui';

/**
 * /character: the signed-in user's characters, with create (the builder) and delete. `onSheetIntent` is
 * called when a player points at, touches or focuses a character's link (the area loads the sheet ahead).
 */
export function CharacterListPage({ onSheetIntent }: { onSheetIntent?: () => void }) {
  return (
    <RequireSession>
      <CharacterList onSheetIntent={onSheetIntent} />
    </RequireSession>
  );
}

function CharacterList({ onSheetIntent }: { onSheetIntent?: () => void }) {
  const { status, characters, keptAt, unsynced } = useCharacters();
  const stores = useDataStores();
  const catalog = useCatalog(stores.catalog);
  const campaigns = useStoreState(stores.campaigns);
  const campaignName = (id: number | null) =>
    id === null
      ? null
      : ([...campaigns.owned, ...campaigns.joined].find((c) => c.id === id)?.name ?? `#${id}`);
  return (
    <section className="dh-page character-list">
      <h1>Characters</h1>
      <Button asChild>
        <Link to={buildPath('/builder')}>Create a character</Link>
      </Button>
      {(status === 'loading' || (characters.length > 0 && !catalog)) && (
        <p role="status">Loading your characters…</p>
      )}
      {status === 'offline' && characters.length > 0 && (
        <p role="status" className="character-list__offline">
          {keptAt == null
            ? 'Offline: what you change here is kept on this device and sent when the connection is back.'
            : `Offline: showing what this device kept from ${keptTime(keptAt)}.`}
          {unsynced.length > 0 &&
            ` ${unsynced.length} ${unsynced.length === 1 ? 'change waits' : 'changes wait'} to be sent.`}
        </p>
      )}
      {status === 'offline' && characters.length === 0 && (
        <p role="alert">The server cannot be reached; your characters will show when it answers again.</p>
      )}
      {status === 'ready' && characters.length === 0 && <p>You have no characters yet.</p>}
      {characters.length > 0 && catalog && (
        <ul className="character-list__items">
          {characters.map((entry) => (
            <CharacterRow
              key={entry.id}
              entry={entry}
              catalog={catalog}
              campaign={campaignName(entry.character.campaign)}
              onSheetIntent={onSheetIntent}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** When the kept copy was made, as people say it: the time today, else the day and time. */
function keptTime(at: number): string {
  const date = new Date(at);
  const today = new Date().toDateString() === date.toDateString();
  return today
    ? date.toLocaleTimeString(undefined, { timeStyle: 'short' })
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
