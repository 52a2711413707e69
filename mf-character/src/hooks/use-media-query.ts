import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; re-renders when it starts or stops matching. Without matchMedia
 * (a test's DOM) it never matches.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof matchMedia !== 'function') return () => undefined;
      const list = matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
  );
}

/** Phones: the sheet pins its vitals and shows one tab at a time below this width. */
export const PHONE_LAYOUT_QUERY = '(max-width: 767px)';
