import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastView, type ToastViewProps } from './toast-view';

// Counts the imports of the toast host's Radix part and of Radix Toast, through the real modules.
const imported = vi.hoisted(() => ({ part: 0, radix: 0 }));
vi.mock('./radix-toast-view', async (importOriginal) => {
  imported.part += 1;
  return importOriginal();
});
vi.mock('@radix-ui/react-toast', async (importOriginal) => {
  imported.radix += 1;
  return importOriginal();
});

afterEach(cleanup);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const saved: ToastViewProps['toast'] = { id: 1, message: 'Character saved', tone: 'success' };

describe('ToastView', () => {
  it('imports nothing of Radix before the first toast; then shows it in the notification region', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<ToastView toast={null} remaining={0} onDismiss={onDismiss} />);
    await settle();
    expect(imported).toEqual({ part: 0, radix: 0 });
    expect(screen.queryByRole('region')).toBeNull();

    rerender(<ToastView toast={saved} remaining={1} onDismiss={onDismiss} />);
    // The toast itself, and Radix's announcement of it to screen readers.
    expect((await screen.findAllByText('Character saved')).length).toBeGreaterThan(0);
    expect(imported).toEqual({ part: 1, radix: 1 });
    expect(screen.getByRole('region', { name: /Notification/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);

    // The viewport (and its F8 hotkey) stays once loaded.
    rerender(<ToastView toast={null} remaining={0} onDismiss={onDismiss} />);
    await settle();
    expect(screen.getByRole('region', { name: /Notification/ })).toBeTruthy();
  });
});
