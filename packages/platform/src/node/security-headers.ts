// The browser-side protections the product's static servers send: a Content-Security-Policy for the shell's
// pages that allows exactly the product's own origins (the shell, the remotes, the backend) and the tag
// manager the visitor consented to, and the headers every response carries (no MIME sniffing, no framing, no
// full URLs in the Referer sent to other sites, which keeps paths such as invite links to ourselves).
import type { Registry } from '../registry';

export interface CspSources {
  /** Origins of the remotes (their manifests, scripts, styles and assets): the exact ones, never a wildcard. */
  remotes: string[];
  /**
   * Also any loopback port: only for a test product whose pages point areas at servers started later on
   * ports unknown at start (the e2e probes; serveProduct's `testPagePolicy`). Any local program could then
   * serve script to the page, so neither `npm start` nor production ever sets it.
   */
  loopback?: boolean;
  /** The backend: https/http for REST and auth, and the matching ws/wss origin for realtime. */
  backend?: string;
  /** The tag manager's script URL (the shell loads it only after consent) and an error-report endpoint. */
  tagManager?: string;
  errorReport?: string;
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The Google tag manager's own hosts: its script, and where the tags it loads report to. */
const analyticsHosts = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/** The tag manager script the shell loads when the config names an id but no URL (as its config schema). */
export const defaultTagManagerUrl = 'https://www.googletagmanager.com/gtm.js';

/**
 * The origins a site config and a registry name for the page policy (one home for both the local servers and
 * the production header file): the remotes' manifest origins (a path is the site's own), the backend, the
 * error endpoint, and the tag manager only when `tagManagerId` is set (the shell loads it only then, and an
 * allowed tag manager host would let injected markup load any container).
 */
export function cspSourcesOf(
  config: Record<string, unknown>,
  manifests: readonly string[],
): Omit<CspSources, 'loopback'> {
  const text = (key: string) =>
    typeof config[key] === 'string' && config[key] !== '' ? (config[key] as string) : undefined;
  const absolute = manifests.filter((m) => /^https?:\/\//.test(m));
  return {
    remotes: absolute,
    backend: text('supabaseUrl'),
    tagManager: text('tagManagerId') ? (text('tagManagerUrl') ?? defaultTagManagerUrl) : undefined,
    errorReport: text('errorReportUrl'),
  };
}

/** Every manifest a registry names (stable, canary and earlier ones), for the page policy. */
export function registryManifests(registry: Registry): string[] {
  return Object.values(registry.areas).flatMap((entry) =>
    entry
      ? [entry.stable, ...(entry.canary ? [entry.canary] : []), ...entry.previous].map((e) => e.manifest)
      : [],
  );
}

/** The Content-Security-Policy of the shell's pages. */
export function contentSecurityPolicy(sources: CspSources): string {
  const remotes = [
    ...new Set([
      ...sources.remotes.map(originOf).filter((o): o is string => o !== null),
      ...(sources.loopback ? ['http://localhost:*', 'http://127.0.0.1:*'] : []),
    ]),
  ];
  const loopbackSockets = sources.loopback ? ['ws://localhost:*', 'ws://127.0.0.1:*'] : [];
  const backend = originOf(sources.backend);
  const realtime = backend ? backend.replace(/^http/, 'ws') : null;
  const tagManager = originOf(sources.tagManager);
  const analytics = tagManager ? [...new Set([tagManager, ...analyticsHosts])] : [];
  const errorReport = originOf(sources.errorReport);
  const list = (...parts: (string | null | string[])[]) =>
    parts
      .flat()
      .filter((p): p is string => !!p)
      .join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remotes, tagManager)}`,
    // React style attributes and the remotes' stylesheets.
    `style-src ${list("'self'", "'unsafe-inline'", remotes)}`,
    `img-src ${list("'self'", 'data:', remotes, analytics)}`,
    `font-src ${list("'self'", 'data:', remotes)}`,
    `connect-src ${list("'self'", remotes, loopbackSockets, backend, realtime, analytics, errorReport)}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/**
 * The production header file (`_headers`, as Netlify and Cloudflare Pages read it) for the shell's origin: the
 * same headers the local servers send, for the production site config and registry. Written by
 * `node scripts/pnpm.mjs --filter @duality/platform headers` and deployed beside the shell's files.
 */
export function productionHeadersFile(sources: Omit<CspSources, 'loopback'>): string {
  const title = (name: string) =>
    name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());
  const lines = Object.entries(pageSecurityHeaders(sources)).map(
    ([name, value]) => `  ${title(name)}: ${value}`,
  );
  return [
    "# The shell's pages: written by the platform's `headers` command; do not edit by hand.",
    '/*',
    ...lines,
    '',
  ].join('\n');
}

/** Headers every static response carries. */
export const baseSecurityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** How long a browser keeps to HTTPS for the LAN host after one visit: a year, the local authority's life. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * Strict-Transport-Security for a response served over HTTPS (the LAN start option) to `host` (the request's
 * Host header): a phone that opened the product once never tries it over plain HTTP again, where anyone on the
 * network could answer. Not for `localhost` names: a browser remembers it per host name, for every port, and
 * `npm start` without --lan serves plain HTTP on http://localhost:3000. (Browsers ignore it for an address.)
 */
export function transportSecurityHeaders(host: string | undefined): Record<string, string> {
  const name = (host ?? '')
    .replace(/^\[([^\]]*)\](:\d+)?$/, '$1')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (name === '' || name === 'localhost' || name.endsWith('.localhost')) return {};
  return { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}` };
}

/** Headers of the shell's pages: the CSP and no framing (for browsers that predate frame-ancestors too). */
export function pageSecurityHeaders(sources: CspSources): Record<string, string> {
  return {
    ...baseSecurityHeaders,
    'content-security-policy': contentSecurityPolicy(sources),
    'x-frame-options': 'DENY',
  };
}
