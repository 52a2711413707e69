import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Icon } from './icons/icon';

/** True when a touch moved far enough to the right, and more sideways than up or down, to close a drawer. */
export function isRightSwipe(
  start: { x: number; y: number },
  end: { x: number; y: number },
  minDistance = 60,
): boolean {
  const dx = end.x - start.x;
  const dy = Math.abs(end.y - start.y);
  return dx >= minDistance && dx > dy * 1.5;
}

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Where focus goes back to on close (the button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A right-side drawer (accessible modal dialog from Radix: focus trap, Escape, overlay click, close
 * button), which also closes on a right swipe on touch screens.
 */
export function Drawer({ open, onOpenChange, title, children, returnFocusTo }: DrawerProps) {
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

/** Sends focus back to the opener on close (Radix only does so for its own Trigger). */
export function returnFocus(event: Event, target: RefObject<HTMLElement | null> | undefined): void {
  if (!target?.current) return;
  event.preventDefault();
  target.current.focus();
}
