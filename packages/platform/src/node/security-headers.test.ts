// The product's static servers, attacked as a hostile page would use them: framing the shell, sniffing a
// file as script, loading code from an origin that is not the product's (through the real HTTP server).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRegistry } from '../registry';
import { deliveryPaths, writeDeliveryRegistry } from './delivery-files';
import {
  contentSecurityPolicy,
  cspSourcesOf,
  pageSecurityHeaders,
  productionHeadersFile,
  registryManifests,
  transportSecurityHeaders,
} from './security-headers';
import { appFolders, serveProduct, type RunningProduct } from './serve-product';

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts from the product and its remotes only, and the tag manager only when one is given', () => {
    const without = directives(
      contentSecurityPolicy({ remotes: ['http://127.0.0.1:3001/'], backend: 'http://127.0.0.1:54321' }),
    );
    expect(without.get('script-src')).toEqual(["'self'", 'http://127.0.0.1:3001']);
    expect(without.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:3001',
      'http://127.0.0.1:54321',
      'ws://127.0.0.1:54321',
    ]);
    expect(without.get('frame-ancestors')).toEqual(["'none'"]);
    expect(without.get('object-src')).toEqual(["'none'"]);
    expect([...without.values()].flat()).not.toContain("'unsafe-eval'");
    const withTag = directives(
      contentSecurityPolicy({
        remotes: [],
        tagManager: 'https://www.googletagmanager.com/gtm.js',
        backend: 'https://x.supabase.co',
      }),
    );
    expect(withTag.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(withTag.get('connect-src')).toContain('wss://x.supabase.co');
  });
});

describe('cspSourcesOf and the production header file', () => {
  const registry = makeRegistry('r1', {
    builder: { version: '2.0.0', baseUrl: 'https://cdn.example/builder/2.0.0/' },
    character: { version: '1.0.0', baseUrl: 'https://cdn2.example/character/1.0.0/' },
  });
  const config = { supabaseUrl: 'https://x.supabase.co', supabaseAnonKey: 'k', tagManagerId: '' };

  it('names the tag manager only when tagManagerId is set', () => {
    expect(cspSourcesOf(config, []).tagManager).toBeUndefined();
    expect(
      cspSourcesOf({ ...config, tagManagerUrl: 'https://gtm.example/gtm.js' }, []).tagManager,
    ).toBeUndefined();
    expect(cspSourcesOf({ ...config, tagManagerId: 'GTM-ABC' }, []).tagManager).toBe(
      'https://www.googletagmanager.com/gtm.js',
    );
    const policy = directives(contentSecurityPolicy(cspSourcesOf(config, [])));
    expect([...policy.values()].flat().join(' ')).not.toContain('google');
  });

  it("names the registry's CDN origins, a path being the site's own", () => {
    const manifests = [...registryManifests(registry), '/cdn/builder/2.1.0/mf-manifest.json'];
    expect(cspSourcesOf(config, manifests).remotes.sort()).toEqual([
      'https://cdn.example/builder/2.0.0/mf-manifest.json',
      'https://cdn2.example/character/1.0.0/mf-manifest.json',
    ]);
  });

  it('writes the headers the local servers send, under /*, with no loopback port', () => {
    const sources = cspSourcesOf(config, registryManifests(registry));
    const file = productionHeadersFile(sources);
    const lines = file.split('\n');
    expect(lines[1]).toBe('/*');
    const sent = Object.fromEntries(
      lines
        .slice(2)
        .filter(Boolean)
        .map((line) => [
          line.trim().split(': ')[0]!.toLowerCase(),
          line.trim().split(': ').slice(1).join(': '),
        ]),
    );
    expect(sent).toEqual(pageSecurityHeaders(sources));
    const csp = directives(sent['content-security-policy']!);
    expect(csp.get('script-src')?.sort()).toEqual(["'self'", 'https://cdn.example', 'https://cdn2.example']);
    expect(file).not.toMatch(/localhost|127\.0\.0\.1|:\*/);
    expect(sent['x-frame-options']).toBe('DENY');
  });
});

describe('transportSecurityHeaders (the LAN start option over HTTPS)', () => {
  it('keeps browsers to HTTPS for a year on the network names, never for localhost', () => {
    const hsts = { 'strict-transport-security': 'max-age=31536000' };
    for (const host of [
      'laptop.local:3000',
      'laptop.local.',
      '192.168.1.20:3001',
      '[fd00::1]:3000',
      'laptop',
    ])
      expect(transportSecurityHeaders(host), host).toEqual(hsts);
    for (const host of ['localhost:3000', 'LOCALHOST', 'app.localhost:3000', undefined, ''])
      expect(transportSecurityHeaders(host), String(host)).toEqual({});
  });
});

describe('serveProduct security headers', () => {
  let root: string;
  let product: RunningProduct;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'product-'));
    for (const [app, folder] of Object.entries(appFolders)) {
      mkdirSync(join(root, folder, 'dist'), { recursive: true });
      writeFileSync(join(root, folder, 'package.json'), JSON.stringify({ version: '1.0.0' }));
      writeFileSync(
        join(root, folder, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json'),
        app === 'shell' ? '<h1>shell</h1>' : '{}',
      );
    }
    product = await serveProduct({
      repoRoot: root,
      port: 4440,
      siteConfig: { supabaseUrl: 'http://127.0.0.1:4446', supabaseAnonKey: 'x'.repeat(40) },
    });
  });
  afterAll(async () => {
    await product?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the shell page with a CSP naming exactly the remotes and the backend, no framing, no sniffing', async () => {
    const res = await fetch(new URL('/campaign/invite/secret-token', product.url));
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy') ?? '');
    const remoteOrigins = Object.values(product.registry.areas).map((a) => new URL(a.stable.manifest).origin);
    expect(remoteOrigins).toHaveLength(5);
    // Exactly the five remote servers: no other loopback port, no tag manager (none is configured).
    expect(csp.get('script-src')).toEqual(["'self'", ...remoteOrigins]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      ...remoteOrigins,
      'http://127.0.0.1:4446',
      'ws://127.0.0.1:4446',
    ]);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:4446', 'ws://127.0.0.1:4446']),
    );
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // Plain HTTP (loopback only): no Strict-Transport-Security, which would bind localhost to HTTPS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // Other sites see only the origin, never a path such as an invite link.
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('names a CDN origin of the released registry, and the tag manager once configured', async () => {
    const delivery = mkdtempSync(join(tmpdir(), 'delivery-'));
    const released = makeRegistry('r2', {
      builder: { version: '3.0.0', baseUrl: 'https://cdn.example/b/3.0.0/' },
    });
    writeDeliveryRegistry(deliveryPaths(delivery), released);
    const other = await serveProduct({
      repoRoot: root,
      port: 4450,
      deliveryDir: delivery,
      siteConfig: {
        supabaseUrl: 'http://127.0.0.1:4446',
        supabaseAnonKey: 'x'.repeat(40),
        tagManagerId: 'GTM-X',
      },
    });
    try {
      const csp = directives((await fetch(other.url)).headers.get('content-security-policy') ?? '');
      expect(csp.get('script-src')).toContain('https://cdn.example');
      expect(csp.get('script-src')).toContain('https://www.googletagmanager.com');
      expect(csp.get('script-src')).not.toContain('http://localhost:*');
    } finally {
      await other.close();
      rmSync(delivery, { recursive: true, force: true });
    }
  });

  it('sends nosniff from the remotes too', async () => {
    const manifest = Object.values(product.registry.areas)[0]!.stable.manifest;
    const res = await fetch(manifest);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
