// Test edge for the advance pages' component tests: a signed-in session, a character store holding the given
// characters in memory (update applies the change at once, as the real store does locally) and the built-in
// catalog. The real stores are tested against the embedded backend in @duality/stores.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { builtinCatalog } from '@duality/rules/content';
import { characterSchema, type Catalog, type Character, type CharacterInput } from '@duality/rules';
import type {
  CampaignRoll,
  CharactersState,
  DataStores,
  ServerRollOutcome,
  ServerRollRequest,
  SessionState,
  SessionStore,
} from '@duality/stores';
import { AreaServicesProvider, type AreaServices } from '@duality/stores/react';

const characters = new BehaviorSubject<CharactersState>({
  status: 'ready',
  characters: [],
  saving: false,
  unsynced: [],
  conflicts: [],
  keptAt: null,
});
/** Sets the character store's state past the characters (offline, a kept copy), as the real store would. */
export const patchCharacterState = (patch: Partial<CharactersState>) =>
  characters.next({ ...characters.value, ...patch });
/** Every change the page asked the store to make, in order. */
export const updates: { id: number; character: Character }[] = [];
/** Every roll the page published to a campaign (the real publisher is tested in @duality/stores). */
export const published: { id: string; roll: CampaignRoll }[] = [];
/** What the server answers to the next rolls the page asks it for (empty: the backend cannot be reached). */
export const serverRolls: ServerRollOutcome[] = [];
/** Every roll the page asked the server to make. */
export const requestedRolls: ServerRollRequest[] = [];
let services: AreaServices | null = null;

function provide(): AreaServices {
  if (services) return services;
  const session = new BehaviorSubject<SessionState>({
    status: 'signed-in',
    user: { id: 'u1', email: 'ara@example.test', displayName: 'Ara' },
    profile: null,
  });
  const sessionStore = { state$: session.asObservable(), state: session.value } as unknown as SessionStore;
  const catalog = new BehaviorSubject<Catalog>(builtinCatalog());
  const characterStore = {
    state$: characters.asObservable(),
    get state() {
      return characters.value;
    },
    get: (id: number) => characters.value.characters.find((c) => c.id === id),
    update(id: number, change: Partial<Character> | ((c: Character) => Character)) {
      const entry = characters.value.characters.find((c) => c.id === id);
      if (!entry) throw new Error('Character not found');
      const next = typeof change === 'function' ? change(entry.character) : { ...entry.character, ...change };
      updates.push({ id, character: next });
      characters.next({
        ...characters.value,
        characters: characters.value.characters.map((c) => (c.id === id ? { ...c, character: next } : c)),
      });
      return next;
    },
  };
  const campaigns = new BehaviorSubject({ owned: [], joined: [] });
  const data = {
    characters: characterStore,
    campaigns: { state$: campaigns.asObservable(), state: campaigns.value },
    rolls: {
      publish: (id: string, roll: CampaignRoll) => void published.push({ id, roll }),
      roll: async (request: ServerRollRequest): Promise<ServerRollOutcome> => {
        requestedRolls.push(request);
        return (
          serverRolls.shift() ?? { ok: false, unreachable: true, message: 'Could not reach the server.' }
        );
      },
    },
    catalog: { state$: catalog.asObservable(), state: catalog.value, dispose() {} },
  } as unknown as DataStores;
  services = { session: sessionStore, data };
  return services;
}

/** Puts one character (id 1) in the store, forgets earlier updates and local settings, and renders the page. */
export function renderWithCharacter(input: CharacterInput, page: ReactElement) {
  const provided = provide();
  updates.length = 0;
  published.length = 0;
  serverRolls.length = 0;
  requestedRolls.length = 0;
  localStorage.clear();
  characters.next({
    ...characters.value,
    status: 'ready',
    keptAt: null,
    characters: [{ id: 1, revision: 1, character: characterSchema.parse(input) }],
  });
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/'] });
  return render(
    <AreaServicesProvider services={provided}>
      <RouterProvider router={router} />
    </AreaServicesProvider>,
  );
}
