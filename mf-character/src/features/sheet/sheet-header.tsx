import { Link } from '@duality/libs/router';
import type { Character, DerivedSheet } from '@duality/rules';
import { SavingIndicator } from '../../components/saving-indicator';
import { characterSummary } from '../../lib/character-summary';
import { useLoadedCatalog } from '../../hooks/use-loaded-catalog';
import { buildPath } from '@duality/platform';
import { characterPagePath } from '../../lib/paths';

/** Name, class, heritage and level, the saving indicator, and the links to the character's other pages. */
export function SheetHeader({
  id,
  character,
  sheet,
}: {
  id: number;
  character: Character;
  sheet: DerivedSheet;
}) {
  const catalog = useLoadedCatalog();
  const { classLine, heritage } = characterSummary(character, catalog);
  // Beastform is for characters who can shapeshift (Druids), the companion for Beastbound rangers.
  const shifts = sheet.features.some((f) => f.feature.shapeshift);
  const companion = sheet.features.some((f) => f.feature.companion);
  return (
    <header className="sheet-header">
      <h1>{character.name || 'Unnamed character'}</h1>
      <p>
        {character.pronouns && <span>{character.pronouns} · </span>}
        Level {character.level} {classLine}
        {heritage && <span> · {heritage}</span>}
      </p>
      <SavingIndicator id={id} />
      <nav className="sheet-links" aria-label="Character pages">
        <Link to={buildPath('/character/edit/:id', { id })}>Edit details</Link>
        <Link to={characterPagePath('print', id)}>Print</Link>
        {character.level < 10 && <Link to={characterPagePath('levelUp', id)}>Level up</Link>}
        {shifts && <Link to={characterPagePath('beastform', id)}>Beastform</Link>}
        {companion && <Link to={characterPagePath('companion', id)}>Companion</Link>}
      </nav>
    </header>
  );
}
