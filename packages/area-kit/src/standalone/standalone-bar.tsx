import { useState, type FormEvent } from 'react';
import type { AreaName } from '@duality/platform';
import type { SessionStore } from '@duality/stores';
import { useStoreState } from '@duality/stores/react';
import './standalone-bar.css';
import { Button } from '@duality/ui';

export interface StandaloneBarProps {
  area: AreaName;
  backendUrl: string;
  session: SessionStore;
}

/**
 * The bar above a standalone area: it says the area runs without the shell and against which backend, and
 * stands in for the shell's account menu (who is signed in, sign in, sign out), since an area's pages may
 * need a session that only the account area's pages could otherwise give.
 */
export function StandaloneBar({ area, backendUrl, session }: StandaloneBarProps) {
  const state = useStoreState(session);
  return (
    <header className="dh-standalone-bar dh-no-print" aria-label="Standalone area">
      <p>
        Standalone {area} area: running without the shell, against the backend at {backendUrl}.
      </p>
      {state.status === 'loading' && <p>Reading the session…</p>}
      {state.status === 'signed-in' && state.user && (
        <p>
          Signed in as <strong>{state.user.displayName ?? state.user.email}</strong>.{' '}
          <Button variant="quiet" onClick={() => void session.signOut()}>
            Sign out
          </Button>
        </p>
      )}
      {state.status === 'signed-out' && <DevSignIn session={session} />}
    </header>
  );
}

/** Signs in with an existing account of the backend (accounts are made in the account area). */
function DevSignIn({ session }: { session: SessionStore }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await session.signIn({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setBusy(false);
    setError(result.error);
  };
  return (
    <details>
      <summary>Not signed in. Sign in to the local backend</summary>
      <form aria-label="Sign in to the local backend" onSubmit={(e) => void submit(e)}>
        <label>
          Email <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          Sign in
        </Button>
        {error && <p role="alert">{error}</p>}
      </form>
    </details>
  );
}
