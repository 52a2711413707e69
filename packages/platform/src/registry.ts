// The remote registry: the document the shell fetches at start-up (never cached) to learn where each area's
// code lives. Rolling out is an edit to this document, never a shell rebuild. The delivery work adds
// canaries; the schema is strict so that a typo fails loudly instead of silently loading nothing.
import { z } from 'zod';
import { areaNames, type AreaName } from './areas';

export const remoteEntrySchema = z.strictObject({
  /** The remote's own version (its package.json version at build). */
  version: z.string().min(1),
  /** Absolute URL of the remote's mf-manifest.json. */
  manifest: z.url(),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const areaEntrySchema = z.strictObject({ stable: remoteEntrySchema });
export type AreaEntry = z.infer<typeof areaEntrySchema>;

export const registrySchema = z.strictObject({
  schemaVersion: z.literal(1),
  /** Revision of this document, for logs and the bus. */
  revision: z.string().min(1),
  areas: z.partialRecord(z.enum(areaNames), areaEntrySchema),
});
export type Registry = z.infer<typeof registrySchema>;

/** A registry that could not be fetched or parsed; the message says which and why. */
export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryError';
  }
}

/** Parses a registry document; throws RegistryError naming the bad fields. */
export function parseRegistry(raw: unknown): Registry {
  const parsed = registrySchema.safeParse(raw);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((i) => `${i.path.join('.') || '(document)'}: ${i.message}`)
      .join('; ');
    throw new RegistryError(`The remote registry is invalid: ${detail}`);
  }
  return parsed.data;
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

/** Builds a registry that serves every area from `baseFor(area)`/mf-manifest.json. */
export function makeRegistry(
  revision: string,
  entries: Partial<Record<AreaName, { version: string; baseUrl: string }>>,
): Registry {
  const areas: Registry['areas'] = {};
  for (const area of areaNames) {
    const e = entries[area];
    if (e)
      areas[area] = { stable: { version: e.version, manifest: new URL('mf-manifest.json', e.baseUrl).href } };
  }
  return { schemaVersion: 1, revision, areas };
}
