// The collection over the real stores: the user's own record with the caps' counts the database gives; deleting
// it asks first and removes it from the database and the counts; counts that cannot be read are an error with
// Retry, never a number; each card names who made the record.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  openTab,
  openTestServices,
  ownBrowser,
  renderWithServices,
  testBackend,
  type TestServices,
} from '@duality/stores/testing';
import { preloadConfirmDialog } from '@duality/ui';
import { CollectionPage } from './collection-page';

let user: TestServices;
beforeAll(async () => {
  // The confirm dialog's Radix part loaded ahead, as the product does on a sign of intent. Loaded on the first
  // open instead, it never arrived when another file of the project (browse) had run before in the same worker
  // (jsdom only: the end-to-end specs open it on demand in Chromium); with this, the order does not matter.
  await preloadConfirmDialog();
  user = await openTestServices(testBackend(), 'Collector');
});
afterAll(() => user.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const created = () => screen.getByText('Homebrew created').nextElementSibling?.textContent;

describe('CollectionPage', () => {
  it('lists the own record with the counts, and deletes it after confirming', async () => {
    const rope = (await user.data.homebrew.save('items', {
      name: 'Silk Rope',
      description: 'Fifty feet, light as air.',
      public: false,
    }))!;
    renderWithServices(<CollectionPage />, user.services, { path: '/homebrew/collection?kind=items' });
    const list = await screen.findByRole('list', { name: 'My items' });
    expect(within(list).getByText('Yours, private')).toBeTruthy();
    await screen.findByText(
      (_, node) =>
        node?.getAttribute('data-usage') === 'created' && /^1 of \d+$/.test(node.textContent ?? ''),
    );

    fireEvent.click(within(list).getByRole('button', { name: 'Delete Silk Rope' }));
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Delete' })));
    expect(await screen.findByText(/No items in your collection yet/)).toBeTruthy();
    await screen.findByText(
      (_, node) =>
        node?.getAttribute('data-usage') === 'created' && /^0 of \d+$/.test(node.textContent ?? ''),
    );
    const { data } = await user.client.from('homebrew_items').select('id').eq('id', Number(rope.id));
    expect(data).toEqual([]);
  });

  it('shows counts that cannot be read as an error with Retry, and Retry reads them', async () => {
    const offline = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithServices(<CollectionPage />, user.services, { path: '/homebrew/collection?kind=items' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Your homebrew counts could not be loaded: the server could not be reached.',
    );
    expect(screen.queryByText('Homebrew created')).toBeNull();

    offline.mockRestore();
    await act(async () => void fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    await waitFor(() => expect(created()).toMatch(/^0 of \d+$/));
  });

  it('names who made each record: "you" for the own, the display name of a bookmarked public one', async () => {
    const author = await openTab(testBackend(), 'Shelf Author', ownBrowser());
    try {
      const { data, error } = await author.client
        .from('homebrew_items')
        .insert({ name: 'Moth Lamp', public: true, data: { description: 'Draws moths, not eyes.' } })
        .select('*')
        .single();
      if (error) throw new Error(error.message);
      const lamp = await user.data.browser.getPublic('items', String(data.id));
      if (!lamp.ok || !lamp.data) throw new Error('the public lamp could not be read');
      await user.data.homebrew.save('items', { name: 'Tin Cup', description: 'Dented.', public: false });
      act(() => void user.data.homebrew.addToCollection('items', data.id, lamp.data!));
      renderWithServices(<CollectionPage />, user.services, { path: '/homebrew/collection?kind=items' });
      const list = await screen.findByRole('list', { name: 'My items' });
      const card = (name: string) =>
        within(list)
          .getAllByRole('listitem')
          .find((li) => within(li).queryByText(name) !== null)!;
      expect(await within(card('Moth Lamp')).findByText('by Shelf Author')).toBeTruthy();
      expect(within(card('Moth Lamp')).getByText('Bookmarked')).toBeTruthy();
      expect(within(card('Tin Cup')).getByText('by you')).toBeTruthy();
      expect(within(card('Tin Cup')).getByText('item')).toBeTruthy();
    } finally {
      await author.close();
    }
  });
});
