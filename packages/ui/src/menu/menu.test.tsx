import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';

afterEach(cleanup);

function renderMenu() {
  const notes = vi.fn();
  const remove = vi.fn();
  render(
    <Menu
      label="More actions for Rope"
      items={[
        { label: 'Remove Rope', icon: 'trash', danger: true, onSelect: remove },
        { label: 'Notes on Rope', icon: 'edit', onSelect: notes },
        { label: 'Share Rope', disabled: true, onSelect: () => {} },
      ]}
    />,
  );
  return { notes, remove, trigger: screen.getByRole('button', { name: 'More actions for Rope' }) };
}

async function openWithKeyboard(trigger: HTMLElement) {
  act(() => trigger.focus());
  await act(async () => {
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
  return screen.findByRole('menu');
}

describe('Menu', () => {
  it('is one named button that says it opens a menu', () => {
    const { trigger } = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard with the safe actions first and the destructive one last', async () => {
    const { trigger } = renderMenu();
    await openWithKeyboard(trigger);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Notes on Rope',
      'Share Rope',
      'Remove Rope',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Share Rope' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('separator')).toBeTruthy();
  });

  it('runs the chosen action and closes, focus back on the button', async () => {
    const { trigger, notes, remove } = renderMenu();
    await openWithKeyboard(trigger);
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Notes on Rope' }));
    });
    expect(notes).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on Escape without acting', async () => {
    const { trigger, notes, remove } = renderMenu();
    const menu = await openWithKeyboard(trigger);
    await act(async () => {
      fireEvent.keyDown(menu, { key: 'Escape' });
    });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(notes).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});
