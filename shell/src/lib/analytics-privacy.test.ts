import { describe, expect, it } from 'vitest';
import { analyticsPath, isPrivateLocation } from './analytics-privacy';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('what analytics may see of the page', () => {
  it('an invite link, a login that will return to one, and an auth fragment are private', () => {
    expect(isPrivateLocation(at('/campaign/invite/s3cret-token'))).toBe(true);
    expect(isPrivateLocation(at('/auth/login', '?redirect=%2Fcampaign%2Finvite%2Fs3cret-token'))).toBe(true);
    expect(isPrivateLocation(at('/auth/update-password', '', '#access_token=abc&type=recovery'))).toBe(true);
    expect(isPrivateLocation(at('/auth/login', '?redirect=%E0%A4%A'))).toBe(false);
  });

  it('ordinary pages are not', () => {
    expect(isPrivateLocation(at('/about'))).toBe(false);
    expect(isPrivateLocation(at('/campaign/42', '?tab=notes', '#top'))).toBe(false);
    expect(isPrivateLocation(at('/campaign/invite'))).toBe(false);
    expect(isPrivateLocation(at('/auth/login', '?redirect=%2Fcampaign%2F42'))).toBe(false);
  });

  it('reports an invite path without its token, and never a query or fragment', () => {
    expect(analyticsPath(at('/campaign/invite/s3cret-token'))).toBe('/campaign/invite/redacted');
    expect(analyticsPath(at('/campaign/42', '?tab=notes', '#top'))).toBe('/campaign/42');
  });
});
