const allowedProtocols = new Set(['http:', 'https:', 'mailto:']);

/**
 * The URL a rendered link may point to, or `null`: only absolute http, https and mailto URLs. Relative links,
 * `javascript:`, `data:`, `vbscript:` and every other scheme are refused, whatever their case, whitespace or
 * entity tricks (the URL parser normalises them the way a browser would).
 */
export function safeLinkUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  return allowedProtocols.has(url.protocol) ? url.href : null;
}
