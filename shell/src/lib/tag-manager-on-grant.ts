// The tag manager as the page starts it: its code (lib/tag-manager.ts) loads on the first grant, so a visitor
// who has not accepted, a first visitor included, loads nothing of analytics at all. Before the grant the
// page's last location is kept and handed over first, so the tag manager then sees what it would have seen
// had it been there from the start (the same page views, the same consent calls after its denied default).
import type { PageLocation } from './analytics-privacy';
import type { TagManager } from './tag-manager';

export function tagManagerOnGrant(create: () => Promise<TagManager>): TagManager {
  let manager: TagManager | null = null;
  let loading = false;
  let granted = false;
  let lastLocation: PageLocation | null = null;
  return {
    applyConsent(grant) {
      if (manager) return manager.applyConsent(grant);
      granted = grant;
      if (!grant || loading) return;
      loading = true;
      create().then(
        (created) => {
          manager = created;
          if (lastLocation) created.pageChanged(lastLocation);
          created.applyConsent(granted);
        },
        // Not loaded (the network went away): analytics stay off on this page; a later grant tries again.
        () => void (loading = false),
      );
    },
    pageChanged(location) {
      if (manager) manager.pageChanged(location);
      else lastLocation = location;
    },
    get loaded() {
      return manager?.loaded ?? false;
    },
  };
}
