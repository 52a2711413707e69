// A dashboard card shows what the campaign may see of a character: name, class text, level and each track as
// current of maximum; a row whose class is not set yet says so instead of showing nothing.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardRow } from '@duality/stores';
import { CharacterCard } from './character-card';

afterEach(cleanup);

const row = (patch: Partial<DashboardRow> = {}): DashboardRow => ({
  id: 1,
  campaign_id: 2,
  character_id: 3,
  user_id: 'u',
  character_name: 'Thorn',
  character_class: 'Bard / Wizard',
  character_level: 3,
  health: { current: 2, max: 5 },
  stress: { current: 1, max: 6 },
  armor: { current: 0, max: 3 },
  hope: { current: 4, max: 6 },
  created_at: '2026-11-22T00:00:00Z',
  updated_at: '2026-11-22T00:00:00Z',
  ...patch,
});

describe('CharacterCard', () => {
  it('names the character, its classes and level, and each track as current / max', () => {
    render(
      <ul>
        <CharacterCard row={row()} />
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'Thorn' });
    expect(within(card).getByText('Bard / Wizard · Level 3')).toBeTruthy();
    const value = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(value('Health')).toBe('2 / 5');
    expect(value('Stress')).toBe('1 / 6');
    expect(value('Armor')).toBe('0 / 3');
    expect(value('Hope')).toBe('4 / 6');
  });

  it('says when the name or class is missing', () => {
    render(
      <ul>
        <CharacterCard row={row({ character_name: '', character_class: '' })} />
      </ul>,
    );
    expect(screen.getByRole('heading', { name: 'Unnamed character' })).toBeTruthy();
    expect(screen.getByText('No class yet · Level 3')).toBeTruthy();
  });
});
