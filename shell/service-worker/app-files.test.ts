import { describe, expect, it } from 'vitest';
import {
  areaBaseOf,
  areaBasesOf,
  isImmutableAreaFile,
  isStartupDocument,
  mayBeAreaFile,
  shellPageFor,
} from './app-files';

const registryUrl = 'https://duality.example/remotes.json';
const registry = {
  schemaVersion: 2,
  revision: 'r1',
  areas: {
    builder: {
      stable: { version: '2.0.0', manifest: '/cdn/builder/2.0.0/mf-manifest.json' },
      canary: { version: '2.1.0', manifest: '/cdn/builder/2.1.0/mf-manifest.json', percent: 10, allow: [] },
      previous: [{ version: '1.0.0', manifest: '/cdn/builder/1.0.0/mf-manifest.json' }],
    },
    character: { stable: { version: '0.1.0', manifest: 'http://127.0.0.1:3001/mf-manifest.json' } },
  },
};

describe('the areas files the worker keeps', () => {
  const bases = areaBasesOf(registry, registryUrl);

  it('are the folders of every manifest the registry names, versioned when the path names the version', () => {
    expect(bases).toEqual([
      { base: 'https://duality.example/cdn/builder/2.0.0/', versioned: true },
      { base: 'https://duality.example/cdn/builder/2.1.0/', versioned: true },
      { base: 'https://duality.example/cdn/builder/1.0.0/', versioned: true },
      { base: 'http://127.0.0.1:3001/', versioned: false },
    ]);
    expect(areaBasesOf(null, registryUrl)).toEqual([]);
    expect(areaBasesOf({ areas: { builder: { stable: { version: 1 } } } }, registryUrl)).toEqual([]);
  });

  it('are served from the cache first when immutable, from the network first otherwise', () => {
    const released = new URL('https://duality.example/cdn/builder/2.0.0/remoteEntry.js');
    expect(isImmutableAreaFile(released, areaBaseOf(released, bases)!)).toBe(true);
    const hashed = new URL('http://127.0.0.1:3001/static/js/async/2.ccdfe98306.js');
    expect(isImmutableAreaFile(hashed, areaBaseOf(hashed, bases)!)).toBe(true);
    const entry = new URL('http://127.0.0.1:3001/remoteEntry.js');
    expect(isImmutableAreaFile(entry, areaBaseOf(entry, bases)!)).toBe(false);
    const manifest = new URL('http://127.0.0.1:3001/mf-manifest.json');
    expect(isImmutableAreaFile(manifest, areaBaseOf(manifest, bases)!)).toBe(false);
  });

  it('never include a backend response, even under a folder the registry names', () => {
    const backend = 'http://127.0.0.1:3001';
    for (const path of [
      '/rest/v1/characters?select=*',
      '/auth/v1/token',
      '/realtime/v1/websocket',
      '/functions/v1/invite',
      '/storage/v1/object/public/static/js/x.12345678.js',
    ]) {
      const url = new URL(path, backend);
      expect(mayBeAreaFile(url), path).toBe(false);
      expect(areaBaseOf(url, bases), path).toBeUndefined();
    }
  });

  it('are only files under a named folder', () => {
    expect(mayBeAreaFile(new URL('https://cdn.example/other/static/js/a.12345678.js'))).toBe(true);
    expect(areaBaseOf(new URL('https://cdn.example/other/static/js/a.12345678.js'), bases)).toBeUndefined();
    expect(mayBeAreaFile(new URL('https://duality.example/api/things'))).toBe(false);
  });
});

describe('the start-up documents and the pages offline', () => {
  it('knows the registry and the config by their URL, whatever the query', () => {
    const config = 'https://duality.example/config.json';
    expect(isStartupDocument(new URL('https://duality.example/remotes.json?x=1'), registryUrl, config)).toBe(
      true,
    );
    expect(isStartupDocument(new URL(config), registryUrl, config)).toBe(true);
    expect(isStartupDocument(new URL('https://other.example/remotes.json'), registryUrl, config)).toBe(false);
  });

  it('stands in the prerendered page of a path, else the frame an area fills', () => {
    const precached = new Set(['index.html', 'about/index.html', '200.html']);
    expect(shellPageFor('/', precached)).toBe('index.html');
    expect(shellPageFor('/about', precached)).toBe('about/index.html');
    expect(shellPageFor('/about/', precached)).toBe('about/index.html');
    expect(shellPageFor('/character/42', precached)).toBe('200.html');
    expect(shellPageFor('/builder', precached)).toBe('200.html');
  });
});
