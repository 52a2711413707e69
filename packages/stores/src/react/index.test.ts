// @vitest-environment jsdom
// The React adapters re-render on store updates and read the current state synchronously.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { BehaviorSubject } from 'rxjs';
import { noCampaignHomebrew } from '../../test/campaign-homebrew-state';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CampaignHomebrewState,
  CampaignHomebrewStore,
} from '../campaign-homebrew/campaign-homebrew-store';
import type { DashboardState, DashboardStore } from '../dashboard/dashboard-store';
import { useCampaignDashboard, useCampaignHomebrew, useStoreState, type ObservableStore } from './index';

afterEach(cleanup);

function counterStore(): ObservableStore<{ count: number }> & { bump(): void; subscribers(): number } {
  const subject = new BehaviorSubject({ count: 0 });
  return {
    state$: subject.asObservable(),
    get state() {
      return subject.value;
    },
    bump: () => subject.next({ count: subject.value.count + 1 }),
    subscribers: () => (subject.observed ? 1 : 0),
  };
}

function Count({ store }: { store: ObservableStore<{ count: number }> }) {
  return createElement('output', null, useStoreState(store).count);
}

describe('useStoreState', () => {
  it('renders the current state, re-renders on change, and unsubscribes on unmount', () => {
    const store = counterStore();
    store.bump();
    const view = render(createElement(Count, { store }));
    expect(screen.getByRole('status').textContent).toBe('1');
    act(() => store.bump());
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(store.subscribers()).toBe(1);
    view.unmount();
    expect(store.subscribers()).toBe(0);
  });
});

// The hooks' own duties (watch while mounted, surface a hydrate error) against small stand-ins: the stores
// themselves are tested against the embedded backend in their own files.
describe('useCampaignDashboard', () => {
  it('watches the campaign while mounted and releases it on unmount', async () => {
    const subject = new BehaviorSubject<DashboardState>({ campaigns: {} });
    const calls: string[] = [];
    const store: Pick<DashboardStore, 'state$' | 'state' | 'watch'> = {
      state$: subject.asObservable(),
      get state() {
        return subject.value;
      },
      watch: async (id: number) => {
        calls.push(`watch ${id}`);
        subject.next({ campaigns: { [id]: { status: 'ready', rows: [] } } });
        return async () => void calls.push(`release ${id}`);
      },
    };
    function View() {
      return createElement('output', null, useCampaignDashboard(store, 4)?.status ?? 'none');
    }
    const view = render(createElement(View));
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('ready');
    view.unmount();
    await act(async () => {});
    expect(calls).toEqual(['watch 4', 'release 4']);
  });
});

describe('useCampaignHomebrew', () => {
  it('returns the error hydrate threw to its caller', async () => {
    const subject = new BehaviorSubject<CampaignHomebrewState>(noCampaignHomebrew());
    const store: Pick<CampaignHomebrewStore, 'state$' | 'state' | 'hydrate'> = {
      state$: subject.asObservable(),
      get state() {
        return subject.value;
      },
      hydrate: () => Promise.reject(new Error('Error fetching campaign item associations')),
    };
    function View() {
      return createElement('output', null, useCampaignHomebrew(store, 9).error?.message ?? 'ok');
    }
    render(createElement(View));
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('Error fetching campaign item associations');
  });

  it('shows an error only for the campaign it happened to', async () => {
    const subject = new BehaviorSubject<CampaignHomebrewState>(noCampaignHomebrew());
    const store: Pick<CampaignHomebrewStore, 'state$' | 'state' | 'hydrate'> = {
      state$: subject.asObservable(),
      get state() {
        return subject.value;
      },
      hydrate: (id: number) =>
        id === 9 ? Promise.reject(new Error('Error fetching campaign item associations')) : Promise.resolve(),
    };
    function View({ id }: { id: number }) {
      return createElement('output', null, useCampaignHomebrew(store, id).error?.message ?? 'ok');
    }
    const view = render(createElement(View, { id: 9 }));
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('Error fetching campaign item associations');
    view.rerender(createElement(View, { id: 10 }));
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('ok');
  });
});
