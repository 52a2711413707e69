// The single-spa application the shell registers for each area. It owns the area's container in the outlet
// and wraps the remote's own lifecycles, so that a remote that cannot be fetched or throws while mounting
// never breaks single-spa or the rest of the page: the container shows an error panel with Retry instead,
// and the failure is announced on the bus.
import { createRoot, type Root } from 'react-dom/client';
import type { Bus } from '@duality/bus';
import type { AreaLifecycles, AreaName } from '@duality/platform';
import { ErrorPanel } from '@duality/ui';
import { areaLabels } from './area-labels';
import type { LoadArea } from './area-loader';

export interface AreaHostDeps {
  load: LoadArea;
  bus: Bus;
  /** The element area containers are placed in. */
  outlet: () => HTMLElement;
}

type SingleSpaProps = Record<string, unknown> & { name: string };

/** Creates the wrapper lifecycles of one area. */
export function createAreaHost(area: AreaName, deps: AreaHostDeps) {
  let frame: HTMLElement | null = null; // div[data-area-outlet], lives while the area is active
  let remoteRoot: HTMLElement | null = null; // handed to the remote
  let panel: Root | null = null;
  let mounted: { lifecycles: AreaLifecycles; props: SingleSpaProps } | null = null;
  let singleSpaProps: SingleSpaProps | null = null;
  let failures = 0;
  const bootstrapped = new WeakSet<AreaLifecycles>();

  const clearPanel = () => {
    panel?.unmount();
    panel = null;
    frame?.querySelector('[data-area-panel]')?.remove();
  };

  const showPanel = (error: unknown, phase: 'load' | 'mount') => {
    if (!frame) return;
    const message = describe(error);
    const host = document.createElement('div');
    host.dataset.areaPanel = area;
    frame.append(host);
    panel = createRoot(host);
    panel.render(
      <ErrorPanel
        title={`${areaLabels[area]} couldn't be loaded`}
        message={message}
        onRetry={() => attempt(true)}
      />,
    );
    deps.bus.publish('remote.load_failed', { area, phase, message });
  };

  async function attempt(fresh: boolean): Promise<void> {
    if (!frame || !singleSpaProps) return;
    const props = singleSpaProps;
    clearPanel();
    remoteRoot?.remove();
    remoteRoot = document.createElement('div');
    remoteRoot.dataset.areaRoot = area;
    frame.append(remoteRoot);
    let phase: 'load' | 'mount' = 'load';
    try {
      const lifecycles = await deps.load(area, { fresh });
      if (singleSpaProps !== props) return; // left the area while loading
      phase = 'mount';
      const remoteProps = { ...props, area, domElement: remoteRoot };
      if (!bootstrapped.has(lifecycles)) {
        await lifecycles.bootstrap(remoteProps);
        bootstrapped.add(lifecycles);
      }
      await lifecycles.mount(remoteProps);
      mounted = { lifecycles, props: remoteProps };
      deps.bus.publish('remote.loaded', { area, version: lifecycles.version ?? 'unknown' });
      if (failures > 0) deps.bus.publish('remote.recovered', { area });
      failures = 0;
    } catch (error) {
      failures++;
      remoteRoot?.remove();
      remoteRoot = null;
      showPanel(error, phase);
    }
  }

  return {
    async bootstrap() {},
    async mount(props: SingleSpaProps) {
      singleSpaProps = props;
      frame = document.createElement('div');
      frame.dataset.areaOutlet = area;
      deps.outlet().append(frame);
      // A first failure is not fresh: the runtime has nothing cached yet. Later mounts after a failure are.
      await attempt(failures > 0);
    },
    async unmount() {
      singleSpaProps = null;
      const current = mounted;
      mounted = null;
      if (current) {
        try {
          await current.lifecycles.unmount(current.props as never);
        } catch (error) {
          console.error(`Unmounting the ${area} area failed`, error);
        }
      }
      clearPanel();
      frame?.remove();
      frame = null;
      remoteRoot = null;
    },
  };
}

/** A short, readable message from whatever was thrown. */
function describe(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const firstLine = raw.split('\n')[0] ?? raw;
  return firstLine.length > 300 ? `${firstLine.slice(0, 297)}...` : firstLine;
}
