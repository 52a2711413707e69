import { describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from '@duality/libs/rxjs';
import type { AreaName, Registry } from '@duality/platform';
import type { AreaSelection } from '../../lib/delivery/area-selection';
import { offerUpdates, outdatedAreas } from './offer-updates';

const registryWith = (builder: string): Registry => ({
  schemaVersion: 2,
  revision: `r-${builder}`,
  areas: {
    builder: {
      stable: { version: builder, manifest: `/cdn/builder/${builder}/mf-manifest.json` },
      previous: [],
    },
    character: {
      stable: { version: '1.0.0', manifest: '/cdn/character/1.0.0/mf-manifest.json' },
      previous: [],
    },
  },
});

function fakeSelection(initial: Registry) {
  const registry$ = new BehaviorSubject(initial);
  const selection = {
    registry: () => registry$.value,
    registry$: registry$.asObservable(),
    choose: (area: AreaName) => {
      const entry = registry$.value.areas[area]?.stable;
      return entry
        ? { entry, channel: 'stable', manifest: `https://duality.example${entry.manifest}` }
        : null;
    },
    refreshIfStale: vi.fn(() => Promise.resolve(false)),
  } as unknown as AreaSelection;
  return { selection, publish: (next: Registry) => registry$.next(next) };
}

class FakeWorker extends EventTarget {
  constructor(public state: string) {
    super();
  }
  postMessage = vi.fn();
}

function setUp({ waiting = null as FakeWorker | null, running = { builder: '1.0.0' } } = {}) {
  const { selection, publish } = fakeSelection(registryWith('1.0.0'));
  const registration = Object.assign(new EventTarget(), {
    waiting,
    installing: null as FakeWorker | null,
    update: vi.fn(() => Promise.resolve()),
  });
  const container = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const win = Object.assign(new EventTarget(), {
    document,
    navigator: { serviceWorker: container },
    location: { reload: vi.fn() },
    setTimeout: vi.fn(),
    fetch: vi.fn(() => Promise.resolve(new Response('{}'))),
  });
  const offer = vi.fn<(reload: () => void) => void>();
  const warm = vi.fn((_url: string) => Promise.resolve(true));
  offerUpdates({
    registration: registration as unknown as ServiceWorkerRegistration,
    selection,
    loadedVersions: { state: running } as never,
    window: win as unknown as Window,
    startupDocuments: ['/remotes.json', '/config.json'],
    offer,
    warm,
  });
  return { registration, container, document, win, offer, warm, publish, selection };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('offering updates on a page the service worker serves', () => {
  it('offers a new shell build that waits, and Reload hands over to it before reloading', async () => {
    const waiting = new FakeWorker('installed');
    const { offer, container, win } = setUp({ waiting });
    expect(offer).toHaveBeenCalledTimes(1);
    offer.mock.calls[0]![0]();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(win.location.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('hands over to a newer build that finishes installing after Reload was asked', () => {
    const first = new FakeWorker('installed');
    const { offer, registration, win, container } = setUp({ waiting: first });
    offer.mock.calls[0]![0]();
    expect(first.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    const newer = new FakeWorker('installing');
    registration.installing = newer;
    registration.dispatchEvent(new Event('updatefound'));
    newer.state = 'installed';
    registration.waiting = newer;
    newer.dispatchEvent(new Event('statechange'));
    expect(newer.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(offer).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event('controllerchange'));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    // and, should no worker ever take over, the page reloads anyway
    expect(win.setTimeout).toHaveBeenCalledWith(expect.any(Function), 10_000);
  });

  it('offers a build found later, once it has installed', () => {
    const { offer, registration } = setUp();
    const installing = new FakeWorker('installing');
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    expect(offer).not.toHaveBeenCalled();
    installing.state = 'installed';
    registration.waiting = installing;
    installing.dispatchEvent(new Event('statechange'));
    expect(offer).toHaveBeenCalledTimes(1);
  });

  it('offers a new version of an area this page runs only after its files are fetched, never swapping it', async () => {
    const { offer, warm, publish, win } = setUp();
    await settle();
    expect(offer).not.toHaveBeenCalled();
    warm.mockClear();
    publish(registryWith('2.0.0'));
    await settle();
    expect(warm).toHaveBeenCalledWith('https://duality.example/cdn/builder/2.0.0/mf-manifest.json');
    expect(offer).toHaveBeenCalledTimes(1);
    offer.mock.calls[0]![0]();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('warms every area this visitor gets and brings the start-up documents up to date', async () => {
    const { warm, win } = setUp();
    await settle();
    await settle();
    expect(warm.mock.calls.map(([url]) => url)).toEqual([
      'https://duality.example/cdn/character/1.0.0/mf-manifest.json',
      'https://duality.example/cdn/builder/1.0.0/mf-manifest.json',
    ]);
    expect(win.fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      '/remotes.json',
      '/config.json',
    ]);
  });

  it('looks again when the page comes back to the screen or the network returns', () => {
    const { document, win, registration, selection } = setUp();
    document.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('online'));
    expect(registration.update).toHaveBeenCalledTimes(2);
    expect(selection.refreshIfStale).toHaveBeenCalledTimes(2);
  });
});

describe('outdatedAreas', () => {
  it('names the areas running another version than the registry gives this visitor', () => {
    const { selection } = fakeSelection(registryWith('2.0.0'));
    expect(outdatedAreas(selection, { builder: '1.0.0', character: '1.0.0' })).toEqual([
      { area: 'builder', manifest: 'https://duality.example/cdn/builder/2.0.0/mf-manifest.json' },
    ]);
    expect(outdatedAreas(selection, { builder: '2.0.0' })).toEqual([]);
  });
});
