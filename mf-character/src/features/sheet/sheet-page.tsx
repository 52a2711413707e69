import { useEffect } from 'react';
import type { AreaPageProps } from '@duality/area-kit';
import { bus } from '@duality/bus';
import type { Character } from '@duality/rules';
import type { CharacterEntry } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { CharacterGate } from '../../components/character-gate';
import { ConflictChoice } from '../../components/conflict-choice';
import { useCharacters } from '../../hooks/use-character';
import { useDerivedSheet } from '../../hooks/use-derived-sheet';
import { useSheetSettings } from '../../hooks/use-sheet-settings';
import { useEditCharacter } from '../../lib/edit-character';
import { ArmorPanel } from './armor-panel';
import { BuffsPanel } from './buffs-panel';
import { DefensePanel } from './defense-panel';
import { DomainCardsPanel } from './domain-cards-panel';
import { ExperiencesPanel } from './experiences-panel';
import { FeaturesPanel } from './features-panel';
import { GoldPanel } from './gold-panel';
import { InventoryPanel } from './inventory-panel';
import { NotesPanel } from './notes-panel';
import { RestPanel } from './rest-panel';
import { SheetHeader } from './sheet-header';
import { ConditionsPanel } from './table/conditions-panel';
import { RollLogPanel } from './table/roll-log-panel';
import { RollPanel } from './table/roll-panel';
import { TableProvider } from './table/table-context';
import { TakeDamagePanel } from './table/take-damage-panel';
import { UndoProvider } from './table/undo';
import './table/table.css';
import { TrackersPanel } from './trackers-panel';
import { TraitsPanel } from './traits-panel';
import { WeaponsPanel } from './weapons-panel';

/** /character/:id: the live sheet. Every number comes from the rules; every change saves as you play. */
export function SheetPage({ params }: AreaPageProps<{ id: number }>) {
  return <CharacterGate id={params.id}>{(entry) => <Sheet entry={entry} />}</CharacterGate>;
}

function Sheet({ entry }: { entry: CharacterEntry }) {
  const { id, character } = entry;
  const [settings] = useSheetSettings(id);
  const sheet = useDerivedSheet(character, settings);
  const conflict = useCharacters().conflicts.find((c) => c.id === id);
  // The top bar turns transparent while a character is shown, and dark again when the sheet is left.
  useEffect(() => {
    bus.publish('character.loaded', { characterId: id });
    return () => bus.publish('character.loaded', { characterId: null });
  }, [id]);
  const { characters } = useDataStores();
  const editCharacter = useEditCharacter();
  const edit = (change: (c: Character) => Character) => editCharacter(id, change);
  const props = { id, character, sheet, edit };
  // The table's sections (roll, log, damage, conditions) sit by the vitals as their own components, so a later
  // tabbed layout can move them; weapon rows reach the character through TableProvider for their rolls.
  return (
    <TableProvider value={props}>
      <UndoProvider>
        <article className="sheet" aria-label="Character sheet">
          <SheetHeader id={id} character={character} sheet={sheet} />
          {conflict && (
            <ConflictChoice conflict={conflict} onResolve={(keep) => characters.resolveConflict(id, keep)} />
          )}
          <div className="sheet-grid">
            <TraitsPanel sheet={sheet} />
            <DefensePanel sheet={sheet} />
            <TrackersPanel {...props} />
            <TakeDamagePanel {...props} />
            <ConditionsPanel {...props} />
            <RollPanel {...props} />
            <RollLogPanel character={character} />
            <WeaponsPanel {...props} />
            <ArmorPanel {...props} />
            <ExperiencesPanel character={character} />
            <RestPanel {...props} />
            <GoldPanel {...props} />
            <InventoryPanel {...props} />
            <DomainCardsPanel {...props} />
            <FeaturesPanel {...props} />
            <BuffsPanel {...props} />
            <NotesPanel {...props} />
          </div>
        </article>
      </UndoProvider>
    </TableProvider>
  );
}
