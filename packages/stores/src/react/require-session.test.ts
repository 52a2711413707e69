// @vitest-environment jsdom
// useSession reads THE session store provided on the page; RequireSession shows its page to a signed-in user
// and sends anyone else to log in with the way back in `redirect`, as the login page expects it.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { provideSessionStore, type SessionState, type SessionStore } from '@duality/stores';
import { loginPathFor, RequireSession } from './require-session';
import { useSession } from './use-session';

afterEach(cleanup);

// The registry holds one store per page, so one stand-in serves the file; each test sets its state.
const state = new BehaviorSubject<SessionState>({ status: 'loading', user: null, profile: null });
beforeAll(() => {
  // Only the state is read here; every action says so if it is ever called.
  const unused = () => Promise.reject(new Error('not used by these tests'));
  const session: SessionStore = {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
    signUp: unused,
    signIn: unused,
    signOut: unused,
    requestPasswordReset: unused,
    updatePassword: unused,
    updateDisplayName: unused,
    replaceProfile: () => {},
    dispose: () => {},
  };
  provideSessionStore(session);
});

const signedIn: SessionState = {
  status: 'signed-in',
  user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada' },
  profile: null,
};

function Who() {
  const { status, user } = useSession();
  return createElement('output', null, user ? `${status} as ${user.email}` : status);
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/character/:id',
        element: createElement(RequireSession, null, createElement('h1', null, 'Sheet')),
      },
      { path: '/auth/login', element: createElement('h1', null, 'Log In') },
    ],
    { initialEntries: [path] },
  );
  render(createElement(RouterProvider, { router }));
  return router;
}

describe('useSession', () => {
  it('follows the session store: loading, signed in, signed out', () => {
    state.next({ status: 'loading', user: null, profile: null });
    render(createElement(Who));
    expect(screen.getByRole('status').textContent).toBe('loading');
    act(() => state.next(signedIn));
    expect(screen.getByRole('status').textContent).toBe('signed-in as ada@example.com');
    act(() => state.next({ status: 'signed-out', user: null, profile: null }));
    expect(screen.getByRole('status').textContent).toBe('signed-out');
  });
});

describe('RequireSession', () => {
  it('shows the page to a signed-in user', () => {
    state.next(signedIn);
    renderAt('/character/7');
    expect(screen.getByRole('heading').textContent).toBe('Sheet');
  });

  it('says it is checking while the stored session is read, then shows the page', () => {
    state.next({ status: 'loading', user: null, profile: null });
    renderAt('/character/7');
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
    act(() => state.next(signedIn));
    expect(screen.getByRole('heading').textContent).toBe('Sheet');
  });

  it('sends a signed-out visitor to log in, with the path and query to come back to', () => {
    state.next({ status: 'signed-out', user: null, profile: null });
    const router = renderAt('/character/7?tab=notes');
    expect(screen.getByRole('heading').textContent).toBe('Log In');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/character/7?tab=notes');
  });

  it('builds the login path the login page reads', () => {
    expect(loginPathFor('/campaign/3?x=1&y=2')).toBe('/auth/login?redirect=%2Fcampaign%2F3%3Fx%3D1%26y%3D2');
  });
});
