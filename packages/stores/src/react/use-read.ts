// A read an area shows on its own (the current invite, the homebrew counts) as React state: loading, the
// answer, or the error in our words with a Retry; never an empty answer in place of an error.
import { useCallback, useEffect, useState } from 'react';
import type { ReadOutcome } from '../shared/read-outcome';
import { useDataStores } from './services';

export type ReadState<T> =
  | { status: 'loading'; retry(): void }
  | { status: 'error'; message: string; retry(): void }
  | { status: 'ready'; data: T; retry(): void };

/**
 * Runs `read` while mounted and again when `key` changes or on `retry()`; an answer for an earlier key or
 * attempt is never shown (another campaign's invite never appears on this one's page). Pass a stable `read`
 * (useCallback) that never throws, as the stores' reads do.
 */
export function useRead<T>(read: () => Promise<ReadOutcome<T>>, key: string): ReadState<T> {
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<{ key: string; attempt: number; outcome: ReadOutcome<T> } | null>(null);
  useEffect(() => {
    let live = true;
    void read().then((outcome) => {
      if (live) setDone({ key, attempt, outcome });
    });
    return () => {
      live = false;
    };
  }, [read, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const outcome = done?.key === key && done.attempt === attempt ? done.outcome : null;
  if (!outcome) return { status: 'loading', retry };
  return outcome.ok
    ? { status: 'ready', data: outcome.data, retry }
    : { status: 'error', message: outcome.message, retry };
}

/**
 * The user's homebrew counts against the caps; `version` reads them again (after a save or a delete changed
 * them).
 */
export function useHomebrewUsage(version: number | string = 0) {
  const reader = useDataStores().homebrewUsage;
  const read = useCallback(() => reader.read(), [reader]);
  return useRead(read, String(version));
}

/**
 * The display names of these users who have public homebrew (user id → name; someone missing has no name to
 * show), read again when the set of ids changes. The ids' order does not matter.
 */
export function useHomebrewAuthors(userIds: readonly string[]) {
  const reader = useDataStores().homebrewAuthors;
  const key = [...new Set(userIds)].sort().join(',');
  const read = useCallback(() => reader.names(key === '' ? [] : key.split(',')), [reader, key]);
  return useRead(read, key);
}
