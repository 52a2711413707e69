import { useEffect, useState } from 'react';
import { getSupabase } from '@duality/supabase';
import { getHomebrewUsage, type HomebrewUsage } from '../api/get-homebrew-usage';

export type HomebrewUsageState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; usage: HomebrewUsage };

/** Loads the homebrew usage once while mounted; a late answer after unmount is dropped. */
export function useHomebrewUsage(): HomebrewUsageState {
  const [state, setState] = useState<HomebrewUsageState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void getHomebrewUsage(getSupabase()).then((result) => {
      if (!live) return;
      setState(
        result.error === undefined
          ? { kind: 'ready', usage: result.usage }
          : { kind: 'error', message: result.error },
      );
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
