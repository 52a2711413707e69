import { useState } from 'react';
import { consumeItem, type InventoryItem } from '@duality/rules';
import { HomebrewBadge } from '@duality/ui/game';
import { AddItemForm } from './add-item-form';
import { InventoryItemRow } from './inventory-item';
import type { SheetPanelProps } from './sheet-props';
import { useLoadedCatalog } from '../../hooks/use-loaded-catalog';

const NAMES = { health: 'Hit Points', stress: 'Stress', hope: 'Hope' } as const;

/** How a restore roll reads: hit points and stress are cleared (or marked), hope gained (or lost). */
function describe(track: keyof typeof NAMES, total: number, notation: string | number): string {
  const verb = track === 'hope' ? (total >= 0 ? 'gained' : 'lost') : total >= 0 ? 'cleared' : 'marked';
  return `${verb} ${Math.abs(total)} ${NAMES[track]} (${notation})`;
}

/** The inventory: items with quantities, uses, notes and attachments; consumables roll and apply their effect. */
export function InventoryPanel({
  character,
  sheet,
  edit,
  rng = Math.random,
}: SheetPanelProps & { rng?: () => number }) {
  const catalog = useLoadedCatalog();
  const [message, setMessage] = useState<string | null>(null);
  const use = (entry: InventoryItem) => {
    const result = consumeItem(character, entry.id, catalog, sheet.slots, rng);
    if (!result.ok) return setMessage(result.error);
    edit(() => result.character);
    const parts = result.rolls.map((r) => describe(r.track, r.total, r.notation));
    setMessage(`Used ${entry.name}: ${parts.join(', ') || 'no effect to apply'}`);
  };
  return (
    <section className="sheet-panel sheet-inventory" aria-labelledby="sheet-inventory">
      <h2 id="sheet-inventory">Inventory</h2>
      {character.inventory.armor && (
        <p className="sheet-armor">
          Armor: {character.inventory.armor.name}
          {catalog.armor.get(character.inventory.armor.itemId)?.user_id !== undefined && (
            <>
              {' '}
              <HomebrewBadge />
            </>
          )}
        </p>
      )}
      {character.inventory.items.length === 0 && <p>No items.</p>}
      <ul className="sheet-list">
        {character.inventory.items.map((entry) => (
          <InventoryItemRow
            key={entry.id}
            character={character}
            entry={entry}
            item={catalog.items.get(entry.itemId)}
            edit={edit}
            onUse={use}
          />
        ))}
      </ul>
      <p role="status" aria-live="polite" className="sheet-note">
        {message}
      </p>
      <AddItemForm items={[...catalog.items.values()]} edit={edit} />
    </section>
  );
}
