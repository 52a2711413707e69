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

describe('tag manager', () => {
  it('loads nothing and defines nothing without a tag id', () => {
    const tm = createTagManager({ scriptUrl: 'https://tags.example/gtm.js', window: freshWindow() });
    tm.applyConsent(true);
    expect(scripts()).toHaveLength(0);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it('defaults to denied and loads no script before consent', () => {
    createTagManager({ tagId: 'GTM-T1', scriptUrl: 'https://tags.example/gtm.js', window: freshWindow() });
    expect(scripts()).toHaveLength(0);
    expect(consentCalls()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied' }],
    ]);
  });

  it('Decline pushes a denying update and loads nothing', () => {
    const tm = createTagManager({
      tagId: 'GTM-T1',
      scriptUrl: 'https://tags.example/gtm.js',
      window: freshWindow(),
    });
    tm.applyConsent(false);
    expect(scripts()).toHaveLength(0);
    expect(consentCalls()[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', analytics_storage: 'denied' },
    ]);
  });

  it('Accept grants ad and analytics storage and loads the script once', () => {
    const tm = createTagManager({
      tagId: 'GTM-T1',
      scriptUrl: 'https://tags.example/gtm.js',
      window: freshWindow(),
    });
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
});
