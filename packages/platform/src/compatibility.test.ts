import { describe, expect, it } from 'vitest';
import { incompatibilities, satisfiesRange } from './compatibility';
import type { FederationManifest } from './federation-manifest';

const manifest = (
  name: string,
  shared: [string, string, string][],
  federationRuntime = '2.9.2',
): FederationManifest => ({
  name,
  metaData: { buildInfo: { buildVersion: '1.0.0' }, pluginVersion: federationRuntime },
  shared: shared.map(([n, version, requiredVersion]) => ({
    name: n,
    version,
    requiredVersion,
    singleton: true,
  })),
});

describe('satisfiesRange', () => {
  it.each([
    ['1.4.0', '^1.2.0', true],
    ['1.1.9', '^1.2.0', false],
    ['2.0.0', '^1.2.0', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['1.2.9', '~1.2.0', true],
    ['1.3.0', '~1.2.0', false],
    ['3.0.0', '>=1.0.0', true],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['19.2.0', '*', true],
    ['8.2.0', '>=8.2.0 <10.0.0', true],
    ['9.4.1', '>=8.2.0 <10.0.0', true],
    ['10.0.0', '>=8.2.0 <10.0.0', false],
    ['8.1.9', '>=8.2.0 <10.0.0', false],
    ['2.0.0', '>1.0.0 <=2.0.0', true],
    ['1.0.0', '>1.0.0 <=2.0.0', false],
    ['not-a-version', '^1.0.0', false],
  ])('%s in %s is %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });
});

describe('incompatibilities', () => {
  const shell = manifest('shell', [
    ['@duality/bus', '1.1.0', '^1.1.0'],
    ['react', '19.2.0', '^19.2.0'],
  ]);

  it('accepts a remote built against the same or an older minor', () => {
    const remote = manifest('mf_builder', [
      ['@duality/bus', '1.0.0', '^1.0.0'],
      ['react', '19.2.0', '^19.2.0'],
      ['left-pad', '1.0.0', '^1.0.0'],
    ]);
    expect(incompatibilities(remote, shell)).toEqual([]);
  });

  it('names the package and both versions when the shell is too old or a major apart', () => {
    const newer = manifest('mf_builder', [['@duality/bus', '1.2.0', '^1.2.0']]);
    expect(incompatibilities(newer, shell)).toEqual([
      '@duality/bus: the remote was built against 1.2.0 and needs ^1.2.0, the shell provides 1.1.0',
    ]);
    expect(incompatibilities(manifest('r', [['react', '20.0.0', '^20.0.0']]), shell)[0]).toMatch(
      /react: .* 20\.0\.0 .* the shell provides 19\.2\.0/,
    );
  });

  it("refuses a remote built with another federation runtime than the shell's, naming both versions", () => {
    const remote = manifest('mf_builder', [['react', '19.2.0', '^19.2.0']], '2.10.0');
    expect(incompatibilities(remote, shell)).toEqual([
      "the federation runtime: the remote was built with 2.10.0 and runs on the shell's, which is 2.9.2",
    ]);
  });

  it('lets a module the shell does not share travel with the remote', () => {
    const remote = manifest('mf_builder', [['@duality/area-kit', '1.0.0', '^1.0.0']]);
    expect(incompatibilities(remote, shell)).toEqual([]);
  });
});
