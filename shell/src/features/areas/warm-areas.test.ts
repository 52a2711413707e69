// The areas are warmed only after the page's load and once idle, with prefetch links for each area's entry and
// first files (none for the area on screen), and not at all for a visitor saving data.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AreaName } from '@duality/platform';
import type { AreaSelection } from '../../lib/delivery/area-selection';
import { areaFirstFiles, warmAreasWhenIdle } from './warm-areas';

const manifestOf = (publicPath: string) => ({
  metaData: { globalName: 'mf_builder', publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'other', assets: { js: { sync: ['static/js/no.js'] } } },
    {
      name: 'lifecycles',
      assets: { js: { sync: ['static/js/a.js', 'static/js/b.js'] }, css: { sync: ['static/css/a.css'] } },
    },
  ],
});

const selection = (manifests: Partial<Record<AreaName, string>>) =>
  ({
    choose: (area: AreaName) => (manifests[area] ? { manifest: manifests[area] } : null),
  }) as unknown as AreaSelection;

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('areaFirstFiles', () => {
  it('names the entry, then the sync js and css of the lifecycles, beside the manifest', () => {
    expect(areaFirstFiles(manifestOf('auto'), 'http://localhost:3001/mf-manifest.json')).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/static/js/a.js',
      'http://localhost:3001/static/js/b.js',
      'http://localhost:3001/static/css/a.css',
    ]);
  });
  it('reads the files from the public path when the manifest names one', () => {
    expect(
      areaFirstFiles(manifestOf('https://cdn.example/builder/1.2.0/'), 'https://site.example/m.json'),
    ).toContain('https://cdn.example/builder/1.2.0/static/js/a.js');
  });
});

describe('warmAreasWhenIdle', () => {
  const prefetched = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((l) => [
      l.href,
      l.crossOrigin,
    ]);

  it('prefetches every other area once the page has loaded and the browser is idle', async () => {
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    const warmShellCode = vi.fn(() => Promise.resolve());
    const fetchManifest = vi.fn((_url: string) => Promise.resolve(manifestOf('auto')));
    window.history.replaceState(null, '', '/builder');
    warmAreasWhenIdle({
      window,
      selection: selection({
        builder: 'http://localhost:3001/mf-manifest.json',
        homebrew: 'http://localhost:3004/mf-manifest.json',
      }),
      areas: ['builder', 'homebrew', 'account'],
      warmShellCode,
      fetchManifest,
    });
    // jsdom's document has loaded already: the warm waits for idle only.
    await vi.waitFor(() => expect(idle).not.toBeNull());
    expect(warmShellCode).not.toHaveBeenCalled();
    idle!();
    await vi.waitFor(() => expect(prefetched()).toHaveLength(4));
    expect(warmShellCode).toHaveBeenCalledOnce();
    // The builder is on screen, the account area has no entry in the registry.
    expect(fetchManifest).toHaveBeenCalledExactlyOnceWith('http://localhost:3004/mf-manifest.json');
    expect(prefetched()[0]).toEqual(['http://localhost:3004/remoteEntry.js', 'anonymous']);
    window.history.replaceState(null, '', '/');
  });

  it("waits for the page's own loading (the area on screen) before it waits for idle", async () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    let shown!: () => void;
    warmAreasWhenIdle({
      window,
      selection: selection({}),
      areas: [],
      warmShellCode: () => Promise.resolve(),
      after: new Promise<void>((resolve) => (shown = resolve)),
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idle).not.toHaveBeenCalled();
    shown();
    await vi.waitFor(() => expect(idle).toHaveBeenCalledOnce());
  });

  it('warms nothing for a visitor saving data', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const warmShellCode = vi.fn(() => Promise.resolve());
    warmAreasWhenIdle({
      window,
      selection: selection({ homebrew: 'http://localhost:3004/mf-manifest.json' }),
      areas: ['homebrew'],
      warmShellCode,
      fetchManifest: vi.fn(),
    });
    expect(idle).not.toHaveBeenCalled();
    expect(warmShellCode).not.toHaveBeenCalled();
  });
});
