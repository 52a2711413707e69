import { useState } from 'react';
import { afterNextPaint } from '../../lib/after-paint';

/**
 * A tapped value shown at once, its change made once that frame is painted: the tap's own control draws alone
 * (a few milliseconds on a slow phone), and `commit` (the edit, the outbox, the whole sheet drawn again, the
 * undo offer) follows in the next task, outside the tap's interaction-to-next-paint. Returns the value to show
 * and the tap.
 */
export function usePaintFirst(
  value: number,
  commit: (next: number) => void,
): [number, (next: number) => void] {
  const [tapped, setTapped] = useState<number | null>(null);
  const tap = (next: number) => {
    setTapped(next);
    afterNextPaint(() => {
      commit(next);
      setTapped(null);
    });
  };
  return [tapped ?? value, tap];
}
