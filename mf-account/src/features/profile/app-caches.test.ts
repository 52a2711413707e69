import { describe, expect, it } from 'vitest';
import { browserAppCaches } from './app-caches';

/** Cache Storage at the test's edge: names and one response's text each. */
function fakeCacheStorage(entries: Record<string, string>) {
  const names = new Set(Object.keys(entries));
  return {
    names,
    storage: {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
      open: async (name: string) => ({
        keys: async () => [new Request(`http://localhost/${name}`)],
        match: async () => new Response(entries[name]),
      }),
    } as unknown as CacheStorage,
  };
}

describe('the app caches on the profile', () => {
  const workboxPrecache = 'duality-precache-v1-http://localhost:4300/';

  it("lists only the product's caches, with the bytes of their responses", async () => {
    const { storage } = fakeCacheStorage({
      [workboxPrecache]: 'shell!',
      'duality-areas': 'area',
      'someone-else': 'not ours',
    });
    expect(await browserAppCaches(storage).list()).toEqual([
      { name: workboxPrecache, bytes: 6 },
      { name: 'duality-areas', bytes: 4 },
    ]);
  });

  it('clears the areas and start-up documents but keeps the app itself, so it still opens offline', async () => {
    const fake = fakeCacheStorage({
      [workboxPrecache]: 'shell',
      'duality-areas': 'area',
      'duality-startup': '{}',
      'someone-else': 'x',
    });
    await browserAppCaches(fake.storage).clear();
    expect([...fake.names].sort()).toEqual([workboxPrecache, 'someone-else'].sort());
  });

  it('has nothing to list without Cache Storage', async () => {
    expect(await browserAppCaches(undefined).list()).toEqual([]);
  });
});
