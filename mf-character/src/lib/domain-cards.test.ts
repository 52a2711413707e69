import { describe, expect, it } from 'vitest';
import { moveCard } from './domain-cards';

describe('moveCard', () => {
  it('moves a card from the vault to the loadout and back', () => {
    const r = moveCard({ loadout: ['a'], vault: ['b'] }, 'b', 'loadout');
    expect(r).toEqual({ ok: true, cards: { loadout: ['a', 'b'], vault: [] } });
    expect(moveCard({ loadout: ['a'], vault: [] }, 'a', 'vault')).toEqual({
      ok: true,
      cards: { loadout: [], vault: ['a'] },
    });
  });
  it('refuses a sixth card in the loadout', () => {
    const r = moveCard({ loadout: ['1', '2', '3', '4', '5'], vault: ['6'] }, '6', 'loadout');
    expect(r).toEqual({ ok: false, error: 'The loadout holds at most 5 cards: move one to the vault first' });
  });
});
