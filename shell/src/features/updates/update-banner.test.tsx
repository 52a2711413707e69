import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UpdateBanner } from './update-banner';

afterEach(cleanup);

describe('UpdateBanner', () => {
  it('is an empty polite status until an update is offered', () => {
    const { container } = render(<UpdateBanner offered={false} onReload={() => undefined} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    expect(container.querySelector('button')).toBeNull();
  });

  it('offers the new version with a Reload button of 44 px', () => {
    const onReload = vi.fn();
    render(<UpdateBanner offered onReload={onReload} />);
    expect(screen.getByRole('status').textContent).toContain('A new version is ready.');
    const button = screen.getByRole('button', { name: 'Reload' });
    expect(button.style.minHeight).toBe('44px');
    fireEvent.click(button);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('goes away on Later until the next offer, leaving the page as it was', () => {
    const onReload = vi.fn();
    const onLater = vi.fn();
    const { rerender } = render(<UpdateBanner offered onReload={onReload} onLater={onLater} />);
    const later = screen.getByRole('button', { name: 'Later' });
    expect(later.style.minHeight).toBe('44px');
    fireEvent.click(later);
    expect(onLater).toHaveBeenCalledTimes(1);
    expect(onReload).not.toHaveBeenCalled();
    rerender(<UpdateBanner offered={false} onReload={onReload} onLater={onLater} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
