import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newCharacter } from '@duality/rules';
import { ConflictChoice } from './conflict-choice';

afterEach(cleanup);

describe('ConflictChoice', () => {
  it('shows both versions and passes the choice on', async () => {
    const chosen: string[] = [];
    const mine = { ...newCharacter(), name: 'Mine' };
    const theirs = { ...newCharacter(), name: 'Theirs' };
    render(
      <ConflictChoice
        conflict={{ id: 1, mine, theirs, theirsRevision: 3, message: 'stale' }}
        onResolve={async (keep) => void chosen.push(keep)}
      />,
    );
    const row = screen.getByRole('row', { name: /Name/ });
    expect(row.textContent).toBe('NameMineTheirs');
    fireEvent.click(screen.getByRole('button', { name: 'Keep theirs' }));
    expect(chosen).toEqual(['theirs']);
  });
});
