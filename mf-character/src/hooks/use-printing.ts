import { useSyncExternalStore } from 'react';

// Whether the page is being printed: the browser's print media matches, or a print has begun (`beforeprint`
// comes before the page is laid out for paper, and the render it causes is flushed before that layout).
let printStarted = false;

function subscribe(notify: () => void): () => void {
  if (typeof window === 'undefined' || typeof matchMedia !== 'function') return () => undefined;
  const media = matchMedia('print');
  const before = () => {
    printStarted = true;
    notify();
  };
  const after = () => {
    printStarted = false;
    notify();
  };
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', after);
  media.addEventListener('change', notify);
  return () => {
    window.removeEventListener('beforeprint', before);
    window.removeEventListener('afterprint', after);
    media.removeEventListener('change', notify);
  };
}

/** True while the page is printed (or shown as print media); without matchMedia (a test's DOM) never. */
export function usePrinting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => printStarted || (typeof matchMedia === 'function' && matchMedia('print').matches),
  );
}
