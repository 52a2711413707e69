// The remote registry: the document the shell fetches at start-up (never cached) to learn where each area's
// code lives. Rolling out, widening and rolling back are edits to this document, never a shell rebuild.
// Schema version 2 adds, per area, an optional canary in front of a share of visitors; version 1 documents
// (one stable entry per area) are still read. The schema is strict so that a typo fails loudly instead of
// silently loading nothing.
import { areaNames, type AreaName } from './areas';
import { z } from '@duality/libs/zod-mini';

const nonEmpty = () => z.string().check(z.minLength(1));

/** An absolute URL, or a path from the registry's own origin (`/cdn/builder/2.0.0/mf-manifest.json`). */
const manifestUrlSchema = z.union([
  z.url(),
  z.string().check(z.regex(/^\/[^/]/, 'must be a URL or start with /')),
]);

export const remoteEntrySchema = z.strictObject({
  /** The remote's own version (its package.json version, or the version it was released as). */
  version: nonEmpty(),
  /** URL of the remote's mf-manifest.json: absolute, or a path resolved against the registry's URL. */
  manifest: manifestUrlSchema,
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const canaryEntrySchema = z.strictObject({
  ...remoteEntrySchema.shape,
  /** Share of visitors (by stable bucket, 0-99) that get the canary: bucket < percent. */
  percent: z.number().check(z.int(), z.gte(0), z.lte(100)),
  /** User ids that get the canary whatever their bucket. */
  allow: z._default(z.array(nonEmpty()), []),
});
export type CanaryEntry = z.infer<typeof canaryEntrySchema>;

export const areaEntrySchema = z.strictObject({
  stable: remoteEntrySchema,
  canary: z.optional(canaryEntrySchema),
  /** Earlier stable entries, newest first: what `rollback` returns to. */
  previous: z._default(z.array(remoteEntrySchema), []),
});
export type AreaEntry = z.infer<typeof areaEntrySchema>;

export const registrySchema = z.strictObject({
  schemaVersion: z.literal(2),
  /** Revision of this document, for logs and the bus. */
  revision: nonEmpty(),
  areas: z.partialRecord(z.enum(areaNames), areaEntrySchema),
});
export type Registry = z.infer<typeof registrySchema>;

const registryV1Schema = z.strictObject({
  schemaVersion: z.literal(1),
  revision: nonEmpty(),
  areas: z.partialRecord(z.enum(areaNames), z.strictObject({ stable: remoteEntrySchema })),
});

/** A registry that could not be fetched or parsed; the message says which and why. */
export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryError';
  }
}

/** Parses a registry document (schema version 2, or 1 read as 2 without canaries); throws RegistryError. */
export function parseRegistry(raw: unknown): Registry {
  const declared = typeof raw === 'object' && raw !== null && 'schemaVersion' in raw ? raw.schemaVersion : 2;
  const parsed = declared === 1 ? registryV1Schema.safeParse(raw) : registrySchema.safeParse(raw);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((i) => `${i.path.join('.') || '(document)'}: ${i.message}`)
      .join('; ');
    throw new RegistryError(`The remote registry is invalid: ${detail}`);
  }
  if (parsed.data.schemaVersion === 2) return parsed.data;
  const areas: Registry['areas'] = {};
  for (const [area, entry] of Object.entries(parsed.data.areas)) {
    areas[area as AreaName] = { stable: entry.stable, previous: [] };
  }
  return { schemaVersion: 2, revision: parsed.data.revision, areas };
}

/** Fetches and validates the registry, bypassing every cache. */
export async function fetchRegistry(url: string, fetchImpl: typeof fetch = fetch): Promise<Registry> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (error) {
    throw new RegistryError(`The remote registry at ${url} could not be reached (${String(error)}).`);
  }
  if (!response.ok) throw new RegistryError(`The remote registry at ${url} answered ${response.status}.`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RegistryError(`The remote registry at ${url} is not valid JSON.`);
  }
  return parseRegistry(body);
}

/** The absolute manifest URL of an entry, a path being resolved against the registry's URL. */
export const manifestUrl = (entry: RemoteEntry, registryUrl: string): string =>
  new URL(entry.manifest, registryUrl).href;

/** Builds a registry that serves every area's stable entry from `baseUrl`/mf-manifest.json. */
export function makeRegistry(
  revision: string,
  entries: Partial<Record<AreaName, { version: string; baseUrl: string }>>,
): Registry {
  const areas: Registry['areas'] = {};
  for (const area of areaNames) {
    const e = entries[area];
    if (e)
      areas[area] = {
        stable: { version: e.version, manifest: new URL('mf-manifest.json', e.baseUrl).href },
        previous: [],
      };
  }
  return { schemaVersion: 2, revision, areas };
}
