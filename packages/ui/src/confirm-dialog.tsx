import type { RefObject } from 'react';
import { ignore, onDemandComponent } from './on-demand';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called when the Cancel button is chosen (closing with Escape decides nothing). */
  onCancel?: () => void;
  /** Where focus goes back to on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const radixConfirmDialog = onDemandComponent(() =>
  import('./radix-confirm-dialog').then((m) => m.RadixConfirmDialog),
);

/** Loads the dialog's Radix part ahead of the first open (call it on a sign of intent); never rejects. */
export function preloadConfirmDialog(): Promise<void> {
  return radixConfirmDialog.preload().then(ignore, ignore);
}

/**
 * A confirm/cancel question for destructive or important actions (Radix alert dialog: focus starts on
 * Cancel). Renders nothing until first opened, when it loads its Radix part; a failed load closes it again
 * (`onOpenChange(false)`), so the next open retries.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange } = props;
  const loaded = radixConfirmDialog.useLoaded(open, () => onOpenChange(false));
  return loaded ? <radixConfirmDialog.Part {...props} /> : null;
}
