import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from '@duality/libs/router';
import { bus } from '@duality/bus';
import type { AreaName } from '@duality/platform';
import { ErrorPanel } from '@duality/ui';

/**
 * The error element of every area route: a page that throws while rendering shows the error panel in the
 * area's outlet and is announced on the bus; Retry renders the same location again.
 */
export function AreaRouteError({ area }: { area: AreaName }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const message = error instanceof Error ? error.message : String(error);
  useEffect(() => {
    bus.publish('remote.load_failed', { area, phase: 'render', message });
  }, [area, message]);
  const retry = async () => {
    await navigate(location, { replace: true });
    bus.publish('remote.recovered', { area });
  };
  return <ErrorPanel title="This page stopped working" message={message} onRetry={retry} />;
}
