import { useCallback, useEffect, useRef, useState } from 'react';

/** How long an undo is offered (issue 29: every inventory action can be undone for 10 seconds). */
export const UNDO_MS = 10_000;

export interface UndoOffer {
  /** What was done, in words ("Removed Rope."). */
  text: string;
  undo: () => void;
}

/**
 * One undo at a time, offered for UNDO_MS: `offer` replaces any earlier one; `take` runs it and ends the offer.
 * The timer is cleared on unmount, so nothing fires after the sheet is left.
 */
export function useUndo(): { offer: UndoOffer | null; give: (o: UndoOffer) => void; take: () => void } {
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  // The current offer for `take`, read outside a state updater (an updater must not act: React may run it twice).
  const current = useRef<UndoOffer | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const give = useCallback((o: UndoOffer) => {
    clearTimeout(timer.current);
    current.current = o;
    setOffer(o);
    timer.current = setTimeout(() => {
      current.current = null;
      setOffer(null);
    }, UNDO_MS);
  }, []);
  const take = useCallback(() => {
    clearTimeout(timer.current);
    const o = current.current;
    current.current = null;
    setOffer(null);
    o?.undo();
  }, []);
  return { offer, give, take };
}
