import { ignore, onDemandComponent } from './on-demand';

export interface ToastViewProps {
  /** The toast on screen, or null. A new id is a new toast (announced again). */
  toast: { id: number; message: string; tone: 'info' | 'success' | 'error' } | null;
  /** Share of the toast's time left, 1 down to 0: the width of the progress bar. */
  remaining: number;
  onDismiss: () => void;
}

const radixToastView = onDemandComponent(() => import('./radix-toast-view').then((m) => m.RadixToastView));

/** Loads the toast host's Radix part ahead of the first toast; never rejects. */
export function preloadToastView(): Promise<void> {
  return radixToastView.preload().then(ignore, ignore);
}

/**
 * Shows one toast at a time with a progress bar shrinking over its duration. Radix Toast announces it to
 * screen readers, closes on a swipe, and F8 moves focus to it; timing is the caller's (a queue). Renders
 * nothing until the first toast, when it loads its Radix part (whose viewport, and F8, exist from then on);
 * a failed load is tried again with the next toast.
 */
export function ToastView(props: ToastViewProps) {
  const loaded = radixToastView.useLoaded(props.toast?.id ?? null);
  return loaded ? <radixToastView.Part {...props} /> : null;
}
