// A player's character store in a store test, saving dashboard rows with the built-in catalog's summary, as
// the product's does; resolves once it has loaded the player's characters.
import { createCharacterStore, summarizeWith } from '../src/characters/character-store';
import { memoryKeyValueStorage } from '../src/shared/storage';
import { eventually } from './backend';
import type { Tab } from './players';

export async function playerCharacters(player: Tab) {
  const store = createCharacterStore({
    client: player.client,
    bus: player.bus,
    session: player.session,
    storage: memoryKeyValueStorage(),
    clock: player.clock,
    summarize: summarizeWith({
      state: null,
      load: () => import('@duality/rules/content').then((content) => content.builtinCatalog()),
    }),
  });
  await eventually(() => store.state.status === 'ready', 5000, 'characters loaded');
  return store;
}
