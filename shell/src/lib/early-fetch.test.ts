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

describe('fetchEarly on a page that carries the start-up documents', () => {
  it('answers from the page, with no request, and fetches what the page does not carry', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      return Promise.resolve(new Response('{"fetched":true}'));
    });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = '/remotes.json';
    block.textContent = JSON.stringify({ schemaVersion: 2, revision: 'r7' });
    document.head.append(block);
    try {
      fetchEarly(['/remotes.json', '/config.json']);
      expect(calls).toEqual(['/config.json']);
      expect(await (await fetchStartedEarly('/remotes.json')).json()).toEqual({
        schemaVersion: 2,
        revision: 'r7',
      });
      expect(await (await fetchStartedEarly('/config.json')).json()).toEqual({ fetched: true });
    } finally {
      block.remove();
    }
  });
});
