import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

afterEach(cleanup);

describe('IconButton', () => {
  it('is a button named by its label, drawing a decorative icon, that never submits a form by default', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <IconButton icon="trash" label="Delete Brakka" onClick={onClick} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Delete Brakka' });
    expect(button.className).toBe('dh-icon-button');
    expect(button.querySelector('svg[data-icon="trash"]')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
