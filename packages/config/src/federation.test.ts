import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertSharedDependenciesDeclared, sharedFor } from './federation';

const root = join(import.meta.dirname, '../../..');
const apps = ['shell', 'mf-account', 'mf-builder', 'mf-campaign', 'mf-character', 'mf-homebrew', 'e2e'];

function writePackage(dir: string, dependencies: Record<string, string>) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ dependencies }));
}

describe('assertSharedDependenciesDeclared', () => {
  it.each(apps)('%s declares every shared package its workspace packages use', (app) => {
    const appDir = join(root, app);
    const { dependencies = {} } = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    expect(() => assertSharedDependenciesDeclared(appDir, new Set(Object.keys(dependencies)))).not.toThrow();
  });

  it('names the package an app must add when a workspace package it uses needs a shared one', () => {
    const appDir = mkdtempSync(join(tmpdir(), 'shared-deps-'));
    writePackage(appDir, { '@duality/area-kit': 'workspace:*' });
    writePackage(join(appDir, 'node_modules/@duality/area-kit'), { '@duality/stores': 'workspace:*' });
    expect(() => assertSharedDependenciesDeclared(appDir, new Set(['@duality/area-kit']))).toThrow(
      /@duality\/area-kit uses @duality\/stores.*add @duality\/stores to the app's dependencies/,
    );
  });
});

describe('sharedFor, eager', () => {
  const shell = join(root, 'shell');

  it('marks the named modules eager and leaves the others lazy', () => {
    const shared = sharedFor(shell, { eager: ['react', '@duality/ui'] });
    expect(shared.react!.eager).toBe(true);
    expect(shared['@duality/ui']!.eager).toBe(true);
    expect(shared['@duality/stores']!.eager).toBe(false);
  });

  it('refuses a module the app does not share (a typo would otherwise do nothing)', () => {
    expect(() => sharedFor(shell, { eager: ['@duality/uii'] })).toThrow(
      /@duality\/uii is not a module the app shares/,
    );
  });
});
