// The Radix part of `Drawer`, loaded on demand by `./drawer` (see `./on-demand`).
import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { DrawerProps } from './drawer';
import { Icon } from './icons/icon';
import { returnFocus } from './return-focus';
import { isRightSwipe } from './right-swipe';

/**
 * A right-side drawer (accessible modal dialog from Radix: focus trap, Escape, overlay click, close
 * button), which also closes on a right swipe on touch screens.
 */
export function RadixDrawer({ open, onOpenChange, title, children, returnFocusTo }: DrawerProps) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dh-drawer__overlay" />
        <Dialog.Content
          className="dh-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => returnFocus(e, returnFocusTo)}
          onTouchStart={(e) => {
            const t = e.touches[0];
            start.current = t ? { x: t.clientX, y: t.clientY } : null;
          }}
          onTouchEnd={(e) => {
            const t = e.changedTouches[0];
            if (start.current && t && isRightSwipe(start.current, { x: t.clientX, y: t.clientY }))
              onOpenChange(false);
            start.current = null;
          }}
        >
          <div className="dh-drawer__header">
            <Dialog.Title className="dh-drawer__title">{title}</Dialog.Title>
            <Dialog.Close className="dh-icon-button" aria-label="Close">
              <Icon name="plus" className="dh-rotate-45" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
