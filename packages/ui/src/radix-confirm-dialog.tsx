// The Radix part of `ConfirmDialog`, loaded on demand by `./confirm-dialog` (see `./on-demand`).
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { buttonClassName } from './button/button';
import type { ConfirmDialogProps } from './confirm-dialog';
import { returnFocus } from './return-focus';

/** A confirm/cancel question for destructive or important actions (Radix alert dialog: focus starts on Cancel). */
export function RadixConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  returnFocusTo,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dh-dialog__overlay" />
        <AlertDialog.Content className="dh-dialog" onCloseAutoFocus={(e) => returnFocus(e, returnFocusTo)}>
          <AlertDialog.Title className="dh-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description>{description}</AlertDialog.Description>
          <div className="dh-dialog__actions">
            <AlertDialog.Cancel className={buttonClassName({ variant: 'quiet' })} onClick={onCancel}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClassName()} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
