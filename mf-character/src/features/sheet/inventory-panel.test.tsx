// Items that do what they say: each item says what it does before it is used, Use applies it
// by the one item rule (a charge spent, a consumable's bonus until the next rest), removal waits behind the
// row's menu and can be undone.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCatalog, fixedDice } from '@duality/rules';
import { BUILTIN_BEASTFORMS, BUILTIN_DOMAIN_CARDS, BUILTIN_HOMEBREW } from '@duality/rules/content';
import { InventoryPanel } from './inventory-panel';
import { renderPanel } from './sheet-harness';
import type { SheetPanelProps } from './sheet-props';
import { UndoProvider } from '@duality/ui/controls';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const owner = { user_id: 'u1', created_at: '2026-11-22T00:00:00Z', public: false };
const charm = {
  ...owner,
  id: 'charm',
  name: 'Mending Charm',
  description: 'A knot of river reeds.',
  restore: { health: 1 },
  charge: { max: 2, recharge: { on: 'longRest' as const, quantity: 'all' as const } },
};
const elixir = {
  ...owner,
  id: 'elixir',
  name: 'Fox Elixir',
  description: '',
  consumable: true,
  modify: { agility: 1 },
};
const catalog = buildCatalog(
  { ...BUILTIN_HOMEBREW, beastforms: BUILTIN_BEASTFORMS, domainCards: BUILTIN_DOMAIN_CARDS },
  { items: [charm, elixir] },
);
const entry = (id: string, name: string, quantity = 1) => ({ id: `e-${id}`, itemId: id, name, quantity });
const start = {
  name: 'Ara',
  baseClass: 'core_class_guardian',
  resources: { health: 2, stress: 0, hope: 2, armor: 0 },
  inventory: { items: [entry('charm', 'Mending Charm'), entry('elixir', 'Fox Elixir', 2)] },
};
/** The panel inside the sheet's undo bar, as the sheet renders it. */
const panel =
  (dice = fixedDice([])) =>
  (p: SheetPanelProps) => (
    <UndoProvider>
      <InventoryPanel {...p} dice={dice} />
    </UndoProvider>
  );

describe('the inventory', () => {
  it('says what each item does before it is used', () => {
    renderPanel(panel(), start, catalog);
    const does = (name: string) =>
      within(screen.getByRole('list', { name: `What ${name} does` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(does('Mending Charm')).toEqual([
      'Use it to clear 1 Hit Points.',
      '2 uses. It recharges fully on a long rest.',
    ]);
    expect(does('Fox Elixir')).toEqual(['Using it gives +1 Agility until your next rest.']);
  });

  it('uses a reusable item with charges: it heals and spends a charge, until none are left', () => {
    const { current } = renderPanel(panel(), start, catalog);
    const use = screen.getByRole('button', { name: 'Use Mending Charm' });
    fireEvent.click(use);
    expect(current().resources.health).toBe(1);
    expect(current().inventory.items[0]?.chargesUsed).toBe(1);
    expect(screen.getByText('1 of 2 uses left')).toBeTruthy();
    expect(screen.getByText('Used Mending Charm: cleared 1 Hit Points (1)')).toBeTruthy();
    fireEvent.click(use);
    expect(current().resources.health).toBe(0);
    expect(screen.getByText('0 of 2 uses left')).toBeTruthy();
    expect((use as HTMLButtonElement).disabled).toBe(true);
  });

  it("applies a consumable's bonus as a buff until the next rest, and uses one up", () => {
    const { current } = renderPanel(panel(), start, catalog);
    fireEvent.click(screen.getByRole('button', { name: 'Use Fox Elixir' }));
    expect(current().buffs).toEqual([
      expect.objectContaining({ name: 'Fox Elixir', modify: { agility: 1 }, untilRest: true, enabled: true }),
    ]);
    expect(current().inventory.items.find((i) => i.itemId === 'elixir')?.quantity).toBe(1);
    expect(screen.getByText('Used Fox Elixir: +1 Agility until your next rest')).toBeTruthy();
  });

  it('removes an item from its menu and puts it back on Undo, within 10 seconds only', async () => {
    vi.useFakeTimers();
    const { current } = renderPanel(panel(), start, catalog);
    const openMenu = async (name: string) => {
      const trigger = screen.getByRole('button', { name: `More actions for ${name}` });
      act(() => trigger.focus());
      await act(async () => {
        fireEvent.keyDown(trigger, { key: 'Enter' });
      });
    };
    await openMenu('Mending Charm');
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Remove Mending Charm' }));
    });
    expect(current().inventory.items.map((i) => i.name)).toEqual(['Fox Elixir']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(current().inventory.items.map((i) => i.name)).toEqual(['Mending Charm', 'Fox Elixir']);

    await openMenu('Fox Elixir');
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Remove Fox Elixir' }));
    });
    expect(screen.getByText('Removed Fox Elixir.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(current().inventory.items.map((i) => i.name)).toEqual(['Mending Charm']);
  });
});
