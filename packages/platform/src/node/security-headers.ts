// The browser-side protections the product's static servers send: a Content-Security-Policy for the shell's
// pages that allows exactly the product's own origins (the shell, the remotes, the backend) and the tag
// manager the visitor consented to, and the headers every response carries (no MIME sniffing, no framing, no
// full URLs in the Referer sent to other sites, which keeps paths such as invite links to ourselves).

export interface CspSources {
  /** Origins of the remotes (their manifests, scripts, styles and assets). */
  remotes: string[];
  /**
   * Also any loopback origin: the local product composes its areas from loopback servers, and its registry
   * may point an area at another one (a release, a test). Only this machine can serve there.
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

/** Headers every static response carries. */
export const baseSecurityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Headers of the shell's pages: the CSP and no framing (for browsers that predate frame-ancestors too). */
export function pageSecurityHeaders(sources: CspSources): Record<string, string> {
  return {
    ...baseSecurityHeaders,
    'content-security-policy': contentSecurityPolicy(sources),
    'x-frame-options': 'DENY',
  };
}
