import { describe, expect, it, vi } from 'vitest';
import { areaNames, type AreaName } from '@duality/platform';
import type { AreaChoice } from '../../lib/delivery/area-selection';
import { areaFileUrls, keepAreasOffline, pauseWhileInUse, warmArea } from './offline-areas';

const manifest = {
  id: 'mf_builder',
  name: 'mf_builder',
  metaData: {
    name: 'mf_builder',
    globalName: 'mf_builder',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      name: 'lifecycles',
      assets: {
        js: { sync: ['static/js/async/2.ccdfe98306.js'], async: ['static/js/async/4.965ac2fcda.js'] },
        css: { sync: ['static/css/async/2.3f3a9832d6.css'], async: [] },
      },
    },
  ],
};
const manifestUrl = 'https://cdn.example/builder/2.0.0/mf-manifest.json';

describe('warming an area', () => {
  it('names the manifest, the entry and every script and style its exposed modules name', () => {
    expect(areaFileUrls(manifestUrl, manifest)).toEqual([
      manifestUrl,
      'https://cdn.example/builder/2.0.0/remoteEntry.js',
      'https://cdn.example/builder/2.0.0/static/js/async/2.ccdfe98306.js',
      'https://cdn.example/builder/2.0.0/static/js/async/4.965ac2fcda.js',
      'https://cdn.example/builder/2.0.0/static/css/async/2.3f3a9832d6.css',
    ]);
  });

  it('fetches each in CORS mode, and says so quietly when one cannot be had', async () => {
    const fetchImpl = vi.fn((url: string) =>
      Promise.resolve(
        url === manifestUrl
          ? new Response(JSON.stringify(manifest))
          : new Response('x', { status: url.endsWith('.css') ? 404 : 200 }),
      ),
    );
    expect(await warmArea(manifestUrl, fetchImpl as unknown as typeof fetch)).toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(5);
    expect(fetchImpl.mock.calls[1]).toEqual([
      'https://cdn.example/builder/2.0.0/remoteEntry.js',
      expect.objectContaining({ mode: 'cors', credentials: 'omit' }),
    ]);
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await warmArea(manifestUrl, offline as unknown as typeof fetch)).toBe(false);
  });
});

describe('pausing the warming while the visitor uses the page', () => {
  it('waits for each file until the page has been left alone a while', async () => {
    vi.useFakeTimers();
    try {
      const pause = pauseWhileInUse(window, 1500);
      let ended = false;
      void pause().then(() => (ended = true));
      await vi.advanceTimersByTimeAsync(1);
      expect(ended).toBe(true); // nobody has touched the page: no wait

      window.dispatchEvent(new Event('pointerdown'));
      ended = false;
      void pause().then(() => (ended = true));
      await vi.advanceTimersByTimeAsync(1000);
      window.dispatchEvent(new Event('keydown')); // still in use: the wait starts again
      await vi.advanceTimersByTimeAsync(1400);
      expect(ended).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(ended).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the pause before the manifest and before each file', async () => {
    const order: string[] = [];
    const fetchImpl = vi.fn((url: string) => {
      order.push(url.endsWith('mf-manifest.json') ? 'manifest' : 'file');
      return Promise.resolve(
        url === manifestUrl ? new Response(JSON.stringify(manifest)) : new Response('x', { status: 200 }),
      );
    });
    const pause = vi.fn(() => {
      order.push('pause');
      return Promise.resolve();
    });
    expect(await warmArea(manifestUrl, fetchImpl as unknown as typeof fetch, pause)).toBe(true);
    expect(order).toEqual(['pause', 'manifest', ...Array<string[]>(4).fill(['pause', 'file']).flat()]);
  });
});

describe('keeping every area offline', () => {
  it('warms the version chosen for each area, one after another, skipping an area the registry lacks', async () => {
    const choose = (area: AreaName) =>
      area === 'account'
        ? null
        : ({ manifest: `https://cdn.example/${area}/mf-manifest.json` } as AreaChoice);
    const started: string[] = [];
    let finish: (() => void) | undefined;
    const warm = vi.fn(
      (url: string) =>
        new Promise<boolean>((resolve) => {
          started.push(url);
          finish = () => resolve(true);
        }),
    );
    const kept = keepAreasOffline({ choose }, warm);
    const expected = areaNames
      .filter((a) => a !== 'account')
      .map((a) => `https://cdn.example/${a}/mf-manifest.json`);
    for (let i = 0; i < expected.length; i += 1) {
      await vi.waitFor(() => expect(started).toHaveLength(i + 1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(started).toEqual(expected.slice(0, i + 1)); // the next starts only once this one ends
      finish!();
    }
    await kept;
    expect(warm).toHaveBeenCalledTimes(expected.length);
  });
});
