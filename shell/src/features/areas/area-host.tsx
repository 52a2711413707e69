// The single-spa application the shell registers for each area. It owns the area's container in the outlet
// and wraps the remote's own lifecycles, so that a remote that cannot be fetched or throws while mounting
// never breaks single-spa or the rest of the page: the container shows an error panel with Retry instead,
// and the failure is announced on the bus. A canary that fails is replaced by the stable version without
// any panel (announced as `remote.fallback`); every load and failure is recorded for the release status.
import { createRoot, type Root } from 'react-dom/client';
import type { Bus } from '@duality/bus';
import type { AreaLifecycles, AreaName, Channel } from '@duality/platform';
import { ErrorPanel } from '@duality/ui';
import type { ReportAreaLoad } from '../../lib/delivery/load-reports';
import { areaLabels } from './area-labels';
import { AreaLoadError, type LoadArea } from './area-loader';

export interface AreaHostDeps {
  load: LoadArea;
  bus: Bus;
  report: ReportAreaLoad;
  /** Fetches the registry again when it is stale, before an area is chosen. */
  refresh: () => Promise<unknown>;
  /** Keeps this page on stable after its canary failed. */
  canaryFailed: (area: AreaName, version: string) => void;
  /** The element area containers are placed in. */
  outlet: () => HTMLElement;
}

type SingleSpaProps = Record<string, unknown> & { name: string };
type Phase = 'load' | 'mount';

class MountError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly phase: Phase,
    readonly failed: AreaLoadError,
  ) {
    super(failed.message);
  }
}

/** Creates the wrapper lifecycles of one area. */
export function createAreaHost(area: AreaName, deps: AreaHostDeps) {
  let frame: HTMLElement | null = null; // div[data-area-outlet], lives while the area is active
  let remoteRoot: HTMLElement | null = null; // handed to the remote
  let panel: Root | null = null;
  let mounted: { lifecycles: AreaLifecycles; props: SingleSpaProps; version: string } | null = null;
  let singleSpaProps: SingleSpaProps | null = null;
  let failures = 0;
  const bootstrapped = new WeakSet<AreaLifecycles>();

  const clearPanel = () => {
    panel?.unmount();
    panel = null;
    frame?.querySelector('[data-area-panel]')?.remove();
  };

  const showPanel = (error: unknown, phase: Phase) => {
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

  const freshRoot = () => {
    remoteRoot?.remove();
    remoteRoot = document.createElement('div');
    remoteRoot.dataset.areaRoot = area;
    frame!.append(remoteRoot);
    return remoteRoot;
  };

  /** Loads and mounts one entry; null when the visitor left the area meanwhile. */
  async function loadAndMount(props: SingleSpaProps, fresh: boolean, channel?: Channel) {
    let loaded;
    try {
      loaded = await deps.load(area, { fresh, channel });
    } catch (error) {
      const failed = error instanceof AreaLoadError ? error : new AreaLoadError(error, null);
      throw new MountError(error, 'load', failed);
    }
    if (singleSpaProps !== props) return null; // left the area while loading
    const { lifecycles, choice } = loaded;
    const remoteProps = { ...props, area, domElement: freshRoot() };
    try {
      if (!bootstrapped.has(lifecycles)) {
        await lifecycles.bootstrap(remoteProps);
        bootstrapped.add(lifecycles);
      }
      await lifecycles.mount(remoteProps);
    } catch (error) {
      throw new MountError(error, 'mount', new AreaLoadError(error, choice));
    }
    if (lifecycles.builtAgainst?.bus) deps.bus.noteClient(area, lifecycles.builtAgainst.bus);
    mounted = { lifecycles, props: remoteProps, version: choice.entry.version };
    deps.report({ area, version: choice.entry.version, channel: choice.channel, outcome: 'loaded' });
    deps.bus.publish('remote.loaded', { area, version: lifecycles.version ?? choice.entry.version });
    return loaded;
  }

  const reportFailure = (error: MountError) => {
    const choice = error.failed.choice;
    if (choice)
      deps.report({
        area,
        version: choice.entry.version,
        channel: choice.channel,
        outcome: 'failed',
        phase: error.phase,
        message: describe(error.cause),
      });
  };

  async function attempt(fresh: boolean): Promise<void> {
    if (!frame || !singleSpaProps) return;
    const props = singleSpaProps;
    clearPanel();
    try {
      try {
        await loadAndMount(props, fresh);
      } catch (error) {
        if (!(error instanceof MountError)) throw error;
        reportFailure(error);
        const canary = error.failed.choice;
        if (canary?.channel !== 'canary') throw error;
        deps.canaryFailed(area, canary.entry.version);
        // The canary failed: serve stable instead, quietly, and say so on the bus.
        const stable = await loadAndMount(props, true, 'stable').catch((e: unknown) => {
          if (e instanceof MountError) reportFailure(e);
          throw e;
        });
        if (stable)
          deps.bus.publish('remote.fallback', {
            area,
            canaryVersion: canary.entry.version,
            stableVersion: stable.choice.entry.version,
            phase: error.phase,
            message: describe(error.cause),
          });
      }
      if (failures > 0) deps.bus.publish('remote.recovered', { area });
      failures = 0;
    } catch (error) {
      failures++;
      remoteRoot?.remove();
      remoteRoot = null;
      showPanel(
        error instanceof MountError ? error.cause : error,
        error instanceof MountError ? error.phase : 'load',
      );
    }
  }

  async function unmountRemote() {
    const current = mounted;
    mounted = null;
    if (current) {
      try {
        await current.lifecycles.unmount(current.props as never);
      } catch (error) {
        console.error(`Unmounting the ${area} area failed`, error);
      }
    }
  }

  return {
    async bootstrap() {},
    async mount(props: SingleSpaProps) {
      singleSpaProps = props;
      frame = document.createElement('div');
      frame.dataset.areaOutlet = area;
      deps.outlet().append(frame);
      await deps.refresh();
      // A first failure is not fresh: the runtime has nothing cached yet. Later mounts after a failure are.
      await attempt(failures > 0);
    },
    async unmount() {
      singleSpaProps = null;
      await unmountRemote();
      clearPanel();
      frame?.remove();
      frame = null;
      remoteRoot = null;
    },
    /** The version mounted now, if any. */
    mountedVersion: () => mounted?.version ?? null,
    /** Swaps the mounted area for the version the registry now names (after a refresh, on navigation). */
    async swap() {
      if (!frame || !singleSpaProps || !mounted) return;
      await unmountRemote();
      await attempt(false);
    },
  };
}

/** A short, readable message from whatever was thrown. */
function describe(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const firstLine = raw.split('\n')[0] ?? raw;
  return firstLine.length > 300 ? `${firstLine.slice(0, 297)}...` : firstLine;
}
