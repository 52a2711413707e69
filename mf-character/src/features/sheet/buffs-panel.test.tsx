// Buffs and Scars in the player's words: every stat is named by the rules' label table,
// never by its key (the play-test saw `healthSlot`).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STAT_KEYS, STAT_LABELS } from '@duality/rules';
import { builtinCatalog } from '@duality/rules/content';
import { BuffsPanel } from './buffs-panel';
import { renderPanel } from './sheet-harness';

afterEach(cleanup);

describe('buffs and scars', () => {
  it('names every stat in words, in the list and in the form', () => {
    renderPanel(
      BuffsPanel,
      {
        name: 'Ara',
        buffs: [
          { id: 'b1', name: 'Old wound', scar: true, modify: { healthSlot: -1 } },
          {
            id: 'b2',
            name: 'Blessing',
            modify: { majorDamageThreshold: 2, companionTraining: 1 },
            untilRest: true,
          },
        ],
      },
      builtinCatalog(),
    );
    expect(screen.getByText('-1 Hit Point slots').textContent).toBe('-1 Hit Point slots');
    expect(screen.getByText(/^\+2 Major damage threshold/).textContent).toBe(
      '+2 Major damage threshold, +1 Companion training until your next rest',
    );
    const options = [...screen.getByLabelText('Stat').querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(STAT_KEYS.map((k) => STAT_LABELS[k]));
    expect(document.body.textContent).not.toMatch(/healthSlot|majorDamageThreshold|companionTraining/);
  });
});
