import { describe, expect, it, vi } from 'vitest';
import { areaFileUrls, warmArea } from './offline-areas';

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
