// Where an area's entry is, read from its mf-manifest.json (`remoteEntryLocation` of the platform). The
// registry names each area by its manifest; the shell reads the manifest itself and hands the federation
// runtime the entry's address, so the page does not carry the runtime's manifest ("snapshot") code
// (packages/config/README.md).
import { remoteEntryLocation, type RemoteEntryLocation } from '@duality/platform/remote-entry';

/** Fetches and reads a remote's manifest; `fresh` asks the server again instead of the HTTP cache. */
export async function fetchRemoteEntryLocation(
  manifestUrl: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<RemoteEntryLocation> {
  const response = await fetch(manifestUrl, { mode: 'cors', ...(fresh ? { cache: 'no-cache' } : {}) });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}.`);
  return remoteEntryLocation(await response.json(), manifestUrl);
}
