import { beforeEach, describe, expect, it } from 'vitest';
import type { Registry } from '@duality/platform';
import { createAreaSelection, type AreaSelectionDeps } from './area-selection';
import { applyPinQuery, readPins } from './pins';
import { deviceIdKey } from './visitor';

const stable = { version: '1.0.0', manifest: '/built/builder/mf-manifest.json' };
const registry = (revision: string, percent: number | null, allow: string[] = []): Registry => ({
  schemaVersion: 2,
  revision,
  areas: {
    builder: {
      stable,
      previous: [],
      ...(percent === null
        ? {}
        : { canary: { version: '2.0.0', manifest: '/cdn/builder/2.0.0/mf-manifest.json', percent, allow } }),
    },
  },
});

function setup(overrides: Partial<AreaSelectionDeps> = {}) {
  let clock = 0;
  const fetched: Registry[] = [];
  const deps: AreaSelectionDeps = {
    registryUrl: '/remotes.json',
    initial: registry('r1', 0),
    fetchRegistry: async () => fetched.shift() ?? registry('r1', 0),
    storage: window.localStorage,
    userId: () => null,
    pinsEnabled: true,
    refreshAfterMs: 60_000,
    now: () => clock,
    ...overrides,
  };
  return { selection: createAreaSelection(deps), fetched, tick: (ms: number) => (clock += ms) };
}

beforeEach(() => window.localStorage.clear());

describe('area selection', () => {
  it('resolves the chosen manifest against the registry URL', () => {
    const { selection } = setup();
    expect(selection.choose('builder')).toMatchObject({
      channel: 'stable',
      manifest: new URL('/built/builder/mf-manifest.json', location.href).href,
    });
    expect(selection.choose('homebrew')).toBeNull();
  });

  it('keeps a signed-out visitor in one bucket through a device id', () => {
    const { selection } = setup({ initial: registry('r1', 50) });
    const first = selection.choose('builder')?.channel;
    const id = window.localStorage.getItem(deviceIdKey);
    expect(id).toBeTruthy();
    for (let i = 0; i < 5; i++)
      expect(setup({ initial: registry('r1', 50) }).selection.choose('builder')?.channel).toBe(first);
    expect(window.localStorage.getItem(deviceIdKey)).toBe(id);
  });

  it('serves the allow-listed user the canary', () => {
    const { selection } = setup({ initial: registry('r1', 0, ['qa']), userId: () => 'qa' });
    expect(selection.choose('builder')).toMatchObject({ channel: 'canary', reason: 'allow-list' });
  });

  it('refreshes the registry only once it is older than the interval', async () => {
    const { selection, fetched, tick } = setup();
    fetched.push(registry('r2', null));
    expect(await selection.refreshIfStale()).toBe(false);
    tick(60_000);
    expect(await selection.refreshIfStale()).toBe(true);
    expect(selection.registry().revision).toBe('r2');
    expect(await selection.refreshIfStale()).toBe(false);
  });

  it('keeps the current registry when a refresh fails', async () => {
    const { selection, tick } = setup({
      fetchRegistry: () => Promise.reject(new Error('offline')),
    });
    tick(61_000);
    expect(await selection.refreshIfStale()).toBe(false);
    expect(selection.registry().revision).toBe('r1');
  });

  it('keeps stable on this page after the canary failed', () => {
    const { selection } = setup({ initial: registry('r1', 100) });
    expect(selection.choose('builder')?.channel).toBe('canary');
    selection.canaryFailed('builder', '2.0.0');
    expect(selection.choose('builder')?.channel).toBe('stable');
  });

  it('honours QA pins from the query only with the development tools on', () => {
    applyPinQuery(window.localStorage, '?pin=builder:canary,wizardry:canary,homebrew:sideways');
    expect(readPins(window.localStorage)).toEqual({ builder: 'canary' });
    expect(setup().selection.choose('builder')).toMatchObject({ channel: 'canary', reason: 'pinned' });
    expect(setup({ pinsEnabled: false }).selection.choose('builder')?.channel).toBe('stable');
    applyPinQuery(window.localStorage, '?pin=builder:auto');
    expect(readPins(window.localStorage)).toEqual({});
  });
});
