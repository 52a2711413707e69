import { useEffect, useMemo, useState } from 'react';
import { asyncScheduler } from 'rxjs';
import type { Bus } from '@duality/bus';
import { ToastView } from '@duality/ui';
import { createToastQueue, type ToastState } from './toast-queue';

/** Shows the toasts any area requests on the bus, one at a time. */
export function ToastHost({ bus }: { bus: Bus }) {
  const queue = useMemo(() => createToastQueue(asyncScheduler), []);
  const [state, setState] = useState<ToastState>({ current: null, remaining: 0, waiting: 0 });
  useEffect(() => {
    const view = queue.state$.subscribe(setState);
    const requests = bus.on('toast.requested').subscribe((t) => queue.push(t));
    return () => {
      requests.unsubscribe();
      view.unsubscribe();
      queue.dispose();
    };
  }, [bus, queue]);
  return <ToastView toast={state.current} remaining={state.remaining} onDismiss={() => queue.dismiss()} />;
}
