// @vitest-environment jsdom
// The React adapters re-render on store updates and read the current state synchronously.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { useStoreState, type ObservableStore } from './index';

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
