import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

const tabs = [
  { value: 'actions', label: 'Actions', content: <p>Roll and attack</p> },
  { value: 'inventory', label: 'Inventory', icon: 'inventory' as const, content: <p>Rope and gold</p> },
  { value: 'features', label: 'Features', content: <p>Class features</p> },
];

describe('Tabs', () => {
  it('is a named tab list whose first tab is open by default, its panel labelled by it', () => {
    render(<Tabs label="Sheet sections" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Sheet sections' })).toBeTruthy();
    const first = screen.getByRole('tab', { name: 'Actions' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Actions' }).textContent).toBe('Roll and attack');
    expect(screen.queryByText('Rope and gold')).toBeNull();
  });

  // Radix moves the focus in a timer task after the key, so each step waits for the focus to arrive.
  it('moves and opens with the arrow keys, and wraps around', async () => {
    render(<Tabs label="Sheet sections" tabs={tabs} />);
    const first = screen.getByRole('tab', { name: 'Actions' });
    const second = screen.getByRole('tab', { name: 'Inventory' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Rope and gold');
    fireEvent.keyDown(second, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Features' })));
    expect(screen.getByRole('tabpanel').textContent).toBe('Class features');
  });

  it('opens a tab on a click', () => {
    render(<Tabs label="Sheet sections" tabs={tabs} />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Features' }), { button: 0 });
    expect(screen.getByRole('tabpanel').textContent).toBe('Class features');
  });
});
