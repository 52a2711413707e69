import { useRef, useState } from 'react';
import { Link } from '@duality/libs/router';
import type { Catalog } from '@duality/rules';
import type { CharacterEntry } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { ConfirmDialog } from '@duality/ui';
import { characterSummary } from '../../lib/character-summary';
import { buildPath } from '@duality/platform';

/** One character in the list: what it is, a link to its sheet, and Delete behind a confirmation. */
export function CharacterRow({
  entry,
  catalog,
  campaign,
  onSheetIntent,
}: {
  entry: CharacterEntry;
  catalog: Catalog;
  campaign: string | null;
  /** Called when the player shows they are about to open the sheet (pointer, touch or focus on its link). */
  onSheetIntent?: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const { characters } = useDataStores();
  const deleteButton = useRef<HTMLButtonElement>(null);
  const { character, id } = entry;
  const name = character.name || 'Unnamed character';
  const { classLine, heritage } = characterSummary(character, catalog);
  return (
    <li className="character-row" data-character={name}>
      <div>
        <Link
          to={buildPath('/character/:id', { id })}
          className="character-row__name"
          onPointerEnter={onSheetIntent}
          onTouchStart={onSheetIntent}
          onFocus={onSheetIntent}
        >
          {name}
        </Link>
        <p>
          Level {character.level} {classLine}
        </p>
        <p className="sheet-note">
          {heritage}
          {campaign && <span> · Campaign: {campaign}</span>}
        </p>
      </div>
      <button
        ref={deleteButton}
        type="button"
        className="dh-button dh-button--quiet"
        onClick={() => setConfirming(true)}
      >
        Delete {name}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${name}?`}
        description="The character and its sheet are gone for good."
        confirmLabel="Delete"
        onConfirm={() => void characters.remove(id)}
        returnFocusTo={deleteButton}
      />
    </li>
  );
}
