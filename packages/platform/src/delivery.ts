// The registry edits behind the release commands, as pure functions of the document: each returns the new
// document or throws DeliveryError saying, in the operator's words, why the edit makes no sense. The
// commands in ./node/delivery-commands.ts read and write the document around them.
import type { AreaName } from './areas';
import type { AreaEntry, Registry, RemoteEntry } from './registry';

export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** How many earlier stable entries a registry keeps per area for rollback. */
export const keptStableVersions = 10;

const withArea = (registry: Registry, area: AreaName, entry: AreaEntry, revision: string): Registry => ({
  ...registry,
  revision,
  areas: { ...registry.areas, [area]: entry },
});

function areaOf(registry: Registry, area: AreaName): AreaEntry {
  const entry = registry.areas[area];
  if (!entry)
    throw new DeliveryError(`The ${area} area is not in the registry yet: release a version first.`);
  return entry;
}

/**
 * A released version becomes the area's canary at 0 percent: published, in front of no one yet. The first
 * release of an area that has no stable entry also needs `initialStable` (what the area serves today).
 */
export function addCanary(
  registry: Registry,
  area: AreaName,
  release: RemoteEntry,
  revision: string,
  initialStable?: RemoteEntry,
): Registry {
  const current = registry.areas[area] ?? (initialStable && { stable: initialStable, previous: [] });
  if (!current) throw new DeliveryError(`The ${area} area has no stable version to release next to.`);
  if (current.stable.version === release.version)
    throw new DeliveryError(`${area} ${release.version} is already the stable version.`);
  return withArea(registry, area, { ...current, canary: { ...release, percent: 0, allow: [] } }, revision);
}

/** Puts the canary in front of `percent` of visitors (by bucket), and of the listed users whatever it is. */
export function setRollout(
  registry: Registry,
  area: AreaName,
  version: string,
  rollout: { percent?: number; allow?: string[] },
  revision: string,
): Registry {
  const current = areaOf(registry, area);
  const canary = current.canary;
  if (!canary || canary.version !== version)
    throw new DeliveryError(
      `${area} ${version} is not the canary (${canary ? `the canary is ${canary.version}` : 'there is none'}): release it first.`,
    );
  const percent = rollout.percent ?? canary.percent;
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new DeliveryError(`The percent must be a whole number from 0 to 100, not ${percent}.`);
  const allow = rollout.allow ?? canary.allow;
  return withArea(registry, area, { ...current, canary: { ...canary, percent, allow } }, revision);
}

/** The canary becomes stable for everyone; the old stable is kept for rollback. */
export function promote(registry: Registry, area: AreaName, revision: string): Registry {
  const current = areaOf(registry, area);
  if (!current.canary) throw new DeliveryError(`The ${area} area has no canary to promote.`);
  const stable = { version: current.canary.version, manifest: current.canary.manifest };
  const previous = [current.stable, ...current.previous].slice(0, keptStableVersions);
  return withArea(registry, area, { stable, previous }, revision);
}

/**
 * Back to safety at once: a canary is withdrawn (everyone gets stable); with no canary, the previous stable
 * comes back.
 */
export function rollback(registry: Registry, area: AreaName, revision: string): Registry {
  const current = areaOf(registry, area);
  if (current.canary)
    return withArea(registry, area, { stable: current.stable, previous: current.previous }, revision);
  const [earlier, ...rest] = current.previous;
  if (!earlier) throw new DeliveryError(`The ${area} area has no earlier stable version to roll back to.`);
  return withArea(registry, area, { stable: earlier, previous: rest }, revision);
}
