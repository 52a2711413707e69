import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormFooter } from './form-footer';
import { FormMessage } from './form-message';

afterEach(cleanup);

describe('FormMessage and FormFooter', () => {
  it('announces an error as an alert and a success as a status, and shows nothing otherwise', () => {
    const view = render(<FormMessage error="Invalid login credentials" />);
    expect(screen.getByRole('alert').textContent).toBe('Invalid login credentials');
    view.rerender(<FormMessage success="Saved." />);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    view.rerender(<FormMessage />);
    expect(view.container.textContent).toBe('');
  });

  it('disables the submit button and says so while busy', () => {
    const view = render(<FormFooter busy={false} label="Log In" busyLabel="Logging in…" />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Log In');
    expect(button.hasAttribute('disabled')).toBe(false);
    view.rerender(<FormFooter busy label="Log In" busyLabel="Logging in…" error="Try again." />);
    expect(button.textContent).toBe('Logging in…');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Try again.');
  });
});
