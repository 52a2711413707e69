// Test edge for the sheet's panels: the catalog through the area's services and the character held in React
// state, so a panel's `edit` changes what it shows, as the character store does (the real store is tested in
// @duality/stores against the embedded backend).
import { render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import {
  characterSchema,
  deriveSheet,
  type Catalog,
  type Character,
  type CharacterInput,
} from '@duality/rules';
import type { DataStores, SessionStore } from '@duality/stores';
import { AreaServicesProvider } from '@duality/stores/react';
import type { SheetPanelProps } from './sheet-props';

/** Renders `Panel` for a character; `current()` reads the character after the panel's edits. */
export function renderPanel(
  Panel: ComponentType<SheetPanelProps>,
  input: CharacterInput,
  catalog: Catalog,
): { current: () => Character } {
  const services = {
    session: {} as SessionStore,
    data: {
      catalog: { state$: { subscribe: () => ({ unsubscribe() {} }) }, state: catalog, dispose() {} },
    } as unknown as DataStores,
  };
  let latest = characterSchema.parse(input);
  function Host() {
    const [character, setCharacter] = useState(latest);
    const edit = (change: (c: Character) => Character) =>
      setCharacter((c) => {
        latest = change(c);
        return latest;
      });
    return <Panel id={1} character={character} sheet={deriveSheet(character, catalog)} edit={edit} />;
  }
  render(
    <AreaServicesProvider services={services}>
      <Host />
    </AreaServicesProvider>,
  );
  return { current: () => latest };
}
