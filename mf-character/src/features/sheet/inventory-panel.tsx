import { useState } from 'react';
import { activateItem, bonusText, type Character, type DiceSource, type InventoryItem } from '@duality/rules';
import { cryptoDice } from '@duality/stores/dice';
import { AddItemForm } from './add-item-form';
import { InventoryItemRow } from './inventory-item';
import type { SheetPanelProps } from './sheet-props';
import './sheet-gear.css';
import { useOfferUndo } from '@duality/ui/controls';
import { useLoadedCatalog } from '../../hooks/use-loaded-catalog';

const NAMES = { health: 'Hit Points', stress: 'Stress', hope: 'Hope' } as const;

/** How a restore roll reads: hit points and stress are cleared (or marked), hope gained (or lost). */
function describe(track: keyof typeof NAMES, total: number, notation: string | number): string {
  const verb = track === 'hope' ? (total >= 0 ? 'gained' : 'lost') : total >= 0 ? 'cleared' : 'marked';
  return `${verb} ${Math.abs(total)} ${NAMES[track]} (${notation})`;
}

/** Puts a removed entry back where it was (unless it came back some other way meanwhile). */
const restore = (entry: InventoryItem, index: number) => (c: Character) => {
  if (c.inventory.items.some((i) => i.id === entry.id)) return c;
  const items = [...c.inventory.items];
  items.splice(Math.min(index, items.length), 0, entry);
  return { ...c, inventory: { ...c.inventory, items } };
};

/**
 * The inventory: each item says what it does, and Use applies it by the one item rule (activateItem): restores
 * roll, a consumable's bonus lasts until the next rest, an item with charges spends one. Removal can be undone
 * from the sheet's undo bar (table/undo).
 */
export function InventoryPanel({
  character,
  sheet,
  edit,
  dice = cryptoDice,
}: SheetPanelProps & { dice?: DiceSource }) {
  const catalog = useLoadedCatalog();
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const offerUndo = useOfferUndo();
  const scale = { proficiency: sheet.proficiency, level: character.level, tier: sheet.tier };
  const use = (entry: InventoryItem) => {
    const result = activateItem(character, entry.id, catalog, {
      limits: sheet.slots,
      scale,
      dice,
      buffId: crypto.randomUUID(),
    });
    if (!result.ok) return setMessage({ error: true, text: result.error });
    // The rolled result is applied as it was rolled, not rolled again on the store's copy.
    edit(() => result.character);
    const parts = result.rolls.map((r) => describe(r.track, r.total, r.notation));
    if (result.buff) parts.push(`${bonusText(result.buff.modify)} until your next rest`);
    const after = result.character.inventory.items.find((i) => i.id === entry.id);
    if (parts.length === 0 && after) parts.push(`${after.chargesUsed} of its uses spent`);
    setMessage({ error: false, text: `Used ${entry.name}: ${parts.join(', ') || 'used up'}` });
  };
  const remove = (entry: InventoryItem) => {
    const index = character.inventory.items.findIndex((i) => i.id === entry.id);
    edit((c) => ({
      ...c,
      inventory: { ...c.inventory, items: c.inventory.items.filter((i) => i.id !== entry.id) },
    }));
    setMessage(null);
    offerUndo(`Removed ${entry.name}.`, () => edit(restore(entry, index)));
  };
  return (
    <section className="sheet-panel sheet-inventory" aria-labelledby="sheet-inventory">
      <h2 id="sheet-inventory">Inventory</h2>
      {character.inventory.items.length === 0 && <p>No items.</p>}
      <ul className="sheet-list">
        {character.inventory.items.map((entry) => (
          <InventoryItemRow
            key={entry.id}
            character={character}
            entry={entry}
            item={catalog.items.get(entry.itemId)}
            scale={scale}
            edit={edit}
            onUse={use}
            onRemove={remove}
          />
        ))}
      </ul>
      {message?.error ? (
        <p className="dh-form-message dh-form-message--error" role="alert">
          {message.text}
        </p>
      ) : (
        <p role="status" aria-live="polite" className="sheet-note">
          {message?.text}
        </p>
      )}
      <AddItemForm items={[...catalog.items.values()]} edit={edit} />
    </section>
  );
}
