import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorPanel } from './error-panel';

afterEach(cleanup);

describe('ErrorPanel', () => {
  it('announces the failure with its message', () => {
    render(<ErrorPanel title="Characters couldn't be loaded" message="Failed to fetch" />);
    expect(screen.getByRole('alert').textContent).toContain("Characters couldn't be loaded");
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('runs Retry once at a time and shows progress until it settles', async () => {
    let finish = () => {};
    let calls = 0;
    render(
      <ErrorPanel
        title="x"
        message="y"
        onRetry={() => {
          calls++;
          return new Promise<void>((ok) => (finish = ok));
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Retry' });
    fireEvent.click(button);
    expect(screen.getByRole('button').textContent).toBe('Retrying…');
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button'));
    expect(calls).toBe(1);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
