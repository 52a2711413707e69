import { describe, expect, it } from 'vitest';
import { areaBootFiles, providedKey, type StatsChunk } from './area-boot-files';

const provide = (key: string, version = '1.0.0') => ({
  moduleName: `provide shared module (default) ${key}@${version} = /repo/node_modules/${key}/index.js`,
});
const consume = (key: string) => ({
  moduleName: `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: /repo/${key}/index.js)`,
});
const dynamicImport = (request: string) => ({ moduleName: './src/x.ts', request });

// Shaped like the shell's build: the entry, its start-up chunk, a chunk two provided modules share, each
// provided module's own chunk and its consume-side fallback copy, a lazily loaded page, the game content.
const chunks: StatsChunk[] = [
  { id: 'entry', files: ['static/js/index.1.js', 'static/css/index.1.css'], size: 90, origins: [{}] },
  {
    id: 'boot',
    files: ['static/js/async/boot.2.js'],
    size: 50,
    origins: [{ moduleName: './src/index.ts', request: './bootstrap' }],
  },
  {
    id: 'common',
    files: ['static/js/async/common.3.js'],
    size: 30,
    origins: [
      { moduleName: './src/index.ts', request: './bootstrap' },
      provide('@duality/bus'),
      provide('@duality/platform'),
    ],
  },
  { id: 'react', files: ['static/js/async/react.4.js'], size: 20, origins: [provide('react', '19.3.1')] },
  { id: 'react-fallback', files: ['static/js/async/react.5.js'], size: 20, origins: [consume('react')] },
  { id: 'bus', files: ['static/js/async/bus.6.js'], size: 5, origins: [provide('@duality/bus')] },
  { id: 'big', files: ['static/js/async/big.7.js'], size: 900, origins: [provide('@supabase/supabase-js')] },
  { id: 'areas', files: ['static/js/async/areas.8.js'], size: 10, origins: [dynamicImport('./start-areas')] },
  { id: 'page', files: ['static/js/async/about.9.js'], size: 3, origins: [dynamicImport('./about-page')] },
  {
    id: 'content',
    files: ['static/js/async/content.10.js'],
    size: 2000,
    origins: [provide('@duality/rules/content', '4.1.0'), consume('@duality/rules/content')],
  },
  { id: 'consume-only', files: [], size: 1, origins: [consume('react'), dynamicImport('./bootstrap')] },
];

const options = { imports: ['./bootstrap', './start-areas'], onDemand: ['@duality/rules/content'] };

describe('areaBootFiles', () => {
  it('lists the start-up first, then the provided modules and the other imports largest first', () => {
    expect(areaBootFiles(chunks, options)).toEqual({
      js: [
        'static/js/async/boot.2.js',
        'static/js/async/common.3.js',
        'static/js/async/big.7.js',
        'static/js/async/react.4.js',
        'static/js/async/areas.8.js',
        'static/js/async/bus.6.js',
      ],
      css: [],
      onDemand: { '@duality/rules/content': { js: ['static/js/async/content.10.js'], css: [] } },
    });
  });

  it('leaves out the entry, the fallback copies, lazy pages and the modules loaded on demand (listed apart)', () => {
    const { js } = areaBootFiles(chunks, options);
    for (const file of ['index.1.js', 'react.5.js', 'about.9.js', 'content.10.js'])
      expect(js.some((f) => f.endsWith(file))).toBe(false);
    expect(areaBootFiles(chunks, { ...options, onDemand: [] }).js).toContain('static/js/async/content.10.js');
  });

  it('lists the styles of the chunks it takes', () => {
    const styled = chunks.map((c) =>
      c.id === 'areas' ? { ...c, files: [...c.files!, 'static/css/async/areas.8.css'] } : c,
    );
    expect(areaBootFiles(styled, options).css).toEqual(['static/css/async/areas.8.css']);
  });

  it('fails the build when a named import is not in it (renamed or removed)', () => {
    expect(() => areaBootFiles(chunks, { ...options, imports: ['./bootstrap', './start-area'] })).toThrow(
      /no dynamic import of \.\/start-area in the build/,
    );
  });
});

describe('providedKey', () => {
  it('reads the shared key of a provide origin, scoped names included', () => {
    expect(providedKey(provide('@duality/libs/router').moduleName)).toBe('@duality/libs/router');
    expect(providedKey(provide('react-dom/client', '19.3.1').moduleName)).toBe('react-dom/client');
    expect(providedKey(consume('react').moduleName)).toBeNull();
    expect(providedKey(undefined)).toBeNull();
  });
});
