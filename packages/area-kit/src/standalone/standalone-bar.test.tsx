import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionState, SessionStore } from '@duality/stores';
import { StandaloneBar } from './standalone-bar';

afterEach(cleanup);

/** The session store's edge the bar uses: its state and sign in / sign out (the real one needs a backend). */
function sessionWith(initial: SessionState, signInError: string | null = null) {
  const state = new BehaviorSubject(initial);
  const session = {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
    signIn: vi.fn(async () => ({ error: signInError })),
    signOut: vi.fn(async () => null),
  };
  return { state, session, store: session as unknown as SessionStore };
}

const signedOut: SessionState = { status: 'signed-out', user: null, profile: null };
const ara = { id: 'u1', email: 'ara@example.test', displayName: 'Ara' };

describe('StandaloneBar', () => {
  it('says the area runs alone and against which backend', () => {
    const { store } = sessionWith(signedOut);
    render(<StandaloneBar area="campaign" backendUrl="http://127.0.0.1:54321" session={store} />);
    expect(screen.getByRole('banner', { name: 'Standalone area' }).textContent).toContain(
      'Standalone campaign area: running without the shell, against the backend at http://127.0.0.1:54321.',
    );
  });

  it("signs in through the session store and shows the server's message when it refuses", async () => {
    const { session, store } = sessionWith(signedOut, 'Invalid login credentials');
    render(<StandaloneBar area="builder" backendUrl="http://127.0.0.1:54321" session={store} />);
    const form = screen.getByRole('form', { name: 'Sign in to the local backend' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ara@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'not my password' } });
    fireEvent.submit(form);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials');
    expect(session.signIn).toHaveBeenCalledWith({ email: 'ara@example.test', password: 'not my password' });
  });

  it('shows who is signed in, follows the session, and signs out', async () => {
    const { state, session, store } = sessionWith({ status: 'signed-in', user: ara, profile: null });
    render(<StandaloneBar area="character" backendUrl="http://127.0.0.1:54321" session={store} />);
    expect(screen.getByRole('banner').textContent).toContain('Signed in as Ara.');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalledOnce();
    state.next(signedOut);
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Sign in to the local backend' })).toBeTruthy(),
    );
  });
});
