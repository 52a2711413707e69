// The login form: the rules' schema errors beside the fields, the server's error as an alert with what was
// typed kept, the sign-in under way shown on the button and the form, and after a successful sign-in the way back to the page that sent the visitor here.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthResult, DataStores, SessionState, SessionStore } from '@duality/stores';
import { AreaServicesProvider, type AreaServices } from '@duality/stores/react';
import { LoginPage } from './login-page';

afterEach(cleanup);

// The session store stands in at the edge of this test: the real one is tested against the embedded backend
// in @duality/stores. Each test queues the answers signIn gives.
const signIns: { email: string; password: string }[] = [];
const answers: AuthResult[] = [];
const services: AreaServices = (() => {
  const state = new BehaviorSubject<SessionState>({ status: 'signed-out', user: null, profile: null });
  const store: Pick<SessionStore, 'state$' | 'state' | 'signIn'> = {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
    signIn: async (input) => {
      signIns.push(input);
      return answers.shift() ?? { error: null };
    },
  };
  // The login page reads no data store.
  return { session: store as SessionStore, data: {} as DataStores };
})();

function renderLogin(path: string) {
  signIns.length = 0;
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <LoginPage /> },
      { path: '*', element: <h1>Arrived</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AreaServicesProvider services={services}>
      <RouterProvider router={router} />
    </AreaServicesProvider>,
  );
  return router;
}

const logIn = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Log In' })));

describe('LoginPage', () => {
  it('writes the schema errors beside the fields and does not sign in', async () => {
    renderLogin('/auth/login');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    await logIn();
    expect(signIns).toEqual([]);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Enter a valid email address, like name@example.com.',
    );
  });

  it("shows the server's error and keeps what was typed", async () => {
    renderLogin('/auth/login');
    answers.push({ error: 'Invalid login credentials' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ara@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    await logIn();
    expect(signIns).toEqual([{ email: 'ara@example.com', password: 'wrong password' }]);
    expect(screen.getByRole('alert').textContent).toBe('Invalid login credentials');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ara@example.com');
    expect(screen.getByRole('heading').textContent).toBe('Log In');
  });

  it('shows the sign-in under way: the button says so and cannot be pressed twice, the form is busy', async () => {
    renderLogin('/auth/login');
    let answer: (result: AuthResult) => void = () => undefined;
    const signIn = services.session.signIn;
    services.session.signIn = (input) => {
      signIns.push(input);
      return new Promise((resolve) => (answer = resolve));
    };
    try {
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ara@example.com' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a good password' } });
      await logIn();
      const busy = screen.getByRole('button', { name: 'Logging in…' }) as HTMLButtonElement;
      expect(busy.disabled).toBe(true);
      expect(screen.getByRole('form', { name: 'Log in' }).getAttribute('aria-busy')).toBe('true');
      await act(async () => answer({ error: 'Invalid login credentials' }));
      expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
      expect(screen.getByRole('form', { name: 'Log in' }).getAttribute('aria-busy')).toBe('false');
      expect(signIns).toHaveLength(1);
    } finally {
      services.session.signIn = signIn;
    }
  });

  it('goes back to the redirect path after signing in', async () => {
    const router = renderLogin('/auth/login?redirect=%2Fcampaign%2F3%3Ftab%3Dnotes');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ara@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a good password' } });
    await logIn();
    expect(screen.getByRole('heading').textContent).toBe('Arrived');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/campaign/3?tab=notes');
  });

  it('refuses a redirect to another site and goes to the characters instead', async () => {
    const router = renderLogin('/auth/login?redirect=https%3A%2F%2Fevil.example%2F');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ara@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a good password' } });
    await logIn();
    expect(router.state.location.pathname).toBe('/character');
  });
});
