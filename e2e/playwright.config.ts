import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '@duality/test-support/chromium';
import { testBackendPort, testBaseUrl, testOutboxDir, testShellPort } from './support/ports';

// One built product with its own in-memory backend, started once and shared by all workers (the build
// happens before this runs).

// Every product the tests start (this config's and the ones specs start for themselves) hashes passwords at
// bcrypt's lowest cost, as the vitest suites' backends do: GoTrue's cost of 10 is about 80 ms of CPU a sign-up or
// log-in, and the browser tests make hundreds of them. Hashes of any cost verify; supabase-local's unit test
// checks that the default stays GoTrue's 10.
process.env.SUPABASE_LOCAL_BCRYPT_COST ??= '4';
export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  // Three workers everywhere: Playwright's default on a 2-core machine is one, which made a local `npm test`
  // run the specs one after another. With two, both cores were about 87 percent busy (a test waits on timers
  // and on its page's answers); a third fills part of that (docs/test-suite-time.md). E2E_WORKERS sets
  // another count.
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: testBaseUrl,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    // Recording a trace for every test (kept only for a failure) cost about 15 to 20 percent of the run's time
    // on two cores (92 and 103 s against 106 to 137 s for the same six specs); E2E_TRACE=1 records them again.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The shell registers a service worker after load; a spec counting requests, bytes or paints measures a
    // first visit without one. The offline and update specs allow it for themselves.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `../node_modules/.bin/tsx ../scripts/start-product.ts --memory --port ${testShellPort} --backend-port ${testBackendPort} --outbox ${testOutboxDir} --dev-tools --test-page-policy`,
    url: `${testBaseUrl}/config.json`,
    reuseExistingServer: false,
    // Starting the backend (PGlite, migrations) and the servers takes seconds on a quiet machine and has taken
    // over 30 s on a busy one; a slow start is not a failure of the product.
    timeout: 120_000,
    stdout: 'pipe',
    // Stopped with SIGTERM, which the product handles as it does Ctrl+C: its backend closes and removes its
    // temporary database. Playwright's default, SIGKILL, left one behind every run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
