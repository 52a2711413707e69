// Who may call: the Host header must name this machine (a DNS-rebinding page names its own domain), and a
// browser Origin must be the product's. Loopback names and origins are always this machine's own.
import { networkInterfaces } from 'node:os';
import type { BackendConfig } from './contract.js';
import { isLoopbackHost } from './secrets.js';

const WILDCARD = new Set(['0.0.0.0', '::', '[::]']);

/** The host names this backend answers to besides loopback: the bound address, the site's host. */
export function hostsOf(bindHost: string, siteUrl: string): string[] {
  const hosts = new Set<string>();
  if (WILDCARD.has(bindHost)) {
    // Listening on every interface: the machine's own addresses are what other devices type.
    for (const list of Object.values(networkInterfaces())) {
      for (const a of list ?? []) hosts.add(a.address.toLowerCase());
    }
  } else hosts.add(bindHost.replace(/^\[|\]$/g, '').toLowerCase());
  try {
    hosts.add(new URL(siteUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase());
  } catch {
    // not a URL: nothing to add
  }
  return [...hosts];
}

/** The host name of a Host header value ("example.com:54321", "[::1]:54321"). */
function hostName(header: string): string {
  const h = header.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']'));
  const colon = h.lastIndexOf(':');
  return colon >= 0 ? h.slice(0, colon) : h;
}

/** Whether the Host header names this machine; a request without one is not from a browser. */
export function hostAllowed(header: string | undefined, config: BackendConfig): boolean {
  if (header === undefined || header === '') return true;
  const name = hostName(header);
  return isLoopbackHost(name) || config.allowedHosts.some((h) => h.toLowerCase() === name);
}

/** Whether a browser Origin may call: a configured origin, or any loopback origin (the local dev servers). */
export function originAllowed(origin: string, config: BackendConfig): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file://) and garbage
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (isLoopbackHost(url.hostname)) return true;
  return config.allowedOrigins.includes(url.origin);
}
