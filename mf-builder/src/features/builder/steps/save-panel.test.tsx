// Saving the finished character: once the character store has created it, the panel never says it could not
// be saved and offers no second save, even when the way back is a target the router refuses.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { newCharacter, type Character } from '@duality/rules';
import type { DataStores, SessionState, SessionStore } from '@duality/stores';
import { AreaServicesProvider, type AreaServices } from '@duality/stores/react';
import type { Draft } from '../draft/use-draft';
import { SavePanel } from './save-panel';

afterEach(cleanup);

// The stores stand in at the edge: the real character store is tested against the embedded backend.
function servicesCreating(create: () => Promise<{ id: number } | null>): {
  services: AreaServices;
  created: Character[];
} {
  const created: Character[] = [];
  const state = new BehaviorSubject<SessionState>({
    status: 'signed-in',
    user: { id: 'u1' },
    profile: null,
  } as unknown as SessionState);
  const session = {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
  };
  const characters = {
    create: (character: Character) => (created.push(character), create()),
  };
  return {
    services: { session: session as SessionStore, data: { characters } as unknown as DataStores },
    created,
  };
}

function draftReturningTo(back: string | null): Draft & { cleared: number } {
  const draft = {
    character: newCharacter(),
    cleared: 0,
    returnPath: () => back,
    clear: () => void draft.cleared++,
  };
  return draft as unknown as Draft & { cleared: number };
}

function renderPanel(services: AreaServices, draft: Draft) {
  const router = createMemoryRouter(
    [
      { path: '/builder/review', element: <SavePanel draft={draft} complete /> },
      { path: '/character/:id', element: <h1>Sheet</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/builder/review'] },
  );
  render(
    <AreaServicesProvider services={services}>
      <RouterProvider router={router} />
    </AreaServicesProvider>,
  );
  return router;
}

const pressSave = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save character' })));

describe('SavePanel', () => {
  it('opens the new sheet when the way back is refused by the router, and never says it failed', async () => {
    const { services, created } = servicesCreating(async () => ({ id: 7 }));
    const draft = draftReturningTo('/\t/example.com');
    const router = renderPanel(services, draft);
    await pressSave();
    expect(created).toHaveLength(1);
    expect(draft.cleared).toBe(1);
    expect(router.state.location.pathname).toBe('/character/7');
    expect(screen.getByRole('heading').textContent).toBe('Sheet');
    expect(document.body.textContent).not.toContain('could not be saved');
  });

  it('goes back to the page that sent the player here', async () => {
    const { services } = servicesCreating(async () => ({ id: 8 }));
    const router = renderPanel(services, draftReturningTo('/campaign/invite/abc'));
    await pressSave();
    expect(router.state.location.pathname).toBe('/campaign/invite/abc');
  });

  it('keeps the draft and says so calmly when the save fails', async () => {
    const { services, created } = servicesCreating(async () => {
      throw new Error('fetch failed: ECONNREFUSED');
    });
    const draft = draftReturningTo(null);
    const router = renderPanel(services, draft);
    await pressSave();
    expect(created).toHaveLength(1);
    expect(draft.cleared).toBe(0);
    expect(router.state.location.pathname).toBe('/builder/review');
    expect(screen.getByRole('alert').textContent).toBe(
      'Your character could not be saved. Your draft is kept; try again.',
    );
  });

  it('offline: a character kept on this device (its device id) opens on its sheet, and the draft is cleared', async () => {
    const deviceId = 2 ** 40 + 5; // the character store's id for a character built offline (isLocalId)
    const { services } = servicesCreating(async () => ({ id: deviceId }));
    const draft = draftReturningTo(null);
    const router = renderPanel(services, draft);
    await pressSave();
    expect(router.state.location.pathname).toBe(`/character/${deviceId}`);
    expect(draft.cleared).toBe(1);
    expect(document.body.textContent).not.toContain('could not be saved');
  });
});
