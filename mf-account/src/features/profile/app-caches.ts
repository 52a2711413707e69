// The service worker's caches of this site (the shell's and the areas' files, kept for offline use): their
// names come from one list (@duality/platform/storage-keys; the worker never caches user data). Read through
// the browser's Cache Storage; a browser without it (or a test) has none.
import { isAppCache, isShellPrecache } from '@duality/platform/storage-keys';

export interface AppCaches {
  /** The product's caches with the bytes their responses take. */
  list(): Promise<{ name: string; bytes: number }[]>;
  /**
   * Removes them but the shell's precache: the areas' files and the start-up documents are fetched again on
   * the next visit with a connection; the app itself stays, so it still opens offline.
   */
  clear(): Promise<void>;
}

/** The page's Cache Storage, or nothing when the browser has none. */
export function browserAppCaches(storage: CacheStorage | undefined): AppCaches {
  const names = async () => (storage ? (await storage.keys()).filter(isAppCache) : []);
  return {
    async list() {
      const out: { name: string; bytes: number }[] = [];
      for (const name of await names()) {
        const cache = await storage!.open(name);
        let bytes = 0;
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          if (response) bytes += (await response.clone().blob()).size;
        }
        out.push({ name, bytes });
      }
      return out;
    },
    async clear() {
      for (const name of await names()) if (!isShellPrecache(name)) await storage!.delete(name);
    },
  };
}

/** A size as people read it: "12 KB", "1.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
