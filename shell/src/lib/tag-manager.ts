// The analytics tag manager: its script is loaded only after consent, and consent
// updates are pushed to it. Without a tag id nothing at all is loaded or defined.
export interface TagManager {
  /** Applies a consent decision: grant or deny ad and analytics storage; loads the script on first grant. */
  applyConsent(granted: boolean): void;
  readonly loaded: boolean;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Creates the tag manager for `tagId` (or a no-op without one). */
export function createTagManager(options: { tagId?: string; scriptUrl: string; window: Window }): TagManager {
  const { tagId, scriptUrl } = options;
  const win = options.window as DataLayerWindow;
  let loaded = false;
  if (!tagId) {
    return {
      applyConsent() {},
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
  return {
    applyConsent(granted) {
      const value = granted ? 'granted' : 'denied';
      gtag('consent', 'update', { ad_storage: value, analytics_storage: value });
      if (granted && !loaded) {
        win.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
        const script = win.document.createElement('script');
        script.async = true;
        script.src = `${scriptUrl}?id=${encodeURIComponent(tagId)}`;
        script.dataset.analytics = 'tag-manager';
        win.document.head.append(script);
        loaded = true;
      }
    },
    get loaded() {
      return loaded;
    },
  };
}
