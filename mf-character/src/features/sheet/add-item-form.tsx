import { useId, useState, type FormEvent } from 'react';
import type { Character, Item } from '@duality/rules';
import { addItem } from '../../lib/inventory';
import { Button } from '@duality/ui';

/** Adds an item from the catalog (homebrew ones say so in their text), or a custom one by name. */
export function AddItemForm({
  items,
  edit,
}: {
  items: Item[];
  edit: (change: (c: Character) => Character) => void;
}) {
  const [choice, setChoice] = useState('');
  const ids = useId();
  const [custom, setCustom] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const item = items.find((i) => i.id === choice) ?? null;
    if (!item && !custom.trim()) return;
    edit((c) => addItem(c, item, custom.trim(), crypto.randomUUID()));
    setChoice('');
    setCustom('');
  };
  return (
    <form className="sheet-row sheet-add-item" onSubmit={submit} aria-label="Add an item">
      <label htmlFor={`${ids}-item`}>Item</label>
      <select id={`${ids}-item`} value={choice} onChange={(e) => setChoice(e.target.value)}>
        <option value="">Custom item…</option>
        {items.map((i) => (
          <option key={i.id} value={i.id}>
            {i.name}
            {i.user_id === undefined ? '' : ' (Homebrew)'}
          </option>
        ))}
      </select>
      {choice === '' && (
        <label>
          Custom item name{' '}
          <input type="text" value={custom} onChange={(e) => setCustom(e.target.value)} maxLength={100} />
        </label>
      )}
      <Button type="submit">Add item</Button>
    </form>
  );
}
