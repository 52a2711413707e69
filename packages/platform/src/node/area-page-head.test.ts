import { describe, expect, it } from 'vitest';
import { makeRegistry, type Registry } from '../registry';
import {
  areaPageHead,
  areaPreloadTags,
  cachedManifestReader,
  jsonForHtml,
  shellBootTags,
} from './area-page-head';

const manifest = {
  metaData: {
    globalName: 'mf_builder',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  exposes: [
    {
      name: 'lifecycles',
      assets: {
        js: {
          sync: ['static/js/async/expose.1.js', 'static/js/async/h3.2.js'],
          async: ['static/js/async/0.3.js'],
        },
        css: { sync: ['static/css/async/h3.4.css'], async: [] },
      },
    },
  ],
};

const page = 'http://localhost:3000';
const registry = (): Registry =>
  makeRegistry('r1', { builder: { version: '1.0.0', baseUrl: 'http://127.0.0.1:3003/' } });
const deps = (over: Partial<Parameters<typeof areaPageHead>[0]> = {}) => ({
  registry,
  registryUrl: '/remotes.json',
  config: () => ({ supabaseUrl: 'http://127.0.0.1:54321' }),
  configUrl: '/config.json',
  readManifest: async () => manifest,
  readBootFiles: async () => bootFiles,
  ...over,
});
const bootFiles = {
  js: ['static/js/async/boot.1.js', 'static/js/async/react.2.js'],
  css: [],
  onDemand: { '@duality/rules/content': { js: ['static/js/async/content.3.js'], css: [] } },
};

describe('areaPreloadTags', () => {
  it('preloads the manifest as the shell fetches it, the entry and the lifecycles first chunks, in CORS from another origin', () => {
    expect(areaPreloadTags('http://127.0.0.1:3003/mf-manifest.json', manifest, page)).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="http://127.0.0.1:3003/mf-manifest.json">',
      '<link rel="preload" as="script" crossorigin href="http://127.0.0.1:3003/remoteEntry.js">',
      '<link rel="preload" as="script" crossorigin href="http://127.0.0.1:3003/static/js/async/expose.1.js">',
      '<link rel="preload" as="script" crossorigin href="http://127.0.0.1:3003/static/js/async/h3.2.js">',
      '<link rel="preload" as="style" crossorigin href="http://127.0.0.1:3003/static/css/async/h3.4.css">',
    ]);
  });

  it("names a manifest on the page's own origin by its path, and its chunks without CORS", () => {
    const tags = areaPreloadTags('/cdn/builder/1.0.0/mf-manifest.json', manifest, page);
    expect(tags[0]).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/cdn/builder/1.0.0/mf-manifest.json">',
    );
    expect(tags[1]).toContain('crossorigin href="http://localhost:3000/cdn/builder/1.0.0/remoteEntry.js"');
    expect(tags[2]).toBe(
      '<link rel="preload" as="script" href="http://localhost:3000/cdn/builder/1.0.0/static/js/async/expose.1.js">',
    );
  });
});

