import { useState } from 'react';
import type { CharacterConflict } from '@duality/stores';
import { characterDifferences } from '../lib/character-diff';
import { Button } from '@duality/ui';

export interface ConflictChoiceProps {
  conflict: CharacterConflict;
  onResolve: (keep: 'mine' | 'theirs') => Promise<void>;
}

/**
 * A save refused because the character changed elsewhere (another tab or device): both versions side by side,
 * and the player keeps one. Nothing is overwritten until they choose.
 */
export function ConflictChoice({ conflict, onResolve }: ConflictChoiceProps) {
  const [busy, setBusy] = useState(false);
  const rows = characterDifferences(conflict.mine, conflict.theirs);
  const choose = (keep: 'mine' | 'theirs') => {
    setBusy(true);
    void onResolve(keep).finally(() => setBusy(false));
  };
  return (
    <section className="sheet-conflict" role="alert" aria-labelledby="sheet-conflict-title">
      <h2 id="sheet-conflict-title">This character was changed somewhere else</h2>
      <p>Your change was not saved over it. Compare the two versions and keep one.</p>
      <table className="sheet-conflict__table">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Your version</th>
            <th scope="col">Saved elsewhere</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.field}>
              <th scope="row">{r.field}</th>
              <td>{r.mine}</td>
              <td>{r.theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sheet-conflict__actions">
        <Button disabled={busy} onClick={() => choose('mine')}>
          Keep mine
        </Button>
        <Button variant="quiet" disabled={busy} onClick={() => choose('theirs')}>
          Keep theirs
        </Button>
      </div>
    </section>
  );
}
