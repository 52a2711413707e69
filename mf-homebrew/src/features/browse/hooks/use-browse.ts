import { useCallback, useEffect, useState } from 'react';
import type { HomebrewKind } from '@duality/rules';
import type { BrowsePage, HomebrewRecord } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';

type Settled<T> = { status: 'error'; message: string } | { status: 'ready'; value: T };

/**
 * Loads what `load` answers for `key` while mounted, again when the key changes or `retry` is called. Answers
 * are kept with the request they answer, so a late answer for an old key never shows as the current one.
 */
function useKeyedLoad<T>(key: string, load: () => Promise<Settled<T>>) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ request: string; result: Settled<T> } | null>(null);
  const request = `${key}#${attempt}`;
  useEffect(() => {
    let live = true;
    void load().then((result) => {
      if (live) setAnswer({ request, result });
    });
    return () => {
      live = false;
    };
    // `load` is rebuilt every render; the request key names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = answer?.request === request ? answer.result : ({ status: 'loading' } as const);
  return { state, retry };
}

/** One browse page of public homebrew for the kind, search and page; `retry` asks again after a failure. */
export function useBrowse(kind: HomebrewKind, search: string, page: number) {
  const { browser } = useDataStores();
  return useKeyedLoad<BrowsePage>(JSON.stringify([kind, search, page]), async () => {
    const res = await browser.browse({ kind, search, page });
    return res.ok ? { status: 'ready', value: res.data } : { status: 'error', message: res.message };
  });
}

/** The record a share link names (`?kind=&id=`): null when it is not public or does not exist. */
export function useSharedRecord(kind: HomebrewKind, id: string) {
  const { browser } = useDataStores();
  return useKeyedLoad<HomebrewRecord | null>(JSON.stringify([kind, id]), async () => {
    const res = await browser.getPublic(kind, id);
    return res.ok ? { status: 'ready', value: res.data } : { status: 'error', message: res.message };
  });
}
