import { describe, expect, it } from 'vitest';
import { remoteEntryLocation } from './remote-entry';

const manifest = (metaData: Record<string, unknown>) => ({
  id: 'mf_builder',
  metaData: { globalName: 'mf_builder', publicPath: 'auto', ...metaData },
});
const at = 'https://cdn.example/cdn/builder/2.0.0/mf-manifest.json';

describe('remoteEntryLocation', () => {
  it('puts the entry beside the manifest when the public path is auto', () => {
    const m = manifest({ remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } });
    expect(remoteEntryLocation(m, at)).toEqual({
      entry: 'https://cdn.example/cdn/builder/2.0.0/remoteEntry.js',
      entryGlobalName: 'mf_builder',
      type: 'global',
    });
  });

  it('follows an entry folder and an explicit public path, absolute or relative to the manifest', () => {
    const inFolder = manifest({ remoteEntry: { name: 'remoteEntry.js', path: '/entry/', type: 'global' } });
    expect(remoteEntryLocation(inFolder, at).entry).toBe(
      'https://cdn.example/cdn/builder/2.0.0/entry/remoteEntry.js',
    );
    const elsewhere = manifest({
      publicPath: 'https://static.example/builder/',
      remoteEntry: { name: 'remoteEntry.js', path: '' },
    });
    expect(remoteEntryLocation(elsewhere, at)).toMatchObject({
      entry: 'https://static.example/builder/remoteEntry.js',
      type: 'global',
    });
    const sibling = manifest({ publicPath: '../2.1.0/', remoteEntry: { name: 'remoteEntry.js', path: '' } });
    expect(remoteEntryLocation(sibling, at).entry).toBe(
      'https://cdn.example/cdn/builder/2.1.0/remoteEntry.js',
    );
  });

  it('refuses a document that does not say where the entry is, naming the manifest and the field', () => {
    expect(() => remoteEntryLocation({ metaData: { globalName: 'mf_builder' } }, at)).toThrow(
      /mf-manifest\.json is not a Module Federation manifest[\s\S]*remoteEntry/,
    );
    expect(() => remoteEntryLocation('<html>', at)).toThrow(/not a Module Federation manifest/);
    const module = manifest({ remoteEntry: { name: 'remoteEntry.mjs', path: '', type: 'module' } });
    expect(() => remoteEntryLocation(module, at)).toThrow(/type/);
  });
});
