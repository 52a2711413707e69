// Where a remote's entry is, read from its mf-manifest.json (the manifest's other parts: federation-manifest.ts).
// The shell reads it to register an area with the federation runtime by its entry's address, so the page does
// not carry the runtime's own manifest code (packages/config/README.md). The shell imports this module by its
// own path (`@duality/platform/remote-entry`), never through the index: the shared package is sent whole with
// the first load, and this is needed only once an area loads.
import { z } from '@duality/libs/zod-mini';
import { nonEmpty } from './federation-manifest';

/** The parts of a remote's mf-manifest.json that locate its entry. */
export const remoteEntryManifestSchema = z.looseObject({
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
  const parsed = remoteEntryManifestSchema.safeParse(manifest);
  if (!parsed.success) {
    throw new Error(`${manifestUrl} is not a Module Federation manifest: ${z.prettifyError(parsed.error)}`);
  }
  const { globalName, publicPath, remoteEntry } = parsed.data.metaData;
  const base = publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl).href;
  const folder = remoteEntry.path.replace(/^\/+|\/+$/g, '');
  const file = folder ? `${folder}/${remoteEntry.name}` : remoteEntry.name;
  return { entry: new URL(file, base).href, entryGlobalName: globalName, type: remoteEntry.type };
}
