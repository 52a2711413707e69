// The editor over the real stores: a new item with a name and a description is created in the database and the
// page returns to the collection; an item without a name is refused beside the field and nothing is saved.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestServices,
  renderWithServices,
  testBackend,
  type TestServices,
} from '@duality/stores/testing';
import { NewRecordPage } from './editor-page';

let user: TestServices;
beforeAll(async () => {
  user = await openTestServices(testBackend(), 'Editor Writer');
});
afterAll(() => user.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const stored = async () =>
  (await user.client.from('homebrew_items').select('name, data').eq('user_id', user.user!.id)).data ?? [];

describe('NewRecordPage', () => {
  it('creates a new item in the database and returns to the collection', async () => {
    renderWithServices(<NewRecordPage params={{ kind: 'items' }} />, user.services, {
      path: '/homebrew/new/items',
      pages: { '/homebrew/collection': 'My Homebrew' },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ember Stone' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Warm to the touch.' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Create item' })));
    expect(await screen.findByRole('heading', { name: 'My Homebrew' })).toBeTruthy();
    expect(await stored()).toEqual([
      { name: 'Ember Stone', data: expect.objectContaining({ description: 'Warm to the touch.' }) },
    ]);
  });

  it('refuses an item without a name and saves nothing', async () => {
    renderWithServices(<NewRecordPage params={{ kind: 'items' }} />, user.services, {
      path: '/homebrew/new/items',
    });
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Create item' })));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect((await stored()).map((r) => r.name)).toEqual(['Ember Stone']);
  });
});
