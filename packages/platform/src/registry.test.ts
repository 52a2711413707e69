import { describe, expect, it } from 'vitest';
import { fetchRegistry, makeRegistry, manifestUrl, parseRegistry, RegistryError } from './registry';

const good = {
  schemaVersion: 1,
  revision: 'r1',
  areas: { character: { stable: { version: '0.1.0', manifest: 'http://localhost:3001/mf-manifest.json' } } },
};

describe('registry', () => {
  it('parses a valid document', () => {
    expect(parseRegistry(good).areas.character?.stable.version).toBe('0.1.0');
  });

  it('names the bad field of an invalid document', () => {
    expect(() =>
      parseRegistry({ ...good, areas: { character: { stable: { version: '', manifest: 'x' } } } }),
    ).toThrow(/areas\.character\.stable\.(version|manifest)/);
    expect(() => parseRegistry({ ...good, areas: { wizardry: good.areas.character } })).toThrow(
      RegistryError,
    );
    expect(() => parseRegistry({ ...good, extra: true })).toThrow(RegistryError);
  });

  it('reads a version 1 document as version 2 without canaries', () => {
    expect(parseRegistry(good)).toEqual({
      schemaVersion: 2,
      revision: 'r1',
      areas: { character: { stable: good.areas.character.stable, previous: [] } },
    });
    expect(() => parseRegistry({ ...good, schemaVersion: 3 })).toThrow(/schemaVersion/);
  });

  it('reads a canary with its percent and allow-list, and rejects a percent out of range', () => {
    const stable = { version: '1.0.0', manifest: '/cdn/builder/1.0.0/mf-manifest.json' };
    const canary = { version: '2.0.0', manifest: '/cdn/builder/2.0.0/mf-manifest.json', percent: 10 };
    const doc = { schemaVersion: 2, revision: 'r2', areas: { builder: { stable, canary } } };
    expect(parseRegistry(doc).areas.builder?.canary).toEqual({ ...canary, allow: [] });
    const tooMany = { ...doc, areas: { builder: { stable, canary: { ...canary, percent: 101 } } } };
    expect(() => parseRegistry(tooMany)).toThrow(/areas\.builder\.canary\.percent/);
    // zod/mini has no messages of its own: the English ones classic zod gives are registered for it.
    expect(() => parseRegistry(tooMany)).toThrow(
      'areas.builder.canary.percent: Too big: expected number to be <=100',
    );
    const relative = { ...doc, areas: { builder: { stable: { ...stable, manifest: 'cdn/x' } } } };
    expect(() => parseRegistry(relative)).toThrow(/areas\.builder\.stable\.manifest/);
  });

  it('resolves a manifest path against the registry URL', () => {
    const entry = { version: '2', manifest: '/cdn/builder/2/mf-manifest.json' };
    expect(manifestUrl(entry, 'http://localhost:3000/remotes.json')).toBe(
      'http://localhost:3000/cdn/builder/2/mf-manifest.json',
    );
  });

  it('fetches without cache and reports HTTP and JSON failures clearly', async () => {
    const calls: RequestInit[] = [];
    const ok = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response(JSON.stringify(good));
    }) as unknown as typeof fetch;
    await expect(fetchRegistry('/remotes.json', ok)).resolves.toEqual(parseRegistry(good));
    expect(calls[0]?.cache).toBe('no-store');

    const missing = (async () => new Response('nope', { status: 404 })) as unknown as typeof fetch;
    await expect(fetchRegistry('/remotes.json', missing)).rejects.toThrow('answered 404');
    const garbled = (async () => new Response('{')) as unknown as typeof fetch;
    await expect(fetchRegistry('/remotes.json', garbled)).rejects.toThrow('not valid JSON');
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchRegistry('/remotes.json', down)).rejects.toThrow('could not be reached');
  });

  it('makes a registry whose manifests sit at each base URL', () => {
    const r = makeRegistry('dev', { builder: { version: '1.2.3', baseUrl: 'http://127.0.0.1:4002/' } });
    expect(parseRegistry(r).areas.builder?.stable.manifest).toBe('http://127.0.0.1:4002/mf-manifest.json');
    expect(r.areas.character).toBeUndefined();
  });
});
