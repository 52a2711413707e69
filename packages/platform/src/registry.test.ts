import { describe, expect, it } from 'vitest';
import { fetchRegistry, makeRegistry, parseRegistry, RegistryError } from './registry';

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

  it('fetches without cache and reports HTTP and JSON failures clearly', async () => {
    const calls: RequestInit[] = [];
    const ok = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response(JSON.stringify(good));
    }) as unknown as typeof fetch;
    await expect(fetchRegistry('/remotes.json', ok)).resolves.toEqual(good);
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
