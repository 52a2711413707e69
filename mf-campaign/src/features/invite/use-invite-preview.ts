import { useEffect, useState } from 'react';
import { getDataStores, type PreviewOutcome } from '@duality/stores';

/** The campaign an invite leads to, through the preview function (works signed out); null while loading. */
export function useInvitePreview(invite: string): PreviewOutcome | null {
  const [outcome, setOutcome] = useState<{ invite: string; result: PreviewOutcome } | null>(null);
  useEffect(() => {
    let live = true;
    void getDataStores()
      .campaigns.preview(invite)
      .then((result) => live && setOutcome({ invite, result }));
    return () => {
      live = false;
    };
  }, [invite]);
  return outcome?.invite === invite ? outcome.result : null;
}
