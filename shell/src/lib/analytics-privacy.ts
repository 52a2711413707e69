// What the tag manager and the error reports may see of the page. An invite link (`/campaign/invite/{invite}`) lets whoever holds
// it join a campaign, and an auth fragment (`#access_token=…`) is a session: neither may reach analytics.
// The login page carries a pending invite in `?redirect=`, so the query counts too.

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

const INVITE_PREFIX = '/campaign/invite/';
const AUTH_FRAGMENT = /(?:^|[#&])(?:access_token|refresh_token|token_hash|code)=/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** True while the URL holds a secret: the tag script must not load on such a page. */
export function isPrivateLocation(location: PageLocation): boolean {
  return (
    location.pathname.startsWith(INVITE_PREFIX) ||
    decoded(location.search).includes(INVITE_PREFIX) ||
    AUTH_FRAGMENT.test(location.hash)
  );
}

/** A path safe to send anywhere (analytics, error reports): an invite path loses its token. */
export function redactedPath(pathname: string): string {
  return pathname.startsWith(INVITE_PREFIX) ? `${INVITE_PREFIX}redacted` : pathname;
}

/** The path analytics reports: an invite path loses its token; query and fragment are never reported. */
export function analyticsPath(location: PageLocation): string {
  return redactedPath(location.pathname);
}
