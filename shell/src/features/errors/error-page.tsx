import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from '@duality/libs/router';
import { StatusPage } from '@duality/ui';
import { useShellServices } from '../../lib/shell-services';
import { reportError } from './error-hook';

/** The 404 page for a path neither the shell nor an area owns. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <StatusPage status={404} description={`Page Not Found: ${pathname}`} />;
}

/**
 * The route error element: a thrown error becomes the 500 page with its message as description, and goes
 * to the error hook.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { bus, config } = useShellServices();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const description = isRouteErrorResponse(error)
    ? String(error.data ?? error.statusText)
    : error instanceof Error
      ? error.message
      : String(error);
  useEffect(() => {
    reportError(
      { message: description, status, path: pathname },
      { bus, userAgent: navigator.userAgent, endpoint: config.errorReportUrl },
    );
  }, [bus, config.errorReportUrl, description, status, pathname]);
  return <StatusPage status={status} description={description} />;
}
