// The product's static servers, attacked as a hostile page would use them: framing the shell, sniffing a
// file as script, loading code from an origin that is not the product's (through the real HTTP server).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';
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
    expect(csp.get('script-src')).toEqual([
      "'self'",
      ...remoteOrigins,
      'http://localhost:*',
      'http://127.0.0.1:*',
      'https://www.googletagmanager.com',
    ]);
    expect(csp.get('script-src')).not.toContain('https:');
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:4446', 'ws://127.0.0.1:4446']),
    );
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // Other sites see only the origin, never a path such as an invite link.
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends nosniff from the remotes too', async () => {
    const manifest = Object.values(product.registry.areas)[0]!.stable.manifest;
    const res = await fetch(manifest);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
