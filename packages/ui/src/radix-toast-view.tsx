// The Radix part of `ToastView`, loaded on demand by `./toast-view` (see `./on-demand`).
import * as Toast from '@radix-ui/react-toast';
import type { ToastViewProps } from './toast-view';

/**
 * Shows one toast at a time with a progress bar shrinking over its duration. Radix Toast announces it to
 * screen readers, closes on a swipe, and F8 moves focus to it; timing is the caller's (a queue).
 */
export function RadixToastView({ toast, remaining, onDismiss }: ToastViewProps) {
  return (
    <Toast.Provider duration={Number.POSITIVE_INFINITY} swipeDirection="right" label="Notification">
      {toast && (
        <Toast.Root
          key={toast.id}
          className={`dh-toast dh-toast--${toast.tone}`}
          open
          onOpenChange={(open) => {
            if (!open) onDismiss();
          }}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
        >
          <Toast.Description className="dh-toast__message">{toast.message}</Toast.Description>
          <Toast.Close className="dh-icon-button" aria-label="Dismiss notification">
            ×
          </Toast.Close>
          <div
            className="dh-toast__progress"
            aria-hidden="true"
            style={{ transform: `scaleX(${remaining})` }}
          />
        </Toast.Root>
      )}
      <Toast.Viewport className="dh-toast-viewport" />
    </Toast.Provider>
  );
}
