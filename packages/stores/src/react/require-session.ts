import { createElement, Fragment, type ReactNode } from 'react';
import { Navigate, useLocation } from '@duality/libs/router';
import { useSession } from './use-session';

/** Where a visitor is sent to log in: the login page returns to `back` (path and query) afterwards. */
export function loginPathFor(back: string): string {
  return `/auth/login?redirect=${encodeURIComponent(back)}`;
}

/**
 * Shows its children to a signed-in user; sends anyone else to log in, coming back to this page (path and
 * query) afterwards. While the stored session is still being read it shows a polite status instead.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return createElement('p', { role: 'status' }, 'Checking your session…');
  if (session.status === 'signed-out') {
    return createElement(Navigate, {
      to: loginPathFor(`${location.pathname}${location.search}`),
      replace: true,
    });
  }
  return createElement(Fragment, null, children);
}
