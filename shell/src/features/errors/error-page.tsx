import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useShellServices } from '../../lib/shell-services';
import { reportError } from './error-hook';

/** The error page: 404 says Page Not Found, anything else Internal Server Error (spec section 2). */
export function ErrorPage({ status, description }: { status: number; description: string }) {
  const title = status === 404 ? 'Page Not Found' : 'Internal Server Error';
  useEffect(() => {
    document.title = `${status} ${title} | Duality`;
  }, [status, title]);
  return (
    <section className="dh-page shell-error-page" data-status={status}>
      <p className="shell-error-page__status">{status}</p>
      <h1>{title}</h1>
      <p>{description}</p>
    </section>
  );
}

/** The 404 page for a path no route owns. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} description={`Page Not Found: ${pathname}`} />;
}

/** The route error element: a thrown error becomes the 500 page with its message as description. */
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
  return <ErrorPage status={status} description={description} />;
}
