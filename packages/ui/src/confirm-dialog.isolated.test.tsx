import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, preloadConfirmDialog } from './confirm-dialog';

// Counts the imports of the dialog's Radix part and of Radix's alert dialog, through the real modules.
const imported = vi.hoisted(() => ({ part: 0, radix: 0 }));
vi.mock('./radix-confirm-dialog', async (importOriginal) => {
  imported.part += 1;
  return importOriginal();
});
vi.mock('@radix-ui/react-alert-dialog', async (importOriginal) => {
  imported.radix += 1;
  return importOriginal();
});

afterEach(cleanup);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function Question({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Log Out
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Log out?"
        description="You will need to log in again."
        onConfirm={onConfirm}
        onCancel={onCancel}
        returnFocusTo={opener}
      />
    </>
  );
}

// In this order: the module cache lives as long as the file, so the first test sees nothing loaded.
describe('ConfirmDialog', () => {
  it('imports nothing of Radix while closed; on open asks with focus on Cancel, and Cancel returns focus', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Question onConfirm={onConfirm} onCancel={onCancel} />);
    await settle();
    expect(imported).toEqual({ part: 0, radix: 0 });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const opener = screen.getByRole('button', { name: 'Log Out' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' });
    expect(imported).toEqual({ part: 1, radix: 1 });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(dialog.isConnected).toBe(false);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('once loaded, opens in the same render and Confirm decides', () => {
    const onConfirm = vi.fn();
    render(<Question onConfirm={onConfirm} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(imported.part).toBe(1);
  });

  it('preloadConfirmDialog resolves once the part is loaded', async () => {
    await expect(preloadConfirmDialog()).resolves.toBeUndefined();
    expect(imported.part).toBe(1);
  });
});
