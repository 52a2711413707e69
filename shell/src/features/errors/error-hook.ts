// The error hook: page errors, the shell's and the areas', are announced on the bus and, if configured, sent
// to a reporting endpoint. For bot user agents the error is swallowed: crawlers hitting broken links are noise.
import type { Subscription } from '@duality/libs/rxjs';
import type { Bus } from '@duality/bus';
import { redactedPath } from '../../lib/analytics-privacy';

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

/**
 * Reports a page error; returns false when it was swallowed (bot). The path is redacted as for analytics:
 * an invite link is a join credential and must not reach the reporting vendor (or the bus log).
 */
export function reportError(unsafe: ErrorReport, deps: ErrorHookDeps): boolean {
  if (isBotUserAgent(deps.userAgent)) return false;
  const report = { ...unsafe, path: redactedPath(unsafe.path) };
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

/** The window events uncaught errors arrive on (an EventTarget in tests). */
export type ErrorEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Sends errors nobody caught (a throw in an event handler or a rejected promise, in the shell or any area)
 * to the error hook as 500s at the current path. The page keeps working: these are reported, not shown.
 * Returns a function that stops listening.
 */
export function reportUncaughtErrors(
  deps: ErrorHookDeps,
  source: ErrorEventSource,
  currentPath: () => string,
): () => void {
  const send = (reason: unknown) =>
    reportError({ message: describeError(reason), status: 500, path: currentPath() }, deps);
  const onError = (event: Event) => send((event as ErrorEvent).error ?? (event as ErrorEvent).message);
  const onRejection = (event: Event) => send((event as PromiseRejectionEvent).reason);
  source.addEventListener('error', onError);
  source.addEventListener('unhandledrejection', onRejection);
  return () => {
    source.removeEventListener('error', onError);
    source.removeEventListener('unhandledrejection', onRejection);
  };
}

/** A one-line message from whatever was thrown. */
function describeError(reason: unknown): string {
  if (reason instanceof Error) return reason.message || reason.name;
  return typeof reason === 'string' && reason !== '' ? reason : 'An unknown error occurred.';
}
