import type { ReactNode, RefObject } from 'react';
import { ignore, onDemandComponent } from './on-demand';

export { isRightSwipe } from './right-swipe';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Where focus goes back to on close (the button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const radixDrawer = onDemandComponent(() => import('./radix-drawer').then((m) => m.RadixDrawer));

/** Loads the drawer's Radix part ahead of the first open (call it on a sign of intent); never rejects. */
export function preloadDrawer(): Promise<void> {
  return radixDrawer.preload().then(ignore, ignore);
}

/**
 * A right-side drawer (accessible modal dialog from Radix: focus trap, Escape, overlay click, close
 * button), which also closes on a right swipe on touch screens. Renders nothing until first opened, when it
 * loads its Radix part; a failed load closes it again (`onOpenChange(false)`), so the next open retries.
 */
export function Drawer(props: DrawerProps) {
  const { open, onOpenChange } = props;
  const loaded = radixDrawer.useLoaded(open, () => onOpenChange(false));
  return loaded ? <radixDrawer.Part {...props} /> : null;
}
