import { describe, expect, it } from 'vitest';
import { acceptedEncodings, cacheControlFor } from './static-encoding';

describe('acceptedEncodings', () => {
  it('prefers brotli, honours q-values and refusals', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip;q=0.9')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0.1, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe('cacheControlFor', () => {
  it('caches hashed files for good, revalidates files that name others, never stores the registry', () => {
    expect(cacheControlFor('/d/static/js/index.ada916932f.js', false)).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/d/index.html', false)).toBe('no-cache');
    expect(cacheControlFor('/d/mf-manifest.json', false)).toBe('no-cache');
    expect(cacheControlFor('/d/remoteEntry.js', false)).toBe('no-cache');
    expect(cacheControlFor('/d/logo.svg', false)).toBe('no-cache');
    expect(cacheControlFor('/d/sw.js', false)).toBe('no-cache');
    expect(cacheControlFor('/d/manifest.webmanifest', false)).toBe('no-cache');
    expect(cacheControlFor('/d/config.json', false)).toBe('no-store');
    expect(cacheControlFor('/d/remotes.json', false)).toBe('no-store');
    expect(cacheControlFor('/cdn/mf_x/1.0.0/mf-manifest.json', true)).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});
