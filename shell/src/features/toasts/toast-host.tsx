import { useEffect, useMemo } from 'react';
import { asyncScheduler } from '@duality/libs/rxjs';
import type { Bus } from '@duality/bus';
import { useObservableValue } from '@duality/bus/react';
import { ToastView } from '@duality/ui';
import { createToastQueue } from './toast-queue';

/** Shows the toasts any area requests on the bus, one at a time. */
export function ToastHost({ bus }: { bus: Bus }) {
  const queue = useMemo(() => createToastQueue(asyncScheduler), []);
  const state = useObservableValue(queue.state$, () => queue.state);
  useEffect(() => {
    const requests = bus.on('toast.requested').subscribe((t) => queue.push(t));
    return () => {
      requests.unsubscribe();
      queue.dispose();
    };
  }, [bus, queue]);
  return <ToastView toast={state.current} remaining={state.remaining} onDismiss={() => queue.dismiss()} />;
}
