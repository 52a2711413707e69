import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, fetchStartedEarly } from './early-fetch';

afterEach(() => vi.unstubAllGlobals());

describe('fetchStartedEarly', () => {
  it('answers the first request for an early document with the early response, and later ones anew', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve(new Response(`#${calls.length}`));
    });
    fetchEarly(['/remotes.json']);
    expect(calls).toEqual([
      ['/remotes.json', { cache: 'no-store', headers: { accept: 'application/json' } }],
    ]);
    expect(await (await fetchStartedEarly('/remotes.json')).text()).toBe('#1');
    expect(calls).toHaveLength(1);
    expect(await (await fetchStartedEarly('/remotes.json')).text()).toBe('#2');
    expect(await (await fetchStartedEarly('/config.json', { cache: 'no-store' })).text()).toBe('#3');
    expect(calls[2]).toEqual(['/config.json', { cache: 'no-store' }]);
  });

  it('hands over an early failure to the reader, without an unhandled rejection meanwhile', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    fetchEarly(['/config.json']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(fetchStartedEarly('/config.json')).rejects.toThrow('Failed to fetch');
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
