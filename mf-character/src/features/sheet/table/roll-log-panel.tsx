import { useState } from 'react';
import { ROLL_LOG_MAX, type RollLogEntry } from '@duality/rules';
import type { SheetPanelProps } from '../sheet-props';
import { Button } from '@duality/ui';

/** Rows shown before "Show all". */
const FIRST_ROWS = 5;

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

const dice = (entry: RollLogEntry) =>
  entry.dice.map((d) => (d.role === 'damage' ? `d${d.sides} ${d.value}` : `${d.role} ${d.value}`)).join(', ');

/** The character's last rolls, newest first, in compact rows; kept with the character on every device. */
export function RollLogPanel({ character }: Pick<SheetPanelProps, 'character'>) {
  const [all, setAll] = useState(false);
  const log = [...character.rollLog].reverse();
  const shown = all ? log : log.slice(0, FIRST_ROWS);
  return (
    <section className="sheet-panel sheet-roll-log" aria-labelledby="sheet-roll-log">
      <h2 id="sheet-roll-log">Roll log</h2>
      {log.length === 0 ? (
        <p className="sheet-note">No rolls yet. Your last {ROLL_LOG_MAX} rolls are kept here.</p>
      ) : (
        <ol className="sheet-roll-log__list" aria-label="Rolls, newest first">
          {shown.map((entry) => (
            <li
              key={entry.id}
              className={`sheet-roll-log__row sheet-roll-log__row--${entry.outcome ?? 'damage'}`}
            >
              <span className="sheet-roll-log__what">{entry.what}</span>
              <span className="sheet-roll-log__summary">{entry.summary}</span>
              <span className="sheet-roll-log__meta">
                <time dateTime={entry.time}>{time(entry.time)}</time> · {dice(entry)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {log.length > FIRST_ROWS && (
        <Button variant="quiet" onClick={() => setAll(!all)}>
          {all ? 'Show the latest only' : `Show all ${log.length} rolls`}
        </Button>
      )}
    </section>
  );
}
