import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusPage } from './status-page';

afterEach(cleanup);

describe('StatusPage', () => {
  it('names a 404 Page Not Found, with the description and the document title', () => {
    render(<StatusPage status={404} description="Page Not Found: /nope" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByText('Page Not Found: /nope')).toBeTruthy();
    expect(document.title).toBe('404 Page Not Found | Duality');
  });

  it('names any other status Internal Server Error', () => {
    render(<StatusPage status={503} description="The backend is down." />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Internal Server Error');
    expect(document.title).toBe('503 Internal Server Error | Duality');
  });
});
