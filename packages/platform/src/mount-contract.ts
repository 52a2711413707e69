// What the shell passes to an area's single-spa lifecycles, and what the area must export.
import type { AreaName } from './areas';

export interface AreaMountProps {
  /** single-spa's application name: the area. */
  name: string;
  area: AreaName;
  /** The element the area renders into; the shell creates and removes it. */
  domElement: HTMLElement;
}

export interface AreaLifecycles {
  bootstrap(props: AreaMountProps): Promise<unknown>;
  mount(props: AreaMountProps): Promise<unknown>;
  unmount(props: AreaMountProps): Promise<unknown>;
  /** The remote's own version (its package.json at build), shown on /dev. */
  version?: string;
  /** The shared package versions the remote was built against (e.g. its bus), for clear skew errors. */
  builtAgainst?: { bus?: string };
}

/** True when a loaded module has the three lifecycle functions. */
export function isAreaLifecycles(value: unknown): value is AreaLifecycles {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.bootstrap === 'function' && typeof v.mount === 'function' && typeof v.unmount === 'function'
  );
}
