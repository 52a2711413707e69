// rollout, promote, rollback and status: each reads the registry document, applies one edit of ../delivery,
// writes it back atomically and appends a line to the history.
import type { AreaName } from '../areas';
import { DeliveryError, promote, rollback, setRollout } from '../delivery';
import type { Registry } from '../registry';
import {
  appendHistory,
  newRevision,
  readDeliveryRegistry,
  writeDeliveryRegistry,
  type DeliveryPaths,
} from './delivery-files';

function edit(
  paths: DeliveryPaths,
  area: AreaName,
  command: string,
  detail: Record<string, unknown>,
  apply: (registry: Registry, revision: string) => Registry,
): Registry {
  const registry = readDeliveryRegistry(paths);
  if (!registry) throw new DeliveryError('Nothing is released yet: run release <area> <version> first.');
  const revision = newRevision();
  const next = apply(registry, revision);
  writeDeliveryRegistry(paths, next);
  appendHistory(paths, { command, area, detail, revision });
  return next;
}

export const rolloutCommand = (
  paths: DeliveryPaths,
  area: AreaName,
  version: string,
  rollout: { percent?: number; allow?: string[] },
) =>
  edit(paths, area, 'rollout', { version, ...rollout }, (r, rev) =>
    setRollout(r, area, version, rollout, rev),
  );

export const promoteCommand = (paths: DeliveryPaths, area: AreaName) =>
  edit(
    paths,
    area,
    'promote',
    { version: readDeliveryRegistry(paths)?.areas[area]?.canary?.version },
    (r, rev) => promote(r, area, rev),
  );

export const rollbackCommand = (paths: DeliveryPaths, area: AreaName) =>
  edit(paths, area, 'rollback', {}, (r, rev) => rollback(r, area, rev));
