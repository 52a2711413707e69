// Where delivery keeps its state on this machine: the local static CDN (one immutable folder per released
// version), the registry document the product serves as /remotes.json, and the append-only history of
// every command. Written atomically: a reader (the product server) never sees half a document.
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { areaNameSchema, type AreaName } from '../areas';
import { parseRegistry, type Registry } from '../registry';

export interface DeliveryPaths {
  dir: string;
  /** The local CDN: <cdn>/<area>/<version>/ holds one released build, never changed again. */
  cdn: string;
  registry: string;
  history: string;
}

/** The delivery folder of a checkout: `.duality/delivery` (git-ignored). */
export const defaultDeliveryDir = (repoRoot: string) => join(repoRoot, '.duality/delivery');

export function deliveryPaths(dir: string): DeliveryPaths {
  return {
    dir,
    cdn: join(dir, 'cdn'),
    registry: join(dir, 'registry.json'),
    history: join(dir, 'history.jsonl'),
  };
}

/** The URL path a released version is served at, next to the registry (see serve-product). */
export const releasePath = (area: AreaName, version: string) => `/cdn/${area}/${version}/mf-manifest.json`;
/** The URL path the product serves an area's current build at (its dist folder). */
export const builtPath = (area: AreaName) => `/built/${area}/mf-manifest.json`;

/** The registry document, or null when no command has run yet. */
export function readDeliveryRegistry(paths: DeliveryPaths): Registry | null {
  if (!existsSync(paths.registry)) return null;
  return parseRegistry(JSON.parse(readFileSync(paths.registry, 'utf8')));
}

/** Writes the document to a temporary file and renames it over the old one. */
export function writeDeliveryRegistry(paths: DeliveryPaths, registry: Registry): void {
  mkdirSync(dirname(paths.registry), { recursive: true });
  const temp = `${paths.registry}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(parseRegistry(registry), null, 2)}\n`);
  renameSync(temp, paths.registry);
}

export const historyEntrySchema = z.object({
  at: z.iso.datetime(),
  who: z.string(),
  command: z.string(),
  area: areaNameSchema,
  detail: z.record(z.string(), z.unknown()),
  revision: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Appends one line of who did what, when. */
export function appendHistory(paths: DeliveryPaths, entry: Omit<HistoryEntry, 'at' | 'who'>): HistoryEntry {
  const full: HistoryEntry = { at: new Date().toISOString(), who: operator(), ...entry };
  mkdirSync(dirname(paths.history), { recursive: true });
  appendFileSync(paths.history, `${JSON.stringify(full)}\n`);
  return full;
}

export function readHistory(paths: DeliveryPaths): HistoryEntry[] {
  if (!existsSync(paths.history)) return [];
  return readFileSync(paths.history, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => historyEntrySchema.parse(JSON.parse(line)));
}

function operator(): string {
  const fromEnv = process.env.DUALITY_OPERATOR ?? process.env.USER;
  if (fromEnv) return fromEnv;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** A fresh revision id for an edited document. */
export const newRevision = () => `r-${new Date().toISOString().replace(/[-:.]/g, '')}-${process.pid}`;
