import { useState, type FormEvent } from 'react';
import { bonusText, STAT_KEYS, statLabel, type Buff, type StatKey } from '@duality/rules';
import { LabelledSelect } from '../../components/labelled-select';
import type { SheetPanelProps } from './sheet-props';
import { Button } from '@duality/ui';

/**
 * Buffs and scars: switched on and off by the player; an enabled one's bonuses count in every number. Every
 * stat is named in the player's words (the rules' one label table), never by its key.
 */
export function BuffsPanel({ character, edit }: SheetPanelProps) {
  const [name, setName] = useState('');
  const [stat, setStat] = useState<StatKey>('evasion');
  const [amount, setAmount] = useState(1);
  const [scar, setScar] = useState(false);
  const toggle = (buff: Buff) =>
    edit((c) => ({
      ...c,
      buffs: c.buffs.map((b) => (b.id === buff.id ? { ...b, enabled: !b.enabled } : b)),
    }));
  const remove = (buff: Buff) => edit((c) => ({ ...c, buffs: c.buffs.filter((b) => b.id !== buff.id) }));
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    const buff: Buff = {
      id: crypto.randomUUID(),
      name: name.trim(),
      enabled: true,
      scar,
      modify: amount === 0 ? {} : { [stat]: amount },
    };
    edit((c) => ({ ...c, buffs: [...c.buffs, buff] }));
    setName('');
  };
  return (
    <section className="sheet-panel sheet-buffs" aria-labelledby="sheet-buffs">
      <h2 id="sheet-buffs">Buffs and Scars</h2>
      {character.buffs.length === 0 && <p>No buffs or scars.</p>}
      <ul className="sheet-list">
        {character.buffs.map((b) => (
          <li key={b.id} className="sheet-row">
            <label className="sheet-inline">
              <input type="checkbox" checked={b.enabled} onChange={() => toggle(b)} />{' '}
              {b.scar ? 'Scar' : 'Buff'}: {b.name}
            </label>
            <span className="sheet-note">
              {bonusText(b.modify)}
              {b.untilRest ? ' until your next rest' : ''}
            </span>
            <Button variant="quiet" onClick={() => remove(b)}>
              Remove {b.name}
            </Button>
          </li>
        ))}
      </ul>
      <form className="sheet-row" onSubmit={add} aria-label="Add a buff or scar">
        <label>
          Name <input type="text" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </label>
        <LabelledSelect
          label="Stat"
          value={stat}
          onChange={(v) => setStat(v as StatKey)}
          options={STAT_KEYS.map((k) => [k, statLabel(k)] as const)}
        />
        <label>
          Bonus{' '}
          <input
            type="number"
            value={amount}
            min={-10}
            max={10}
            onChange={(e) => setAmount(Number(e.target.value))}
          />
        </label>
        <label className="sheet-inline">
          <input type="checkbox" checked={scar} onChange={(e) => setScar(e.target.checked)} /> Scar
        </label>
        <Button type="submit">Add</Button>
      </form>
    </section>
  );
}
