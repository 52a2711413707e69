import { describe, expect, it, vi } from 'vitest';
import type { TagManager } from './tag-manager';
import { tagManagerOnGrant } from './tag-manager-on-grant';

/** A recording tag manager, and a loader that hands it over when released. */
function setup() {
  const calls: unknown[][] = [];
  const real: TagManager = {
    applyConsent: (granted) => void calls.push(['applyConsent', granted]),
    pageChanged: (location) => void calls.push(['pageChanged', location.pathname]),
    loaded: true,
  };
  let release: () => void = () => undefined;
  const create = vi.fn(() => new Promise<TagManager>((resolve) => (release = () => resolve(real))));
  return { calls, create, release: () => release(), tm: tagManagerOnGrant(create) };
}
const at = (pathname: string) => ({ pathname, search: '', hash: '' });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the tag manager loaded on the first grant', () => {
  it('loads nothing for page changes or a refusal', () => {
    const { tm, create } = setup();
    tm.pageChanged(at('/'));
    tm.applyConsent(false);
    tm.pageChanged(at('/about'));
    expect(create).not.toHaveBeenCalled();
    expect(tm.loaded).toBe(false);
  });

  it('on a grant loads once, hands over the last location, then the grant, and forwards from then on', async () => {
    const { tm, create, calls, release } = setup();
    tm.pageChanged(at('/'));
    tm.pageChanged(at('/about'));
    tm.applyConsent(true);
    tm.applyConsent(true);
    expect(create).toHaveBeenCalledTimes(1);
    release();
    await settled();
    expect(calls).toEqual([
      ['pageChanged', '/about'],
      ['applyConsent', true],
    ]);
    tm.pageChanged(at('/privacy-policy'));
    expect(calls.at(-1)).toEqual(['pageChanged', '/privacy-policy']);
    expect(tm.loaded).toBe(true);
  });

  it('tries again on a later grant when the code could not be loaded', async () => {
    const create = vi.fn(() => Promise.reject(new Error('offline')));
    const tm = tagManagerOnGrant(create);
    tm.applyConsent(true);
    await settled();
    tm.applyConsent(true);
    expect(create).toHaveBeenCalledTimes(2);
  });
});
