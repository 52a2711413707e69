import * as Toast from '@radix-ui/react-toast';

export interface ToastViewProps {
  /** The toast on screen, or null. A new id is a new toast (announced again). */
  toast: { id: number; message: string; tone: 'info' | 'success' | 'error' } | null;
  /** Share of the toast's time left, 1 down to 0: the width of the progress bar. */
  remaining: number;
  onDismiss: () => void;
}

/**
 * Shows one toast at a time with a progress bar shrinking over its duration. Radix Toast announces it to
 * screen readers, closes on a swipe, and F8 moves focus to it; timing is the caller's (a queue).
 */
export function ToastView({ toast, remaining, onDismiss }: ToastViewProps) {
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
