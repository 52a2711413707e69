import { describe, expect, it } from 'vitest';
import { createTagManager } from './tag-manager';

const scripts = () => [...document.querySelectorAll('script[data-analytics]')] as HTMLScriptElement[];
const freshWindow = () => {
  for (const s of scripts()) s.remove();
  delete (window as { dataLayer?: unknown }).dataLayer;
  return window;
};
const consentCalls = () =>
  ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'consent');

/** A tag manager with a container id, on a page with no tag script or dataLayer yet. */
const newTagManager = () =>
  createTagManager({ tagId: 'GTM-T1', scriptUrl: 'https://tags.example/gtm.js', window: freshWindow() });

describe('tag manager', () => {
  it('loads nothing and defines nothing without a tag id', () => {
    const tm = createTagManager({ scriptUrl: 'https://tags.example/gtm.js', window: freshWindow() });
    tm.applyConsent(true);
    expect(scripts()).toHaveLength(0);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it('defaults to denied and loads no script before consent', () => {
    newTagManager();
    expect(scripts()).toHaveLength(0);
    expect(consentCalls()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied' }],
    ]);
  });

  it('Decline pushes a denying update and loads nothing', () => {
    const tm = newTagManager();
    tm.applyConsent(false);
    expect(scripts()).toHaveLength(0);
    expect(consentCalls()[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', analytics_storage: 'denied' },
    ]);
  });

  it('Accept grants ad and analytics storage and loads the script once', () => {
    const tm = newTagManager();
    tm.applyConsent(true);
    tm.applyConsent(true);
    expect(consentCalls()[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', analytics_storage: 'granted' },
    ]);
    expect(scripts().map((s) => s.src)).toEqual(['https://tags.example/gtm.js?id=GTM-T1']);
    expect(tm.loaded).toBe(true);
  });

  describe('secrets in the URL', () => {
    const pageViews = () =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (e): e is Record<string, unknown> =>
          typeof e === 'object' && e !== null && (e as { event?: unknown }).event === 'virtual_page_view',
      );
    const invite = { pathname: '/campaign/invite/s3cret-token', search: '', hash: '' };
    const about = { pathname: '/about', search: '', hash: '' };

    it('a grant on an invite page defers the script until the page holds no secret', () => {
      window.history.replaceState(null, '', invite.pathname);
      const tm = newTagManager();
      tm.applyConsent(true);
      tm.pageChanged(invite);
      expect(scripts()).toHaveLength(0);
      expect(tm.loaded).toBe(false);
      tm.pageChanged(about);
      expect(scripts()).toHaveLength(1);
      expect(pageViews()).toEqual([
        { event: 'virtual_page_view', page_path: '/about', page_location: `${location.origin}/about` },
      ]);
      window.history.replaceState(null, '', '/');
    });

    it('a loaded tag gets page views with the invite token redacted, once per URL', () => {
      const tm = newTagManager();
      tm.applyConsent(true);
      tm.pageChanged(invite);
      tm.pageChanged(invite);
      const views = pageViews();
      expect(views.at(-1)).toEqual({
        event: 'virtual_page_view',
        page_path: '/campaign/invite/redacted',
        page_location: `${location.origin}/campaign/invite/redacted`,
      });
      expect(views).toHaveLength(2);
      expect(JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer)).not.toContain('s3cret');
    });

    it('no consent, no load, wherever the page goes', () => {
      const tm = newTagManager();
      tm.pageChanged(about);
      expect(scripts()).toHaveLength(0);
    });
  });
});
