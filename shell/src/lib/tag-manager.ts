// The analytics tag manager: its script is loaded only after consent, and consent
// updates are pushed to it. Without a tag id nothing at all is loaded or defined.
// Secrets in the URL (invite links, auth fragments) stay out of its view: the script is not loaded while the
// page's URL holds one, and page views are pushed with a redacted `page_location` and `page_path`.
import { analyticsPath, isPrivateLocation, type PageLocation } from './analytics-privacy';

export interface TagManager {
  /** Applies a consent decision: grant or deny ad and analytics storage; loads the script on first grant. */
  applyConsent(granted: boolean): void;
  /** The shell's router moved to `location`: a page view for a loaded tag, or the deferred load. */
  pageChanged(location: PageLocation): void;
  readonly loaded: boolean;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Creates the tag manager for `tagId` (or a no-op without one). */
export function createTagManager(options: { tagId?: string; scriptUrl: string; window: Window }): TagManager {
  const { tagId, scriptUrl } = options;
  const win = options.window as DataLayerWindow;
  let loaded = false;
  let granted = false;
  let lastUrl = '';
  if (!tagId) {
    return {
      applyConsent() {},
      pageChanged() {},
      get loaded() {
        return false;
      },
    };
  }
  win.dataLayer = win.dataLayer ?? [];
  // gtag() pushes its arguments object, which is what the tag manager reads.
  const gtag = function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  gtag('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied' });
  const pageView = (location: PageLocation) => {
    const page_path = analyticsPath(location);
    win.dataLayer!.push({
      event: 'virtual_page_view',
      page_path,
      page_location: `${win.location.origin}${page_path}`,
    });
  };
  const load = (location: PageLocation) => {
    if (loaded || !granted || isPrivateLocation(location)) return;
    win.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    pageView(location);
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `${scriptUrl}?id=${encodeURIComponent(tagId)}`;
    script.dataset.analytics = 'tag-manager';
    win.document.head.append(script);
    loaded = true;
  };
  return {
    applyConsent(grant) {
      const value = grant ? 'granted' : 'denied';
      gtag('consent', 'update', { ad_storage: value, analytics_storage: value });
      granted = grant;
      load(win.location);
    },
    pageChanged(location) {
      // The router reports every state change (loading, idle); a page view is a change of URL.
      const url = `${location.pathname}${location.search}${location.hash}`;
      if (url === lastUrl) return;
      lastUrl = url;
      if (loaded) pageView(location);
      else load(location);
    },
    get loaded() {
      return loaded;
    },
  };
}
