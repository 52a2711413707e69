import { useRef, useState } from 'react';
import type { SavedEncounter } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { Button, ConfirmDialog, preloadConfirmDialog } from '@duality/ui';

/** Deletes a saved encounter and its adversary cards, after asking (nothing of it can be brought back). */
export function DeleteEncounter({ encounter }: { encounter: SavedEncounter }) {
  const { encounters } = useDataStores();
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        variant="quiet"
        ref={button}
        onPointerEnter={() => void preloadConfirmDialog()}
        onClick={() => setAsking(true)}
      >
        Delete {encounter.name}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Delete ${encounter.name}?`}
        description="The encounter and the marks on its adversaries are gone for good. The adversaries stay in the book."
        confirmLabel="Delete encounter"
        onConfirm={() => void encounters.remove(encounter)}
        returnFocusTo={button}
      />
    </>
  );
}
