import { useEffect, useRef, useState } from 'react';
import {
  describeItem,
  isUsable,
  LIMITS,
  usesLeft,
  type Character,
  type InventoryItem,
  type Item,
  type ScalingKey,
} from '@duality/rules';
import { HomebrewBadge, RichText } from '@duality/ui/game';
import { Menu } from '@duality/ui/menu';
import { Select } from '@duality/ui/select';
import { setQuantity, updateItem } from '../../lib/inventory';
import { Button, IconButton } from '@duality/ui';

export interface InventoryItemRowProps {
  character: Character;
  entry: InventoryItem;
  item: Item | undefined;
  scale: Record<ScalingKey, number>;
  edit: (change: (c: Character) => Character) => void;
  onUse: (entry: InventoryItem) => void;
  onRemove: (entry: InventoryItem) => void;
}

/**
 * One inventory entry, compact: name, quantity, uses left and Use, then what the item does in words (before
 * it is used); its note and its removal wait behind the row's menu.
 */
export function InventoryItemRow({
  character,
  entry,
  item,
  scale,
  edit,
  onUse,
  onRemove,
}: InventoryItemRowProps) {
  const [editingNote, setEditingNote] = useState(false);
  // The note field is opened from the menu on purpose: what the player types next goes there.
  const noteField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!editingNote) return;
    // The closing menu hands the focus back to its button in a timer of its own (Radix); this waits a frame
    // and a timer more, so the focus ends in the field.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => noteField.current?.focus(), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [editingNote]);
  const name = entry.name;
  const left = item ? usesLeft(item, entry, scale) : null;
  const targets = [
    ...character.inventory.weapons.map((w) => ({ value: w.id, label: w.name })),
    ...(character.inventory.armor
      ? [{ value: character.inventory.armor.id, label: character.inventory.armor.name }]
      : []),
  ];
  const saveNote = (notes: string) => {
    setEditingNote(false);
    if (notes !== entry.notes) edit((c) => updateItem(c, entry.id, (i) => ({ ...i, notes })));
  };
  return (
    <li className="sheet-item" data-item={name}>
      <div className="sheet-item__head">
        <strong className="sheet-item__name">
          {name}
          {item?.user_id !== undefined && (
            <>
              {' '}
              <HomebrewBadge />
            </>
          )}
          {entry.custom && <span className="sheet-note"> (custom)</span>}
        </strong>
        <span className="sheet-item__quantity-group" role="group" aria-label={`${name} quantity`}>
          <IconButton
            icon="minus"
            label={`One fewer ${name}`}
            onClick={() => edit((c) => setQuantity(c, entry.id, entry.quantity - 1))}
          />
          <span className="sheet-item__quantity">×{entry.quantity}</span>
          <IconButton
            icon="plus"
            label={`One more ${name}`}
            onClick={() => edit((c) => setQuantity(c, entry.id, entry.quantity + 1))}
          />
        </span>
        <Menu
          label={`More actions for ${name}`}
          items={[
            {
              label: entry.notes ? `Edit the note on ${name}` : `Add a note to ${name}`,
              onSelect: () => setEditingNote(true),
            },
            { label: `Remove ${name}`, danger: true, onSelect: () => onRemove(entry) },
          ]}
        />
      </div>
      {item && (
        <ul className="sheet-item__does" aria-label={`What ${name} does`}>
          {describeItem(item, scale).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {item && isUsable(item) && (
        <div className="sheet-row">
          {left !== null && !item.consumable && item.charge && (
            <span className="sheet-item__uses">
              {left} of {left + entry.chargesUsed} uses left
            </span>
          )}
          <Button disabled={left !== null && left < 1} onClick={() => onUse(entry)}>
            Use {name}
          </Button>
        </div>
      )}
      {item?.description && (
        <details className="sheet-item__about">
          <summary>About {name}</summary>
          <RichText>{item.description}</RichText>
        </details>
      )}
      {item?.attach && (
        <Select
          label={`${name} attached to`}
          value={entry.attachment ?? undefined}
          placeholder="Nothing"
          options={targets}
          onValueChange={(v) =>
            edit((c) => updateItem(c, entry.id, (i) => ({ ...i, attachment: v || null })))
          }
        />
      )}
      {editingNote ? (
        <label className="dh-field sheet-item__notes">
          <span>Notes on {name}</span>
          <input
            type="text"
            defaultValue={entry.notes}
            maxLength={LIMITS.notesMax}
            ref={noteField}
            onBlur={(e) => saveNote(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && saveNote(e.currentTarget.value)}
          />
        </label>
      ) : (
        entry.notes && <p className="sheet-note sheet-item__note">Note: {entry.notes}</p>
      )}
    </li>
  );
}
