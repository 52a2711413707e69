import type { Character, InventoryItem, Item } from '@duality/rules';
import { ItemSummary } from '@duality/ui/game';
import { LabelledSelect } from '../../components/labelled-select';
import { removeItem, setQuantity, updateItem } from '../../lib/inventory';

export interface InventoryItemRowProps {
  character: Character;
  entry: InventoryItem;
  item: Item | undefined;
  edit: (change: (c: Character) => Character) => void;
  onUse: (entry: InventoryItem) => void;
}

/** One inventory entry: quantity, uses, attachment, notes, and Use for consumables. */
export function InventoryItemRow({ character, entry, item, edit, onUse }: InventoryItemRowProps) {
  const max = typeof item?.charge?.max === 'number' ? item.charge.max : null;
  const targets = [
    ...character.inventory.weapons.map((w) => ({ id: w.id, name: w.name })),
    ...(character.inventory.armor
      ? [{ id: character.inventory.armor.id, name: character.inventory.armor.name }]
      : []),
  ];
  const name = entry.name;
  return (
    <li className="sheet-item" data-item={name}>
      <div className="sheet-row">
        <strong>{name}</strong>
        {entry.custom && <span className="sheet-note">custom</span>}
        <span className="sheet-row" role="group" aria-label={`${name} quantity`}>
          <button
            type="button"
            className="dh-icon-button"
            aria-label={`One fewer ${name}`}
            onClick={() => edit((c) => setQuantity(c, entry.id, entry.quantity - 1))}
          >
            −
          </button>
          <span className="sheet-item__quantity">×{entry.quantity}</span>
          <button
            type="button"
            className="dh-icon-button"
            aria-label={`One more ${name}`}
            onClick={() => edit((c) => setQuantity(c, entry.id, entry.quantity + 1))}
          >
            +
          </button>
        </span>
        {item?.consumable && (
          <button
            type="button"
            className="dh-button"
            disabled={entry.quantity < 1}
            onClick={() => onUse(entry)}
          >
            Use {name}
          </button>
        )}
        <button
          type="button"
          className="dh-button dh-button--quiet"
          onClick={() => edit((c) => removeItem(c, entry.id))}
        >
          Remove {name}
        </button>
      </div>
      {item && <ItemSummary value={item} headingLevel={4} homebrew={Boolean(item.user_id)} />}
      {max !== null && (
        <p className="sheet-row">
          <span>
            {max - entry.chargesUsed} of {max} uses left
          </span>
          <button
            type="button"
            className="dh-button dh-button--quiet"
            disabled={entry.chargesUsed >= max}
            onClick={() =>
              edit((c) => updateItem(c, entry.id, (i) => ({ ...i, chargesUsed: i.chargesUsed + 1 })))
            }
          >
            Spend a use of {name}
          </button>
        </p>
      )}
      {item?.attach && (
        <LabelledSelect
          label={`${name} attached to`}
          value={entry.attachment ?? ''}
          placeholder="Nothing"
          onChange={(v) => edit((c) => updateItem(c, entry.id, (i) => ({ ...i, attachment: v || null })))}
          options={targets.map((t) => [t.id, t.name] as const)}
        />
      )}
      <label className="sheet-inline sheet-item__notes">
        Notes on {name}{' '}
        <input
          type="text"
          defaultValue={entry.notes}
          onBlur={(e) => {
            const notes = e.target.value;
            if (notes !== entry.notes) edit((c) => updateItem(c, entry.id, (i) => ({ ...i, notes })));
          }}
        />
      </label>
    </li>
  );
}
