// The profile's storage section over the real offline-data store (its storage seeded as the stores leave it):
// sizes per kind, the app's caches, and Clear, which asks first and never removes a change not yet sent.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keptCopyKey, storageKeys } from '@duality/platform/storage-keys';
import { createOfflineData, memoryKeyValueStorage, type DataStores } from '@duality/stores';
import { AreaServicesProvider } from '@duality/stores/react';
import type { AppCaches } from './app-caches';
import { OfflineStorage } from './offline-storage';

afterEach(cleanup);
const userId = '0b7a4b1e-5c7d-4e0a-9d2f-1f2e3d4c5b6a';

function setUp({ waiting }: { waiting: boolean }) {
  const storage = memoryKeyValueStorage();
  storage.setItem(
    keptCopyKey(userId, 'characters'),
    JSON.stringify({
      savedAt: Date.UTC(2026, 10, 27, 10),
      data: [{ id: 1, revision: 1, character: { name: 'A'.repeat(3000) } }],
    }),
  );
  if (waiting)
    storage.setItem(
      storageKeys.characterOutbox(userId),
      JSON.stringify({ 1: { character: {}, revision: 1 } }),
    );
  const offline = createOfflineData({ storage, session: { state: { user: { id: userId } } } });
  let cacheBytes = 2 * 1024 * 1024;
  const appCaches: AppCaches = {
    list: async () => (cacheBytes > 0 ? [{ name: 'duality-shell', bytes: cacheBytes }] : []),
    clear: async () => void (cacheBytes = 0),
  };
  render(
    <AreaServicesProvider services={{ session: {} as never, data: { offline } as DataStores }}>
      <OfflineStorage appCaches={appCaches} />
    </AreaServicesProvider>,
  );
  return storage;
}

const row = (kind: string) => document.querySelector(`[data-kept="${kind}"]`) as HTMLElement;

describe('OfflineStorage', () => {
  it('lists what is kept with sizes, and Clear asks first', async () => {
    const storage = setUp({ waiting: false });
    expect(within(row('characters')).getByText('6 KB')).toBeTruthy();
    expect(within(row('homebrew')).getByText('Nothing kept')).toBeTruthy();
    expect(await within(row('app-files')).findByText('2.0 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear kept data' }));
    expect(storage.getItem(keptCopyKey(userId, 'characters'))).not.toBeNull(); // nothing yet: it asks
    const confirm = screen.getByRole('group', { name: 'Clear what this device keeps' });
    await act(async () => void fireEvent.click(within(confirm).getByRole('button', { name: 'Clear' })));
    expect(storage.getItem(keptCopyKey(userId, 'characters'))).toBeNull();
    expect(await within(row('app-files')).findByText('Nothing kept')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Cleared.');
  });

  it('keeps the changes not yet sent, and says so before and after', async () => {
    const storage = setUp({ waiting: true });
    expect(within(row('waiting')).getByText('1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear kept data' }));
    expect(screen.getByRole('group').textContent).toContain('1 change not yet sent is kept');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Clear' })));
    expect(storage.getItem(storageKeys.characterOutbox(userId))).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('1 change not yet sent is still kept');
  });
});
