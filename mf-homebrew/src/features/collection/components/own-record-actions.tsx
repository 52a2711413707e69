// The owner's actions on a record of their own: open it in the editor, or delete it after a confirmation
// (the database refuses anyone else either way).
import { useRef, useState } from 'react';
import { Link } from '@duality/libs/router';
import type { HomebrewKind } from '@duality/rules';
import { useDataStores } from '@duality/stores/react';
import { Button, ConfirmDialog } from '@duality/ui';
import { KIND_NOUN, editRecordPath } from '../../../lib/kinds';

export function OwnRecordActions({ kind, id, name }: { kind: HomebrewKind; id: string; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const libraries = useDataStores().homebrew;
  return (
    <>
      <Button asChild variant="quiet">
        <Link to={editRecordPath(kind, id)} aria-label={`Edit ${name}`}>
          Edit
        </Link>
      </Button>
      <Button
        variant="quiet"
        ref={deleteButton}
        aria-label={`Delete ${name}`}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${name}?`}
        description={`This ${KIND_NOUN[kind]} is deleted for good, also for anyone who bookmarked it.`}
        confirmLabel="Delete"
        returnFocusTo={deleteButton}
        onConfirm={() => void libraries.remove(kind, id)}
      />
    </>
  );
}
