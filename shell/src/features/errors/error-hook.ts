// The error hook: page errors, the shell's and the areas', are announced on the bus and, if configured, sent
// to a reporting endpoint. For bot user agents the error is swallowed: crawlers hitting broken links are noise.
import type { Subscription } from 'rxjs';
import type { Bus } from '@duality/bus';

const botPattern = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|headless(?!chrome)|lighthouse/i;

/** True for crawler and bot user agents. */
export const isBotUserAgent = (userAgent: string): boolean => botPattern.test(userAgent);

export interface ErrorReport {
  message: string;
  status: number;
  path: string;
}

export interface ErrorHookDeps {
  bus: Bus;
  userAgent: string;
  endpoint?: string;
  send?: (url: string, body: string) => boolean;
}

/** Reports a page error; returns false when it was swallowed (bot). */
export function reportError(report: ErrorReport, deps: ErrorHookDeps): boolean {
  if (isBotUserAgent(deps.userAgent)) return false;
  deps.bus.publish('error.reported', report);
  if (deps.endpoint) {
    const body = JSON.stringify({ ...report, at: new Date().toISOString() });
    const send = deps.send ?? ((url, data) => navigator.sendBeacon(url, data));
    try {
      send(deps.endpoint, body);
    } catch {
      // Reporting must never break the page that is already showing an error.
    }
  }
  return true;
}

/**
 * Sends every area failure to the error hook: a remote that cannot be loaded or mounted, and a page that
 * throws inside an area (area-kit announces those as `remote.load_failed`). Each is a 500 at the path the
 * visitor was on; the message names the area.
 */
export function reportAreaFailures(deps: ErrorHookDeps, currentPath: () => string): Subscription {
  return deps.bus.on('remote.load_failed').subscribe(({ area, phase, message }) => {
    reportError(
      { message: `The ${area} area failed to ${phase}: ${message}`, status: 500, path: currentPath() },
      deps,
    );
  });
}
