// The area definition (areas.ts: names, prefixes, and `areaApps`) against what it cannot reach by import:
// the app folders on disk (which the lint rules read), each folder's package name, the product server's port
// layout and the database's check on load reports. Adding an area without one of these fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedOnDemand } from '@duality/config/federation';
import { areaApps, areaNames, areaPreloadedShared, federationName } from './areas';
import { appFolders, defaultPorts } from './node/serve-product';

const repoRoot = join(import.meta.dirname, '../../..');

describe('the area definition', () => {
  it('names exactly the mf-* app folders of the repository, each with its package', () => {
    const onDisk = readdirSync(repoRoot, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name.startsWith('mf-'))
      .map((e) => e.name)
      .sort();
    expect(onDisk).toEqual(areaNames.map((area) => areaApps[area].folder).sort());
    for (const area of areaNames) {
      const folder = areaApps[area].folder;
      expect(appFolders[area]).toBe(folder);
      const pkg = JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8')) as {
        name: string;
      };
      expect(pkg.name).toBe(`@duality/${folder}`);
      // The remote's build config takes its federation name and port from the definition.
      const config = readFileSync(join(repoRoot, folder, 'rsbuild.config.ts'), 'utf8');
      expect(config, folder).toContain(`name: federationName('${area}')`);
      expect(config, folder).toContain(`port: areaApps.${area}.port`);
      expect(existsSync(join(repoRoot, folder, 'src/lifecycles.tsx')), folder).toBe(true);
    }
    expect(federationName('character')).toBe('mf_character');
  });

  it('preloads for an area only modules the build loads on demand (the others come with every area)', () => {
    for (const area of areaNames)
      for (const key of areaPreloadedShared[area])
        expect(sharedOnDemand as readonly string[], `${area}: ${key}`).toContain(key);
  });

  it('gives the areas the ports after the shell, in area order, as the product server serves them', () => {
    areaNames.forEach((area, i) => {
      expect(areaApps[area].port).toBe(defaultPorts.shell + 1 + i);
      expect(defaultPorts[area]).toBe(areaApps[area].port);
    });
  });

  it('is the list the database accepts load reports for (the last migration that says it)', () => {
    const dir = join(repoRoot, 'supabase/migrations');
    const lists = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/area in \(([^)]*)\)/g)])
      .map((m) => [...m[1]!.matchAll(/'([^']+)'/g)].map((q) => q[1]));
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.at(-1)).toEqual([...areaNames]);
  });
});
