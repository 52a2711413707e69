import { describe, expect, expectTypeOf, it } from 'vitest';
import { areaOwning } from './areas';
import { buildPath, matchRoute, routeTable, type PublicParams } from './routes';

describe('the public routes', () => {
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
  ])('%s is a public route of %s', (path, owner) => {
    expect(matchRoute(path)?.route.owner).toBe(owner);
    expect(areaOwning(path) ?? 'shell').toBe(owner);
  });

  it('has exactly the 19 pages the product names', () => {
    expect(routeTable).toHaveLength(19);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(19);
  });

  it('parses parameters by kind: a numeric id is a number, text is decoded', () => {
    expect(matchRoute('/character/42')?.params).toEqual({ id: 42 });
    expect(matchRoute('/character/edit/9')?.params).toEqual({ id: 9 });
    expect(matchRoute('/campaign/invite/a%20b')?.params).toEqual({ invite: 'a b' });
  });

  it('prefers literal routes to parameter routes', () => {
    expect(matchRoute('/campaign/invite/xyz')?.route.path).toBe('/campaign/invite/:invite');
    expect(matchRoute('/homebrew/collection')?.route.path).toBe('/homebrew/collection');
  });

  it.each(['/nope', '/character/abc', '/character/42/extra', '/auth', '/campaign/invite', '/%E0%A4%A'])(
    '%s is not a public route',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it('leaves paths under an area prefix to the area, even when they are not public routes', () => {
    expect(areaOwning('/character/abc')).toBe('character');
    expect(areaOwning('/character/42/print')).toBe('character');
    expect(areaOwning('/auth/unknown')).toBe('account');
    expect(areaOwning('/nope')).toBeNull();
    expect(areaOwning('/characters')).toBeNull();
  });

  it('tolerates a trailing slash', () => {
    expect(matchRoute('/character/')?.route.path).toBe('/character');
  });

  it('builds paths from typed patterns, encoding values', () => {
    expect(buildPath('/character/:id', { id: 42 })).toBe('/character/42');
    expect(buildPath('/campaign/invite/:invite', { invite: 'a b' })).toBe('/campaign/invite/a%20b');
    expect(buildPath('/homebrew/collection')).toBe('/homebrew/collection');
  });

  it('types patterns and parameters', () => {
    expectTypeOf<PublicParams<'/character/:id'>>().toEqualTypeOf<{ readonly id: number }>();
    expectTypeOf<PublicParams<'/campaign/invite/:invite'>>().toEqualTypeOf<{ readonly invite: string }>();
    // @ts-expect-error a mistyped path does not compile
    expect(buildPath('/charcter/:id', { id: 1 })).toBe('/charcter/1');
    // @ts-expect-error a numeric id must be a number
    buildPath('/character/:id', { id: 'x' });
    // @ts-expect-error a path with parameters needs them
    expect(() => buildPath('/character/:id')).toThrow(/Missing parameter "id"/);
  });
});
