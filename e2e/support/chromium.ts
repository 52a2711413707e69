// Debian's Chromium, with the flags this machine needs (without the background-networking ones it floods the
// closed network with refused connections). Playwright's own browser download does not work here, so the
// browser is never optional: a missing one fails the run loudly.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

/** Throws a clear error when Chromium is missing. */
export function assertChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH. The browser tests cannot be skipped.`,
    );
  }
}
