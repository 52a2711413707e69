// Browsing over the real stores: another user's public record is found by the database's search, a search that
// matches nothing says so, each card names its kind and its author, and a bookmark joins the reader's collection and reaches their stored profile.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  openTab,
  openTestServices,
  ownBrowser,
  renderWithServices,
  testBackend,
  type Tab,
  type TestServices,
} from '@duality/stores/testing';
import { BrowsePage } from './browse-page';

let author: Tab;
let reader: TestServices;
let glowwormId: number;
beforeAll(async () => {
  [author, reader] = await Promise.all([
    openTab(testBackend(), 'Browse Author', ownBrowser()),
    openTestServices(testBackend(), 'Browse Reader'),
  ]);
  const { data, error } = await author.client
    .from('homebrew_items')
    .insert({ name: 'Glowworm Jar', public: true, data: { description: 'Lights a room, dimly.' } })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  glowwormId = data.id;
});
afterAll(() => Promise.all([author.close(), reader.close()]));
afterEach(cleanup);

describe('BrowsePage', () => {
  it("finds another user's public record and bookmarks it into the reader's collection", async () => {
    renderWithServices(<BrowsePage />, reader.services, { path: '/homebrew?kind=items&q=glowworm' });
    const list = await screen.findByRole('list', { name: 'Public items' });
    expect(await within(list).findByText('Glowworm Jar')).toBeTruthy();
    expect(screen.getByText('1 public item.')).toBeTruthy();
    // The card says its kind and who made it (the author's display name, which the database lets anyone read
    // for authors of public homebrew).
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('item')).toBeTruthy();
    expect(await within(card).findByText('by Browse Author')).toBeTruthy();

    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: 'Bookmark Glowworm Jar' })),
    );
    expect(
      await screen.findByRole('button', { name: 'Remove Glowworm Jar from my collection' }),
    ).toBeTruthy();
    // The bookmark is saved with the profile after the store's short debounce.
    await waitFor(
      async () => {
        const { data } = await reader.client.from('user_profiles').select('items').single();
        expect(data?.items).toEqual([glowwormId]);
      },
      { timeout: 15_000 },
    );
  });

  it("waits, disabled, until the reader's profile (their collection) has arrived", async () => {
    // The same signed-in session as it stands before its profile is read: a tap then would have nowhere to go.
    const real = reader.services.session;
    const held = new BehaviorSubject({ ...real.state, profile: null });
    const beforeProfile = Object.create(real, {
      state: { get: () => held.value },
      state$: { value: held },
    }) as typeof real;
    renderWithServices(
      <BrowsePage />,
      { ...reader.services, session: beforeProfile },
      {
        path: '/homebrew?kind=items&q=glowworm',
      },
    );
    const list = await screen.findByRole('list', { name: 'Public items' });
    const button = await within(list).findByRole('button', { name: /^(Bookmark|Remove) Glowworm Jar/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when nothing matches the search', async () => {
    renderWithServices(<BrowsePage />, reader.services, { path: '/homebrew?kind=items' });
    fireEvent.change(await screen.findByLabelText('Search items by name or text'), {
      target: { value: 'no such lantern' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No public items match “no such lantern”.')).toBeTruthy();
  });
});
