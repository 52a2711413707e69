import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Drawer, isRightSwipe } from './drawer';

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

describe('isRightSwipe', () => {
  it('accepts a long sideways swipe to the right only', () => {
    expect(isRightSwipe({ x: 10, y: 100 }, { x: 90, y: 110 })).toBe(true);
    expect(isRightSwipe({ x: 10, y: 100 }, { x: 60, y: 100 })).toBe(false); // too short
    expect(isRightSwipe({ x: 90, y: 100 }, { x: 10, y: 100 })).toBe(false); // leftwards
    expect(isRightSwipe({ x: 10, y: 100 }, { x: 90, y: 200 })).toBe(false); // mostly a scroll
  });
});

describe('Drawer', () => {
  it('is a dialog named by its title', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Main Menu' })).toBeTruthy();
  });

  it('closes on the close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('closes on Escape', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('closes on a right swipe', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    fireEvent.touchStart(dialog, { touches: [start], changedTouches: [start] });
    fireEvent.touchEnd(dialog, { touches: [], changedTouches: [{ clientX: 150, clientY: 310 }] });
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('stays open on a vertical scroll gesture', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    fireEvent.touchStart(dialog, { touches: [start], changedTouches: [start] });
    fireEvent.touchEnd(dialog, { touches: [], changedTouches: [{ clientX: 40, clientY: 100 }] });
    expect(screen.getByTestId('state').textContent).toBe('open');
  });
});
