import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './use-session';

/** Shows its children to a signed-in user; sends anyone else to log in, coming back here afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <p role="status">Checking your session…</p>;
  if (session.status === 'signed-out') {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <>{children}</>;
}
