// The error hook (spec section 8): page errors are announced on the bus and, if configured, sent to a
// reporting endpoint. For bot user agents the error is swallowed: crawlers hitting broken links are noise.
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
