import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountStandalone } from './mount-standalone';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('mountStandalone', () => {
  it('says why the area cannot start when the page has no backend configuration', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 404 }));
    document.body.innerHTML = '<div id="root"></div>';
    await mountStandalone('homebrew', []);
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('The homebrew area cannot start on its own');
    expect(panel.textContent).toContain('supabaseUrl: the backend URL (supabaseUrl) is missing');
  });
});
