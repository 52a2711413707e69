import { useEffect, useState } from 'react';
import type { PreviewOutcome } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';

/** The campaign an invite leads to, through the preview function (works signed out); null while loading. */
export function useInvitePreview(invite: string): PreviewOutcome | null {
  const { campaigns } = useDataStores();
  const [outcome, setOutcome] = useState<{ invite: string; result: PreviewOutcome } | null>(null);
  useEffect(() => {
    let live = true;
    void campaigns.preview(invite).then((result) => live && setOutcome({ invite, result }));
    return () => {
      live = false;
    };
  }, [campaigns, invite]);
  return outcome?.invite === invite ? outcome.result : null;
}
