// The area host over a test transport (a loader that hands over small real lifecycles, or fails as a network
// or a broken remote would): what the visitor sees in the outlet, what Retry does, and what the shell announces
// and records. The real federation loading is proven in the browser (e2e reliability-remote).
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBus, type Bus, type EventName, type EventPayload } from '@duality/bus';
import type { AreaLifecycles, Channel } from '@duality/platform';
import type { AreaLoadReport } from '../../lib/delivery/load-reports';
import { createAreaHost } from './area-host';
import { AreaLoadError, type LoadArea } from './area-loader';

let outlet: HTMLElement;
let bus: Bus;
let reports: AreaLoadReport[];
let events: { name: string; payload: unknown }[];
let canaryFailures: string[];
beforeEach(() => {
  outlet = document.createElement('main');
  document.body.append(outlet);
  bus = createBus();
  reports = [];
  events = [];
  canaryFailures = [];
  const watch = (name: EventName) =>
    bus.on(name).subscribe((payload: EventPayload<typeof name>) => events.push({ name, payload }));
  (['remote.loaded', 'remote.load_failed', 'remote.fallback', 'remote.recovered'] as const).forEach(watch);
});
afterEach(() => {
  cleanup();
  outlet.remove();
});

/** A remote's lifecycles that render a heading into the element the host hands over. */
function remote(title: string, calls: string[] = [], mountError?: Error): AreaLifecycles {
  return {
    bootstrap: async () => void calls.push('bootstrap'),
    mount: async ({ domElement }) => {
      calls.push('mount');
      if (mountError) throw mountError;
      domElement.innerHTML = `<h1>${title}</h1>`;
    },
    unmount: async ({ domElement }) => {
      calls.push('unmount');
      domElement.innerHTML = '';
    },
    version: '2.0.0',
  };
}

const choice = (channel: Channel, version: string) => ({
  channel,
  entry: { version, manifest: `/cdn/campaign/${version}/mf-manifest.json` },
  reason: 'bucket' as const,
  manifest: `http://cdn.test/campaign/${version}/mf-manifest.json`,
});

function host(load: LoadArea) {
  return createAreaHost('campaign', {
    load,
    bus,
    report: (r) => reports.push(r),
    refresh: async () => undefined,
    canaryFailed: (_area, version) => canaryFailures.push(version),
    outlet: () => outlet,
  });
}

const props = { name: 'campaign' };

describe('the area host', () => {
  it('mounts the remote in its own container, announces and records it, and removes it on unmount', async () => {
    const calls: string[] = [];
    const areas = host(async () => ({
      lifecycles: remote('Campaigns', calls),
      choice: choice('stable', '2.0.0'),
    }));
    await act(() => areas.mount(props));
    expect(within(outlet).getByRole('heading', { name: 'Campaigns' })).toBeTruthy();
    expect(areas.mountedVersion()).toBe('2.0.0');
    expect(reports).toEqual([{ area: 'campaign', version: '2.0.0', channel: 'stable', outcome: 'loaded' }]);
    expect(events).toEqual([{ name: 'remote.loaded', payload: { area: 'campaign', version: '2.0.0' } }]);

    await act(() => areas.unmount());
    expect(calls).toEqual(['bootstrap', 'mount', 'unmount']);
    expect(outlet.querySelector('[data-area-outlet]')).toBeNull();
  });

  it('shows a failed load with Retry; Retry loads afresh and the area appears', async () => {
    const asked: { fresh: boolean }[] = [];
    let online = false;
    const areas = host(async (_area, options) => {
      asked.push({ fresh: options.fresh });
      if (!online)
        throw new AreaLoadError(new Error('Failed to fetch the manifest'), choice('stable', '2.0.0'));
      return { lifecycles: remote('Campaigns'), choice: choice('stable', '2.0.0') };
    });
    await act(() => areas.mount(props));
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: "Campaigns couldn't be loaded" })).toBeTruthy();
    expect(panel.textContent).toContain('Failed to fetch the manifest');
    expect(events.at(-1)).toEqual({
      name: 'remote.load_failed',
      payload: { area: 'campaign', phase: 'load', message: 'Failed to fetch the manifest' },
    });
    expect(reports.at(-1)).toMatchObject({ outcome: 'failed', phase: 'load' });

    online = true;
    await act(async () => void fireEvent.click(within(panel).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Campaigns' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toEqual([{ fresh: false }, { fresh: true }]);
    expect(events.map((e) => e.name).slice(-2)).toEqual(['remote.loaded', 'remote.recovered']);
  });

  it('a remote that throws while mounting shows the panel, told as a mount failure', async () => {
    const areas = host(async () => ({
      lifecycles: remote('Campaigns', [], new Error('Cannot read properties of undefined')),
      choice: choice('stable', '2.0.0'),
    }));
    await act(() => areas.mount(props));
    expect((await screen.findByRole('alert')).textContent).toContain('Cannot read properties of undefined');
    expect(screen.queryByRole('heading', { name: 'Campaigns' })).toBeNull();
    expect(events.at(-1)).toMatchObject({ name: 'remote.load_failed', payload: { phase: 'mount' } });
  });

  it('a failing canary is replaced by stable without a panel, and said so', async () => {
    const asked: (Channel | undefined)[] = [];
    const areas = host(async (_area, { channel }) => {
      asked.push(channel);
      if (channel !== 'stable')
        throw new AreaLoadError(new Error('canary is broken'), choice('canary', '2.1.0'));
      return { lifecycles: remote('Campaigns'), choice: choice('stable', '2.0.0') };
    });
    await act(() => areas.mount(props));
    expect(within(outlet).getByRole('heading', { name: 'Campaigns' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toEqual([undefined, 'stable']);
    expect(canaryFailures).toEqual(['2.1.0']);
    expect(reports.map((r) => [r.channel, r.outcome])).toEqual([
      ['canary', 'failed'],
      ['stable', 'loaded'],
    ]);
    expect(events.at(-1)).toEqual({
      name: 'remote.fallback',
      payload: {
        area: 'campaign',
        canaryVersion: '2.1.0',
        stableVersion: '2.0.0',
        phase: 'load',
        message: 'canary is broken',
      },
    });
  });
});
