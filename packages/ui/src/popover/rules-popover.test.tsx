import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RulesPopover } from './rules-popover';

afterEach(cleanup);

// jsdom has no ResizeObserver; the popover's positioning (floating-ui) observes the trigger's size.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('RulesPopover', () => {
  it('is a button named by its term that opens a labelled dialog with the rules text', async () => {
    render(
      <RulesPopover term="Evasion">
        <p>The number an attack roll must reach to hit you.</p>
      </RulesPopover>,
    );
    const trigger = screen.getByRole('button', { name: 'Evasion: how it works' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(trigger);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Evasion' });
    expect(dialog.textContent).toContain('The number an attack roll must reach to hit you.');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on Escape and on its Close button, focus back on the term', async () => {
    render(
      <RulesPopover term="Stress" title="Marking Stress">
        <p>Text</p>
      </RulesPopover>,
    );
    const trigger = screen.getByRole('button', { name: /Stress/ });
    await act(async () => {
      fireEvent.click(trigger);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Marking Stress' });
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await act(async () => {
      fireEvent.click(trigger);
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
