import { useRef, useState, type CSSProperties } from 'react';
import { Link } from '@duality/libs/router';
import type { Catalog } from '@duality/rules';
import type { CharacterEntry } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { ConfirmDialog, IconButton } from '@duality/ui';
import { characterSummary } from '../../lib/character-summary';
import { buildPath } from '@duality/platform';

/**
 * One character in the list, a card in its class's colour: the level, a link to its sheet, what it is, and
 * a quiet Delete behind a confirmation.
 */
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
  const className = character.baseClass ? catalog.classes.get(character.baseClass)?.name : undefined;
  // The class's colour (a homebrew class has none of its own and takes the Fear colour).
  const accent = className
    ? `var(--dh-class-${className.toLowerCase().replace(/[^a-z0-9]+/g, '-')}, var(--dh-fear))`
    : 'var(--dh-line-strong)';
  return (
    <li
      className="character-row"
      data-character={name}
      style={{ '--character-accent': accent } as CSSProperties}
    >
      <span className="character-row__level" aria-hidden="true">
        {character.level}
      </span>
      <div className="character-row__body">
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
      {/* Delete is rare and final: a quiet icon button (named for the character) and a confirmation. */}
      <IconButton
        icon="trash"
        ref={deleteButton}
        className="character-row__delete"
        label={`Delete ${name}`}
        onClick={() => setConfirming(true)}
      />
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
