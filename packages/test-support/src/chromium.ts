// Debian's Chromium, with the flags this machine needs (without the background-networking ones it floods the
// closed network with refused connections). Playwright's own browser download does not work here, so the
// browser is never optional: a missing one fails the run loudly.
import { existsSync } from 'node:fs';

/** Debian's Chromium as a visitor runs it (`apt-get install chromium`): the benchmarks measure this one. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (`apt-get install chromium-headless-shell`): the same engine
 * without the desktop browser around it, the build Playwright itself runs headless tests in. The browser tests
 * use it when it is installed (14 percent less CPU for the same tests: docs/test-suite-time.md), else the full
 * browser; `CHROMIUM_PATH` names one browser for both.
 */
const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** The browser the end-to-end tests launch. */
export const testChromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Throws a clear error when the Chromium at `path` is missing. */
export function assertChromium(path = chromiumPath): void {
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH. The browser tests cannot be skipped.`,
    );
  }
}
