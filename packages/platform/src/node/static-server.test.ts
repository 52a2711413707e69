import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, serveStaticWith, type RunningServer } from './static-server';

let dir: string;
let spa: RunningServer;
let remote: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dir, 'static'));
  writeFileSync(join(dir, 'index.html'), '<h1>shell</h1>');
  writeFileSync(join(dir, 'static', 'app.0a1b2c3d.js'), 'console.log(1)');
  writeFileSync(join(dir, 'mf-manifest.json'), '{}');
  spa = await serveStatic({
    root: dir,
    port: 0,
    spaFallback: true,
    json: { '/remotes.json': () => ({ a: 1 }) },
    mounts: [
      { prefix: '/cdn/', root: join(dir, 'static'), immutable: true },
      { prefix: '/built/', root: dir },
    ],
  });
  remote = await serveStatic({ root: dir, port: 0, cors: true });
});
afterAll(async () => {
  await spa.close();
  await remote.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serveStatic', () => {
  it('serves files with their type and long caching for hashed assets', async () => {
    const res = await fetch(new URL('static/app.0a1b2c3d.js', spa.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('falls back to index.html for client routes but not for missing assets', async () => {
    const page = await fetch(new URL('character/42', spa.url));
    expect(await page.text()).toBe('<h1>shell</h1>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(new URL('static/missing.js', spa.url))).status).toBe(404);
  });

  it('serves a prerendered page from its folder, and the frame (200.html) for other client routes', async () => {
    const prerendered = mkdtempSync(join(tmpdir(), 'static-prerendered-'));
    mkdirSync(join(prerendered, 'about'));
    writeFileSync(join(prerendered, 'index.html'), '<h1>home</h1>');
    writeFileSync(join(prerendered, 'about', 'index.html'), '<h1>about</h1>');
    writeFileSync(join(prerendered, '200.html'), '<header>frame</header>');
    const server = await serveStatic({ root: prerendered, port: 0, spaFallback: true });
    try {
      expect(await (await fetch(new URL('/', server.url))).text()).toBe('<h1>home</h1>');
      expect(await (await fetch(new URL('/about', server.url))).text()).toBe('<h1>about</h1>');
      const area = await fetch(new URL('/character/42', server.url));
      expect(await area.text()).toBe('<header>frame</header>');
      expect(area.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await server.close();
      rmSync(prerendered, { recursive: true, force: true });
    }
  });

  it('answers generated JSON uncached', async () => {
    const res = await fetch(new URL('remotes.json', spa.url));
    expect(await res.json()).toEqual({ a: 1 });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('serves mounted folders, caching an immutable one for good, manifests included', async () => {
    const released = await fetch(new URL('cdn/app.0a1b2c3d.js', spa.url));
    expect(await released.text()).toBe('console.log(1)');
    expect(released.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const current = await fetch(new URL('built/mf-manifest.json', spa.url));
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('no-cache');
    // A mount has no page fallback and no way out of its folder.
    expect((await fetch(new URL('cdn/nothing-here', spa.url))).status).toBe(404);
    expect((await fetch(new URL('cdn/..%2Findex.html', spa.url))).status).toBe(404);
  });

  it('sends CORS headers for remotes and revalidates the manifest', async () => {
    const res = await fetch(new URL('mf-manifest.json', remote.url));
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(
      (await fetch(new URL('mf-manifest.json', spa.url))).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('refuses paths that escape the root', async () => {
    const res = await fetch(new URL('..%2f..%2fetc%2fpasswd', remote.url));
    expect(res.status).toBe(404);
    expect((await fetch(new URL('character/1', remote.url))).status).toBe(404);
  });
});

describe('serveStaticWith, pageMarkup', () => {
  it("writes the markup into a page's head and the end of its body for its request, never answered from a cache", async () => {
    const pages = mkdtempSync(join(tmpdir(), 'static-head-'));
    writeFileSync(join(pages, '200.html'), '<html><head><title>t</title></head><body></body></html>');
    const asked: [string, string][] = [];
    const server = await serveStaticWith({
      root: pages,
      port: 0,
      spaFallback: true,
      pageMarkup: async (pathname, origin) => {
        asked.push([pathname, origin]);
        return pathname.startsWith('/builder')
          ? { head: '<meta name="x">', bodyEnd: '<link rel="y">' }
          : null;
      },
    });
    try {
      const res = await fetch(new URL('builder', server.url));
      expect(await res.text()).toBe(
        '<html><head><title>t</title><meta name="x"></head><body><link rel="y"></body></html>',
      );
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(asked[0]).toEqual(['/builder', `http://${new URL(server.url).host}`]);
      const plain = await fetch(new URL('about', server.url));
      expect(await plain.text()).not.toContain('<meta name="x">');
      expect(plain.headers.get('etag')).not.toBeNull();
    } finally {
      await server.close();
      rmSync(pages, { recursive: true, force: true });
    }
  });
});

describe('serveStaticWith, when a request fails', () => {
  /**
   * Serves a folder holding a page and `kept.js` with the page hook `pageMarkup`, hands the server to `check`,
   * then closes it and removes the folder.
   */
  async function withSite(
    page: string,
    pageMarkup: (site: string) => Promise<null>,
    check: (server: RunningServer) => Promise<void>,
  ): Promise<void> {
    const site = mkdtempSync(join(tmpdir(), 'static-failing-'));
    writeFileSync(join(site, page), '<p>a page</p>');
    writeFileSync(join(site, 'kept.js'), 'console.log(2)');
    const server = await serveStaticWith({ root: site, port: 0, pageMarkup: () => pageMarkup(site) });
    try {
      await check(server);
      // The server goes on serving.
      expect(await (await fetch(new URL('/kept.js', server.url))).text()).toBe('console.log(2)');
    } finally {
      await server.close();
      rmSync(site, { recursive: true, force: true });
    }
  }

  it('answers 404 for a file removed after it was found (a deploy swapping files) and keeps serving', () =>
    // The page hook runs after the file was found and before it is read: the file goes in that moment.
    withSite(
      'gone.html',
      async (site) => {
        rmSync(join(site, 'gone.html'));
        return null;
      },
      async (server) => {
        expect((await fetch(new URL('/gone.html', server.url))).status).toBe(404);
      },
    ));

  it('answers 500 in plain words when answering throws, and keeps serving', () =>
    withSite(
      'index.html',
      async () => {
        throw new Error('the page hook broke');
      },
      async (server) => {
        const failed = await fetch(new URL('/index.html', server.url));
        expect(failed.status).toBe(500);
        expect(await failed.text()).toBe('The server could not send this file.');
      },
    ));
});
