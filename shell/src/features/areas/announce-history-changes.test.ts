import { describe, expect, it, vi } from 'vitest';
import { announceHistoryChanges } from './announce-history-changes';

describe('announceHistoryChanges', () => {
  it('announces a change of address as popstate while active, and stops when single-spa has taken over', () => {
    let active = true;
    announceHistoryChanges(window, () => active);
    const heard = vi.fn();
    window.addEventListener('popstate', heard);
    window.history.pushState({ n: 1 }, '', '/character/42');
    expect(window.location.pathname).toBe('/character/42');
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]![0] as PopStateEvent).state).toEqual({ n: 1 });
    window.history.replaceState(null, '', '/character/42');
    expect(heard).toHaveBeenCalledTimes(1); // the same address: nothing changed
    window.history.replaceState(null, '', '/about');
    expect(heard).toHaveBeenCalledTimes(2);
    active = false;
    window.history.pushState(null, '', '/dev');
    expect(window.location.pathname).toBe('/dev');
    expect(heard).toHaveBeenCalledTimes(2);
    window.removeEventListener('popstate', heard);
  });
});
