import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Drawer, isRightSwipe } from './drawer';

// Counts the imports of the drawer's Radix part and of Radix's dialog, through the real modules.
const imported = vi.hoisted(() => ({ part: 0, radix: 0 }));
vi.mock('./radix-drawer', async (importOriginal) => {
  imported.part += 1;
  return importOriginal();
});
vi.mock('@radix-ui/react-dialog', async (importOriginal) => {
  imported.radix += 1;
  return importOriginal();
});

afterEach(cleanup);

const start = { clientX: 20, clientY: 300 };

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <Drawer open={open} onOpenChange={setOpen} title="Main Menu">
        <a href="/character">Characters</a>
      </Drawer>
    </>
  );
}

function Opener() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer open={open} onOpenChange={setOpen} title="Main Menu" returnFocusTo={opener}>
        <a href="/character">Characters</a>
      </Drawer>
    </>
  );
}

/** Lets pending imports and effects settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

// First in this file: the module cache lives as long as the file, and later tests load the part.
describe('Drawer loading its Radix part', () => {
  it('imports nothing of Radix until first opened, then opens as a dialog; focus returns to the opener', async () => {
    render(<Opener />);
    await settle();
    expect(imported).toEqual({ part: 0, radix: 0 });
    expect(screen.queryByRole('dialog')).toBeNull();

    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    fireEvent.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'Main Menu' });
    expect(imported).toEqual({ part: 1, radix: 1 });
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menu);

    fireEvent.click(menu);
    expect(screen.getByRole('dialog', { name: 'Main Menu' })).toBeTruthy();
    expect(imported).toEqual({ part: 1, radix: 1 });
  });
});

describe('isRightSwipe', () => {
  it('accepts a long sideways swipe to the right only', () => {
    expect(isRightSwipe({ x: 10, y: 100 }, { x: 90, y: 110 })).toBe(true);
    expect(isRightSwipe({ x: 10, y: 100 }, { x: 60, y: 100 })).toBe(false); // too short
    expect(isRightSwipe({ x: 90, y: 100 }, { x: 10, y: 100 })).toBe(false); // leftwards
    expect(isRightSwipe({ x: 10, y: 100 }, { x: 90, y: 200 })).toBe(false); // mostly a scroll
  });
});

describe('Drawer', () => {
  it('is a dialog named by its title', async () => {
    render(<Harness />);
    expect(await screen.findByRole('dialog', { name: 'Main Menu' })).toBeTruthy();
  });

  it('closes on the close button', async () => {
    render(<Harness />);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('closes on Escape', async () => {
    render(<Harness />);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('closes on a right swipe', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.touchStart(dialog, { touches: [start], changedTouches: [start] });
    fireEvent.touchEnd(dialog, { touches: [], changedTouches: [{ clientX: 150, clientY: 310 }] });
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('stays open on a vertical scroll gesture', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.touchStart(dialog, { touches: [start], changedTouches: [start] });
    fireEvent.touchEnd(dialog, { touches: [], changedTouches: [{ clientX: 40, clientY: 100 }] });
    expect(screen.getByTestId('state').textContent).toBe('open');
  });
});
