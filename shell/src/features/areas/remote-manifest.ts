// Where an area's entry is, read from its mf-manifest.json. The registry names each area by its manifest;
// the shell reads the manifest itself and hands the federation runtime the entry's address, so the page does
// not carry the runtime's manifest ("snapshot") code, the largest part of it a page that loads only our own
// areas never needs (packages/config/README.md).
import { z } from '@duality/libs/zod-mini';

const nonEmpty = () => z.string().check(z.minLength(1));

/** The parts of a remote's mf-manifest.json that locate its entry. */
export const remoteManifestSchema = z.looseObject({
  metaData: z.looseObject({
    /** The global the entry script defines (the remote's federation name). */
    globalName: nonEmpty(),
    /** `auto` (the files sit beside the manifest) or the URL the remote's files are served from. */
    publicPath: nonEmpty(),
    remoteEntry: z.looseObject({
      name: nonEmpty(),
      /** Folder of the entry under the public path, empty for its root. */
      path: z.string(),
      /** How the entry hands over its container: a script that sets a global (the only kind our areas are). */
      type: z._default(z.enum(['global', 'var']), 'global'),
    }),
  }),
});

/** What the federation runtime needs to load a remote without its manifest. */
export interface RemoteEntryLocation {
  entry: string;
  entryGlobalName: string;
  type: 'global' | 'var';
}

/** The absolute address of the remote's entry, read from its manifest fetched from `manifestUrl`. */
export function remoteEntryLocation(manifest: unknown, manifestUrl: string): RemoteEntryLocation {
  const parsed = remoteManifestSchema.safeParse(manifest);
  if (!parsed.success) {
    throw new Error(`${manifestUrl} is not a Module Federation manifest: ${z.prettifyError(parsed.error)}`);
  }
  const { globalName, publicPath, remoteEntry } = parsed.data.metaData;
  const base = publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl).href;
  const folder = remoteEntry.path.replace(/^\/+|\/+$/g, '');
  const file = folder ? `${folder}/${remoteEntry.name}` : remoteEntry.name;
  return { entry: new URL(file, base).href, entryGlobalName: globalName, type: remoteEntry.type };
}

/** Fetches and reads a remote's manifest; `fresh` asks the server again instead of the HTTP cache. */
export async function fetchRemoteEntryLocation(
  manifestUrl: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<RemoteEntryLocation> {
  const response = await fetch(manifestUrl, { mode: 'cors', ...(fresh ? { cache: 'no-cache' } : {}) });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}.`);
  return remoteEntryLocation(await response.json(), manifestUrl);
}
