import type { RefObject } from 'react';

/** Sends focus back to the opener on close (Radix only does so for its own Trigger). */
export function returnFocus(event: Event, target: RefObject<HTMLElement | null> | undefined): void {
  if (!target?.current) return;
  event.preventDefault();
  target.current.focus();
}
