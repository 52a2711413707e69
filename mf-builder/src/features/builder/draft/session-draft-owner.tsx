// The builder's draft belongs to whoever is signed in (or to the visitor): the pages take the owner from the
// session, and while the session is still being read there is no owner yet (the builder waits).
import type { ReactNode } from 'react';
import { draftOwnerOf } from '@duality/platform/storage-keys';
import { useSession } from '@duality/stores/react';
import { DraftOwnerContext } from './use-draft';

export function SessionDraftOwner({ children }: { children: ReactNode }) {
  const session = useSession();
  const owner = session.status === 'loading' ? null : draftOwnerOf(session.user?.id);
  return <DraftOwnerContext.Provider value={owner}>{children}</DraftOwnerContext.Provider>;
}
