// Equipment that changes during play: armor taken off (thresholds at the level and twice the level) or
// swapped for any tier from a searchable list; a tier-3 weapon picked up and made active by the burden rule.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { builtinCatalog } from '@duality/rules/content';
import { ArmorPanel } from './armor-panel';
import { renderPanel } from './sheet-harness';
import { WeaponsPanel } from './weapons-panel';

afterEach(cleanup);

const catalog = builtinCatalog();
const guardian = {
  name: 'Tor',
  level: 3,
  baseClass: 'core_class_guardian',
  subclass: ['core_subclass_stalwart'],
  inventory: {
    weapons: [{ id: 'w1', itemId: 'core_weapon_broadsword', name: 'Broadsword', equipped: true }],
    armor: { id: 'a1', itemId: 'core_armor_leather_armor', name: 'Leather Armor', equipped: true },
  },
  resources: { armor: 3, health: 0, stress: 0, hope: 2 },
};

describe('armor on the sheet', () => {
  it('comes off: Armor Score 0, thresholds at the level and twice the level, marked slots cleared', () => {
    const { current } = renderPanel(ArmorPanel, guardian, catalog);
    fireEvent.click(screen.getByRole('button', { name: 'Take off armor' }));
    expect(current().inventory.armor).toBeNull();
    expect(current().resources.armor).toBe(0);
    // Level 3 and twice the level (6), plus Stalwart's Unwavering (+1 to both).
    expect(screen.getByRole('status').textContent).toBe(
      'Armor taken off: Armor Score 0, thresholds 4 and 7.',
    );
    expect(screen.getByText(/^No armor:/)).toBeTruthy();
  });

  it('is swapped for a tier-3 armor found by searching', () => {
    const { current } = renderPanel(ArmorPanel, guardian, catalog);
    fireEvent.click(screen.getByRole('button', { name: 'Change armor' }));
    fireEvent.change(screen.getByLabelText('Search armor'), { target: { value: 'tier 3 chainmail' } });
    const choices = within(screen.getByRole('group', { name: 'Choose armor' })).getAllByRole('button', {
      name: /^Wear /,
    });
    expect(choices.map((c) => c.getAttribute('aria-label'))).toEqual(['Wear Advanced Chainmail Armor']);
    fireEvent.click(choices[0]!);
    expect(current().inventory.armor).toMatchObject({ itemId: 'core_armor_advanced_chainmail_armor' });
    // Advanced Chainmail 13/31 plus the level (3); Stalwart's Unwavering adds 1 to both.
    expect(screen.getByRole('status').textContent).toBe(
      'Now wearing Advanced Chainmail Armor: Armor Score 6, thresholds 17 and 35.',
    );
  });
});

describe('weapons on the sheet', () => {
  it('picks up a tier-3 weapon from the whole catalog and makes it the active primary', () => {
    const { current } = renderPanel(WeaponsPanel, guardian, catalog);
    fireEvent.click(screen.getByRole('button', { name: 'Add a weapon' }));
    fireEvent.change(screen.getByLabelText('Search weapons'), { target: { value: 'advanced broadsword' } });
    fireEvent.click(screen.getByRole('button', { name: 'Take Advanced Broadsword' }));
    const entries = current().inventory.weapons;
    expect(entries.map((w) => [w.name, w.equipped])).toEqual([
      ['Broadsword', true],
      ['Advanced Broadsword', false],
    ]);
    const row = screen.getByText('Advanced Broadsword', { selector: 'strong' }).closest('li')!;
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Equipped' }));
    expect(current().inventory.weapons.map((w) => [w.name, w.equipped])).toEqual([
      ['Broadsword', false],
      ['Advanced Broadsword', true],
    ]);
    expect(screen.getByRole('status').textContent).toBe('Equipped Advanced Broadsword; put away Broadsword.');
  });
});

describe('the equipment search', () => {
  it('reads "tier 3" as the tier, not as any 3 in the numbers', () => {
    renderPanel(ArmorPanel, guardian, catalog);
    fireEvent.click(screen.getByRole('button', { name: 'Change armor' }));
    fireEvent.change(screen.getByLabelText('Search armor'), { target: { value: 'tier 1' } });
    const names = screen.getAllByRole('button', { name: /^Wear / }).map((b) => b.getAttribute('aria-label'));
    const tierOne = [...catalog.armor.values()].filter((a) => a.tier === 1);
    expect(names).toHaveLength(tierOne.length);
    expect(names).toContain('Wear Gambeson Armor');
    expect(names).not.toContain('Wear Advanced Gambeson Armor');
  });
});
