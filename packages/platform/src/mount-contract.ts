// What the shell passes to an area's single-spa lifecycles, and what the area must export.
import { z } from '@duality/libs/zod-mini';
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

/**
 * What a remote's `./lifecycles` module exports by default from platform 2.2 on: ONE object with the three
 * lifecycles, the remote's version and the shared package versions it was built against. Remotes declare
 * it with `satisfies AreaContract` (the compiler checks it), and the shell parses it with
 * `areaContractSchema` when it loads the module.
 */
export type AreaContract = Required<AreaLifecycles>;

const lifecycle = z.custom<AreaLifecycles['mount']>((v) => typeof v === 'function');

/** The exposed object as the shell checks it at load: the lifecycles, a version and the bus built against. */
export const areaContractSchema = z.object({
  bootstrap: lifecycle,
  mount: lifecycle,
  unmount: lifecycle,
  version: z.string().check(z.minLength(1)),
  builtAgainst: z.object({ bus: z.string().check(z.minLength(1)) }),
});

/**
 * The lifecycles a loaded `./lifecycles` module offers: its default export parsed as the contract, or, from a
 * remote built before the contract (named exports, perhaps without `builtAgainst`), the three functions.
 * Null when it has neither.
 */
export function areaLifecyclesOf(module: unknown): AreaLifecycles | null {
  if (typeof module !== 'object' || module === null) return null;
  const exposed = (module as { default?: unknown }).default;
  // The object itself, not the parsed copy: the shell bootstraps each lifecycles object once.
  if (areaContractSchema.safeParse(exposed).success) return exposed as AreaContract;
  return isAreaLifecycles(module) ? module : null;
}
