import { describe, expect, it } from 'vitest';
import { createNewBuildWatch, entryScriptOf, reloadedAtKey, reloadGuardMs } from './new-build';

const page = (script: string) =>
  `<!doctype html><html><head><script defer src="${script}"></script></head><body></body></html>`;

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('noticing a new build of the shell', () => {
  it('reads the entry script an index.html names', () => {
    expect(entryScriptOf(page('/static/js/index.ada916932f.js'))).toBe('/static/js/index.ada916932f.js');
    expect(entryScriptOf(page('https://cdn.example/static/js/index.1a2b.js'))).toBe(
      '/static/js/index.1a2b.js',
    );
    expect(entryScriptOf('<html><body>maintenance</body></html>')).toBeNull();
  });

  it('asks for a reload once the served page names another build, at most once every 10 seconds', async () => {
    let now = 1_000_000;
    let served = page('/static/js/index.new.js');
    const storage = memoryStorage();
    const watch = createNewBuildWatch({
      running: '/static/js/index.old.js',
      fetchIndex: async () => served,
      storage,
      now: () => now,
      checkEveryMs: 60_000,
    });
    expect(await watch.reloadDue()).toBe(false); // not yet time to look
    now += 60_000;
    expect(await watch.reloadDue()).toBe(true);
    expect(storage.getItem(reloadedAtKey)).toBe(String(now));

    // After the reload (a new page with the same tab storage), a server still naming another build within
    // the guard does not reload again.
    const again = createNewBuildWatch({
      running: '/static/js/index.old.js',
      fetchIndex: async () => served,
      storage,
      now: () => now,
      checkEveryMs: 0,
    });
    now += reloadGuardMs - 1;
    expect(await again.reloadDue()).toBe(false);
    now += 1;
    expect(await again.reloadDue()).toBe(true);

    served = page('/static/js/index.old.js');
    now += reloadGuardMs;
    expect(await again.reloadDue()).toBe(false); // the same build: nothing to do
  });

  it('does nothing when the page cannot be fetched or the running build is unknown', async () => {
    const storage = memoryStorage();
    const offline = createNewBuildWatch({
      running: '/static/js/index.old.js',
      fetchIndex: () => Promise.reject(new Error('offline')),
      storage,
      now: () => 0,
      checkEveryMs: 0,
    });
    expect(await offline.reloadDue()).toBe(false);
    const unknown = createNewBuildWatch({
      running: null,
      fetchIndex: async () => page('/static/js/index.new.js'),
      storage,
      now: () => 0,
      checkEveryMs: 0,
    });
    expect(await unknown.reloadDue()).toBe(false);
  });
});
