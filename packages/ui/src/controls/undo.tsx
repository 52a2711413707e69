// One undo for a page, so a slip of the thumb at the table costs nothing: a tracker tap, damage taken, an
// item removed, an adversary's mark. The latest change is offered back for UNDO_MS in a bar at the bottom of
// the screen (reachable by a thumb, announced politely); a newer change replaces the offer. Undo puts back
// what the change replaced, through the same edit path.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../button/button';

/** How long a change can be undone. */
export const UNDO_MS = 10_000;

interface Offer {
  key: number;
  text: string;
  undo: () => void;
}

type OfferUndo = (text: string, undo: () => void) => void;

const UndoContext = createContext<OfferUndo>(() => undefined);

/** Offers `undo` for the last change, described by `text` ("Hit Points: 3 marked, was 1."). */
export const useOfferUndo = (): OfferUndo => useContext(UndoContext);

/** `className` goes on the bar's box (a page that must lift it above its own bottom bar). */
export function UndoProvider({ children, className }: { children: ReactNode; className?: string }) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const offerUndo = useCallback<OfferUndo>(
    (text, undo) => setOffer((o) => ({ key: (o?.key ?? 0) + 1, text, undo })),
    [],
  );
  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => setOffer(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [offer]);
  const value = useMemo(() => offerUndo, [offerUndo]);
  return (
    <UndoContext.Provider value={value}>
      {children}
      <div className={className ? `dh-undo ${className}` : 'dh-undo'} role="status" aria-live="polite">
        {offer && (
          <div className="dh-undo__bar">
            <span>{offer.text}</span>
            <Button
              size="compact"
              onClick={() => {
                offer.undo();
                setOffer(null);
              }}
            >
              Undo
            </Button>
          </div>
        )}
      </div>
    </UndoContext.Provider>
  );
}
