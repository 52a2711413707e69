import { describe, expect, it } from 'vitest';
import { buildPath, matchRoute, routeTable } from './routes';

describe('the route table (spec section 2)', () => {
  it.each([
    ['/', 'shell'],
    ['/about', 'shell'],
    ['/terms-of-use', 'shell'],
    ['/privacy-policy', 'shell'],
    ['/dev', 'shell'],
    ['/builder', 'builder'],
    ['/character', 'character'],
    ['/character/42', 'character'],
    ['/character/edit/42', 'character'],
    ['/campaign', 'campaign'],
    ['/campaign/7', 'campaign'],
    ['/campaign/invite/abc-123', 'campaign'],
    ['/homebrew', 'homebrew'],
    ['/homebrew/collection', 'homebrew'],
    ['/auth/login', 'account'],
    ['/auth/signup', 'account'],
    ['/auth/forgot-password', 'account'],
    ['/auth/update-password', 'account'],
    ['/user-profile', 'account'],
  ])('%s belongs to %s', (path, owner) => {
    expect(matchRoute(path)?.route.owner).toBe(owner);
  });

  it('has exactly the 19 routes of the spec', () => {
    expect(routeTable).toHaveLength(19);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(19);
  });

  it('extracts parameters, decoding them', () => {
    expect(matchRoute('/character/42')?.params).toEqual({ id: '42' });
    expect(matchRoute('/character/edit/9')?.params).toEqual({ id: '9' });
    expect(matchRoute('/campaign/invite/a%20b')?.params).toEqual({ invite: 'a b' });
  });

  it('prefers literal routes to parameter routes', () => {
    expect(matchRoute('/campaign/invite/xyz')?.route.path).toBe('/campaign/invite/:invite');
    expect(matchRoute('/homebrew/collection')?.route.path).toBe('/homebrew/collection');
  });

  it.each([
    '/nope',
    '/character/abc',
    '/character/42/extra',
    '/auth',
    '/auth/unknown',
    '/campaign/invite',
    '/%E0%A4%A',
  ])('%s is not a route (404)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('tolerates a trailing slash', () => {
    expect(matchRoute('/character/')?.route.path).toBe('/character');
  });

  it('builds paths from patterns', () => {
    expect(buildPath('/character/:id', { id: 42 })).toBe('/character/42');
    expect(buildPath('/campaign/invite/:invite', { invite: 'a b' })).toBe('/campaign/invite/a%20b');
    expect(() => buildPath('/character/:id')).toThrow(/missing parameter "id"/);
  });
});
