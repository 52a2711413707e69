// The phone's pinned vitals: one tap marks or clears a box (offered back in the undo bar), a track stops at
// its ends, and Evasion and the thresholds are the derived ones.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { builtinCatalog } from '@duality/rules/content';
import { renderPanel } from '../sheet-harness';
import type { SheetPanelProps } from '../sheet-props';
import { UndoProvider } from '@duality/ui/controls';
import { VitalsBar } from './vitals-bar';

afterEach(cleanup);

const bar = (p: SheetPanelProps) => (
  <UndoProvider>
    <VitalsBar {...p} />
  </UndoProvider>
);
/** Level 1 Guardian in no armor, every Hope held (6 of 6). */
const start = {
  name: 'Ara',
  baseClass: 'core_class_guardian',
  resources: { health: 0, stress: 0, hope: 6, armor: 0 },
};
const tap = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('the pinned vitals', { timeout: 30_000 }, () => {
  it('marks a Hit Point in one tap, offers it back, and stops at the ends of a track', async () => {
    const { current } = renderPanel(bar, start, builtinCatalog());
    const vitals = screen.getByRole('region', { name: 'Vitals' });
    expect(within(vitals).getByRole('button', { name: 'Clear a Hit Point' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(vitals).getByRole('button', { name: 'Gain a Hope' })).toHaveProperty('disabled', true);
    await tap('Mark a Hit Point');
    // The count shows the tap at once; the edit (and its undo offer) follows once that frame is painted.
    expect(vitals.querySelector('[data-resource="hp"] .dh-tracker__count')?.textContent).toBe('1/7');
    await waitFor(() => expect(current().resources.health).toBe(1));
    expect(screen.getByText('Hit Points: 1, was 0.')).toBeTruthy();
    await tap('Undo');
    expect(current().resources.health).toBe(0);
    await tap('Spend a Hope');
    await waitFor(() => expect(current().resources.hope).toBe(5));
    expect(within(vitals).getByRole('group', { name: 'Hope: 5 of 6 held' })).toBeTruthy();
  });

  it('shows Evasion and the thresholds the rules derive', () => {
    renderPanel(bar, start, builtinCatalog());
    // Guardian Evasion 9; unarmored thresholds at the level (1) and twice the level (2).
    expect(screen.getByText(/Evasion/).textContent).toBe('Evasion 9 · Major 1 · Severe 2');
  });
});
