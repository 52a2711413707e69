// A dashboard card shows what the campaign may see of a character: name, class text, level and each track as
// slots marked against the slots there are (Hope as held), as a bar with its icon, Evasion, the thresholds and
// the conditions in play; a row whose class is not set yet says so instead of showing nothing.
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
  evasion: 10,
  major_threshold: 8,
  severe_threshold: 16,
  conditions: [],
  created_at: '2026-11-22T00:00:00Z',
  updated_at: '2026-11-22T00:00:00Z',
  ...patch,
});

describe('CharacterCard', () => {
  it('names the character, its classes and level, and each track as marked / slots', () => {
    render(
      <ul>
        <CharacterCard row={row()} />
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'Thorn' });
    expect(within(card).getByText('Bard / Wizard · Level 3')).toBeTruthy();
    const value = (term: string) =>
      within(card).getByText(term).parentElement?.querySelector('.campaign-bar__count')?.textContent;
    expect(value('Health')).toBe('2 / 5 marked');
    expect(value('Stress')).toBe('1 / 6 marked');
    expect(value('Armor')).toBe('0 / 3 marked');
    expect(value('Hope')).toBe('4 / 6 held');
    // Each bar fills as far as the track is marked.
    const fill = (term: string) =>
      (within(card).getByText(term).parentElement?.querySelector('.campaign-bar__fill') as HTMLElement).style
        .width;
    expect(fill('Health')).toBe('40%');
    expect(fill('Armor')).toBe('0%');
  });

  it('shows Evasion, the thresholds and the conditions in play, by name', () => {
    render(
      <ul>
        <CharacterCard row={row({ conditions: ['hidden', 'vulnerable'] })} />
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'Thorn' });
    expect(card.querySelector('.campaign-card__defense')?.textContent).toBe(
      'Evasion 10 · Major 8 · Severe 16',
    );
    const conditions = within(card).getByRole('list', { name: 'Conditions' });
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hidden', 'Vulnerable']);
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

  it('shows no Evasion or thresholds before the player saved them (a row still at its defaults)', () => {
    render(
      <ul>
        <CharacterCard row={row({ evasion: 0, major_threshold: 0, severe_threshold: 0 })} />
      </ul>,
    );
    expect(document.querySelector('.campaign-card__defense')).toBeNull();
  });
});
