import type { Bus } from '@duality/bus';

/** Performs the navigations areas request on the bus, client-side; returns a stop function. */
export function followNavigationRequests(
  bus: Bus,
  navigate: (to: string, options: { replace: boolean }) => unknown,
) {
  const sub = bus.on('navigation.requested').subscribe(({ to, replace }) => void navigate(to, { replace }));
  return () => sub.unsubscribe();
}