describe('areaPageHead', () => {
  it("carries the registry and the config as JSON blocks named by their URLs, and the area's preloads", async () => {
    const { head } = (await areaPageHead(deps(), '/builder', page))!;
    expect(head).toContain(
      `<script type="application/json" id="/remotes.json">${jsonForHtml(registry())}</script>`,
    );
    expect(head).toContain(
      '<script type="application/json" id="/config.json">{"supabaseUrl":"http://127.0.0.1:54321"}</script>',
    );
    expect(head).toContain('href="http://127.0.0.1:3003/remoteEntry.js"');
  });

  it("is null on the shell's own pages", async () => {
    expect(await areaPageHead(deps(), '/', page)).toBeNull();
    expect(await areaPageHead(deps(), '/about', page)).toBeNull();
  });

  it("preloads nothing of an area with a canary in flight (the choice is the visitor device's), but carries the documents", async () => {
    const withCanary = (): Registry => {
      const r = registry();
      r.areas.builder!.canary = {
        version: '1.1.0',
        manifest: 'http://127.0.0.1:3010/mf-manifest.json',
        percent: 10,
        allow: [],
      };
      return r;
    };
    const { head } = (await areaPageHead(deps({ registry: withCanary }), '/builder', page))!;
    expect(head).not.toContain('<link');
    expect(head).toContain('"version":"1.1.0"');
  });

  it('preloads nothing when the manifest cannot be read, and never fails the page', async () => {
    const unreadable = await areaPageHead(deps({ readManifest: async () => null }), '/builder', page);
    expect(unreadable!.head).not.toContain('<link');
    const broken = await areaPageHead(deps({ readManifest: async () => ({ nope: 1 }) }), '/builder', page);
    expect(broken!.head).not.toContain('<link');
    expect(broken!.head).toContain('id="/remotes.json"');
  });

  it("preloads the shell's area-boot files at the end of the body, after the page's own markup", async () => {
    const markup = (await areaPageHead(deps(), '/campaign/7', page))!;
    expect(markup.bodyEnd).toBe(
      '<link rel="preload" as="script" href="/static/js/async/boot.1.js">' +
        '<link rel="preload" as="script" href="/static/js/async/react.2.js">',
    );
    expect(markup.head).not.toContain('boot.1.js');
  });

  it('adds the modules loaded on demand that the area takes at once (the game content on a sheet)', async () => {
    const markup = (await areaPageHead(deps(), '/character/7', page))!;
    expect(markup.bodyEnd).toContain('<link rel="preload" as="script" href="/static/js/async/content.3.js">');
    expect(markup.bodyEnd.indexOf('content.3.js')).toBeGreaterThan(markup.bodyEnd.indexOf('react.2.js'));
  });

  it("gives the page without the shell's preloads when its list is missing or cannot be read", async () => {
    const missing = await areaPageHead(deps({ readBootFiles: async () => null }), '/builder', page);
    expect(missing!.bodyEnd).toBe('');
    const failing = await areaPageHead(
      deps({ readBootFiles: () => Promise.reject(new Error('down')) }),
      '/builder',
      page,
    );
    expect(failing!.bodyEnd).toBe('');
    expect(failing!.head).toContain('id="/config.json"');
  });
});

describe('shellBootTags', () => {
  it('preloads scripts and styles under the public path', () => {
    expect(
      shellBootTags({ js: ['static/js/a.1.js'], css: ['static/css/b.2.css'] }, { publicPath: '/app' }),
    ).toEqual([
      '<link rel="preload" as="script" href="/app/static/js/a.1.js">',
      '<link rel="preload" as="style" href="/app/static/css/b.2.css">',
    ]);
  });

  it('takes nothing from a list that names a file outside the build or is not a list of paths', () => {
    for (const js of [
      ['https://evil.example/x.js'],
      ['/static/js/a.js'],
      ['static/../../etc/passwd'],
      ['static/js/"><script>x.js'],
      [42],
      'static/js/a.js',
    ])
      expect(shellBootTags({ js })).toEqual([]);
    expect(shellBootTags(null)).toEqual([]);
    expect(shellBootTags({ js: ['static/js/ok.1.js'], css: ['//evil/x.css'] })).toEqual([
      '<link rel="preload" as="script" href="/static/js/ok.1.js">',
    ]);
  });

  it('adds only the on-demand modules asked for, and none that the list lacks', () => {
    const files = { js: [], onDemand: { a: { js: ['static/js/a.1.js'] }, b: { js: ['static/js/b.2.js'] } } };
    expect(shellBootTags(files, { shared: ['b', 'missing', 'constructor'] })).toEqual([
      '<link rel="preload" as="script" href="/static/js/b.2.js">',
    ]);
  });
});

describe('jsonForHtml', () => {
  it('cannot close the block it sits in', () => {
    const text = jsonForHtml({ name: '</script><script>alert(1)</script><!--' });
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });
});

describe('cachedManifestReader', () => {
  it("reads a path from the server's own origin, keeps it a while, and gives null for a failed read", async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return url.includes('missing') ? new Response('', { status: 404 }) : Response.json(manifest);
    }) as typeof fetch;
    const read = cachedManifestReader(() => 'http://127.0.0.1:3000', { keepMs: 60_000 }, fetchImpl);
    expect(await read('/cdn/builder/1.0.0/mf-manifest.json')).toEqual(manifest);
    expect(await read('/cdn/builder/1.0.0/mf-manifest.json')).toEqual(manifest);
    expect(await read('http://127.0.0.1:3003/missing/mf-manifest.json')).toBeNull();
    expect(urls).toEqual([
      'http://127.0.0.1:3000/cdn/builder/1.0.0/mf-manifest.json',
      'http://127.0.0.1:3003/missing/mf-manifest.json',
    ]);
  });
});
