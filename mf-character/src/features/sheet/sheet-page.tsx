import { Fragment, memo, useEffect, type ReactNode } from 'react';
import type { AreaPageProps } from '@duality/area-kit';
import { bus } from '@duality/bus';
import type { Character } from '@duality/rules';
import { useDataStores } from '@duality/stores/react';
import { CharacterGate } from '../../components/character-gate';
import { ConflictChoice } from '../../components/conflict-choice';
import { useCharacters } from '../../hooks/use-character';
import { useDerivedSheet } from '../../hooks/use-derived-sheet';
import { PHONE_LAYOUT_QUERY, useMediaQuery } from '../../hooks/use-media-query';
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
import { DESKTOP_ORDER, TAB_PANELS, type PanelName } from './layout/panel-order';
import { PhoneSheet } from './layout/phone-sheet';
import { NotesPanel } from './notes-panel';
import { RestPanel } from './rest-panel';
import { SheetHeader } from './sheet-header';
import { ConditionsPanel } from './table/conditions-panel';
import { RollLogPanel } from './table/roll-log-panel';
import { RollPanel } from './table/roll-panel';
import { TableProvider } from './table/table-context';
import { TakeDamagePanel } from './table/take-damage-panel';
import { UndoProvider } from '@duality/ui/controls';
import './table/table.css';
import { TrackersPanel } from './trackers-panel';
import { TraitsPanel } from './traits-panel';
import { WeaponsPanel } from './weapons-panel';
import { usePrinting } from '../../hooks/use-printing';
import { PaperSheet } from '../../components/paper-sheet/paper-sheet';

/** /character/:id: the live sheet. Every number comes from the rules; every change saves as you play. */
export function SheetPage({ params }: AreaPageProps<{ id: number }>) {
  return (
    <CharacterGate id={params.id}>
      {(entry) => <Sheet id={entry.id} character={entry.character} />}
    </CharacterGate>
  );
}

/**
 * The conflict choice, when a save of this character found another device's change. Its own subscriber, so
 * the sheet is not drawn again at every change of the store (a save started or answered, a new revision).
 */
function SheetConflict({ id }: { id: number }) {
  const { characters } = useDataStores();
  const conflict = useCharacters().conflicts.find((c) => c.id === id);
  if (!conflict) return null;
  return <ConflictChoice conflict={conflict} onResolve={(keep) => characters.resolveConflict(id, keep)} />;
}

/**
 * The sheet, drawn again only when the character itself changes (or its settings, or the layout): a save's
 * answer (a new revision) and the store's saving flags leave it as it is. On a slow phone that redraw is tens of
 * milliseconds, which a tap made while a save is answered would otherwise wait for.
 */
const Sheet = memo(function Sheet({ id, character }: { id: number; character: Character }) {
  const [settings] = useSheetSettings(id);
  const sheet = useDerivedSheet(character, settings);
  // The top bar turns transparent while a character is shown, and dark again when the sheet is left.
  useEffect(() => {
    bus.publish('character.loaded', { characterId: id });
    return () => bus.publish('character.loaded', { characterId: null });
  }, [id]);
  const editCharacter = useEditCharacter();
  const edit = (change: (c: Character) => Character) => editCharacter(id, change);
  const props = { id, character, sheet, edit };
  const phone = useMediaQuery(PHONE_LAYOUT_QUERY);
  // A phone shows one tab at a time: printed, it is the print view's paper sheet instead, so that nothing
  // (traits, Evasion, thresholds, the other tabs) is left out.
  const printing = usePrinting();
  const panels = {
    traits: <TraitsPanel sheet={sheet} />,
    defense: <DefensePanel sheet={sheet} />,
    trackers: <TrackersPanel {...props} />,
    damage: <TakeDamagePanel {...props} />,
    conditions: <ConditionsPanel {...props} />,
    roll: <RollPanel {...props} />,
    log: <RollLogPanel character={character} />,
    weapons: <WeaponsPanel {...props} />,
    armor: <ArmorPanel {...props} />,
    experiences: <ExperiencesPanel character={character} />,
    rest: <RestPanel {...props} />,
    gold: <GoldPanel {...props} />,
    inventory: <InventoryPanel {...props} />,
    cards: <DomainCardsPanel {...props} />,
    features: <FeaturesPanel {...props} />,
    buffs: <BuffsPanel {...props} />,
    notes: <NotesPanel {...props} />,
  } satisfies Record<PanelName, ReactNode>;
  const place = (names: readonly PanelName[]) =>
    names.map((name) => <Fragment key={name}>{panels[name]}</Fragment>);
  if (phone && printing) return <PaperSheet character={character} settings={settings} />;
  return (
    <TableProvider value={props}>
      <UndoProvider className="sheet-undo">
        <article className={phone ? 'sheet sheet--phone' : 'sheet'} aria-label="Character sheet">
          <SheetHeader id={id} character={character} sheet={sheet} />
          <SheetConflict id={id} />
          {phone ? (
            <PhoneSheet panel={props} renderTab={(tab) => place(TAB_PANELS[tab])} />
          ) : (
            <div className="sheet-grid">{place(DESKTOP_ORDER)}</div>
          )}
        </article>
      </UndoProvider>
    </TableProvider>
  );
});
