// The built product as `npm start` and the end-to-end tests start it (the embedded backend in memory, then the
// static product server over each app's dist/), and Debian's Chromium, for the browser benchmarks.
// `BENCH_PORT` (the shell; the remotes on the next five ports) and `BENCH_BACKEND_PORT` (default
// `BENCH_PORT + 50`) choose the ports.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { serveProduct } from '@duality/platform/node';
import { repoRoot, startLocalBackend } from '../../scripts/local-backend';
import { assertChromium, chromiumArgs, chromiumPath } from '@duality/test-support/chromium';

export { chromiumPath };

export type ServedProduct = Awaited<ReturnType<typeof serveProduct>>;

export interface BenchProduct {
  product: ServedProduct;
  browser: Browser;
  /** A cold visitor: a fresh context (empty cache and storage) at phone size, consent already decided. */
  newVisitor(): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function startBenchProduct(): Promise<BenchProduct> {
  assertChromium();
  const port = Number(process.env.BENCH_PORT || 4700);
  const backendPort = Number(process.env.BENCH_BACKEND_PORT || port + 50);
  const { backend } = await startLocalBackend({
    port: backendPort,
    memory: true,
    siteUrl: `http://localhost:${port}`,
  });
  const product = await serveProduct({
    repoRoot,
    port,
    siteConfig: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    product,
    browser,
    async newVisitor() {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      await context.addInitScript(() => {
        // Consent decided, so no dialog covers the page.
        window.localStorage.setItem(
          'duality.consent',
          JSON.stringify({ consentGranted: false, on: Date.now() }),
        );
      });
      return context;
    },
    async close() {
      await browser.close();
      await product.close();
      await backend.stop();
    },
  };
}
