import { Link } from '@duality/libs/router';
import type { Character, DerivedSheet } from '@duality/rules';
import { SavingIndicator } from '../../components/saving-indicator';
import { characterSummary } from '../../lib/character-summary';
import { useLoadedCatalog } from '../../hooks/use-loaded-catalog';

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
        <Link to={`/character/edit/${id}`}>Edit details</Link>
        <Link to={`/character/print/${id}`}>Print</Link>
        {character.level < 10 && <Link to={`/character/level-up/${id}`}>Level up</Link>}
        {shifts && <Link to={`/character/beastform/${id}`}>Beastform</Link>}
        {companion && <Link to={`/character/companion/${id}`}>Companion</Link>}
      </nav>
    </header>
  );
}
