// Contracts that hold across versions. The mount contract lives in @duality/platform, the bus events and
// their schemas in @duality/bus, and every shared package has a real version with additive-only changes
// inside a major (a new export or event is a minor bump; removing one, or changing it so a caller may not fit,
// is a major bump). Each app records in its mf-manifest.json what it was built against: per shared module, the
// version it bundles and the range it requires (for our packages the lowest version that provides what it
// imports, up to the next major: packages/config/src/required-versions.ts). The shell's copy of a singleton wins on the page, so a remote is
// compatible with a shell when every shared module the shell provides lies inside the remote's range, and
// when both were built with the same version of the federation runtime: a remote runs on the core of the
// shell's runtime (it is built without its own, packages/config/README.md), and its container code is
// generated for the version it was built with. The manifest names that version as the plugin's
// (`metaData.pluginVersion`; Module Federation versions its packages together). `release` refuses a remote
// that fails this against the production shell.
import type { FederationManifest } from './federation-manifest';

type Triple = [number, number, number];

function parseVersion(version: string): Triple | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

const compare = (a: Triple, b: Triple): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * True when `version` lies in `range`. Understands the ranges the apps declare: `^x.y.z` (same major, or for
 * 0.x the same minor, at least x.y.z), `~x.y.z`, `>=`, `>`, `<=`, `<`, an exact version, `*`, and several
 * comparators separated by spaces, all of which must hold (`>=8.2.0 <10.0.0`: what a remote needs when
 * nothing it uses changed in the last major, packages/config/src/required-versions.ts).
 */
export function satisfiesRange(version: string, range: string): boolean {
  const v = parseVersion(version);
  const r = range.trim();
  if (r === '*' || r === '') return true;
  if (!v) return false;
  return r.split(/\s+/).every((comparator) => satisfiesComparator(v, comparator));
}

function satisfiesComparator(v: Triple, comparator: string): boolean {
  const op = /^(\^|~|>=|<=|>|<)?(.*)$/.exec(comparator)!;
  const base = parseVersion(op[2] ?? '');
  if (!base) return false;
  const order = compare(v, base);
  switch (op[1]) {
    case '^':
      if (order < 0) return false;
      if (base[0] > 0) return v[0] === base[0];
      if (base[1] > 0) return v[0] === 0 && v[1] === base[1];
      return order === 0;
    case '~':
      return order >= 0 && v[0] === base[0] && v[1] === base[1];
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

/** Why a remote cannot run in a shell: one sentence per mismatch, naming both versions; empty when it can. */
export function incompatibilities(remote: FederationManifest, shell: FederationManifest): string[] {
  const provided = new Map(shell.shared.map((m) => [m.name, m]));
  const problems: string[] = [];
  const runtime = { remote: remote.metaData.pluginVersion, shell: shell.metaData.pluginVersion };
  if (runtime.remote !== runtime.shell)
    problems.push(
      `the federation runtime: the remote was built with ${runtime.remote} and runs on the shell's, which is ${runtime.shell}`,
    );
  for (const needed of remote.shared) {
    const host = provided.get(needed.name);
    // A module the shell does not share travels with the remote (area-kit, say, which only areas use).
    if (!host) continue;
    if (!satisfiesRange(host.version, needed.requiredVersion))
      problems.push(
        `${needed.name}: the remote was built against ${needed.version} and needs ${needed.requiredVersion}, the shell provides ${host.version}`,
      );
  }
  return problems;
}
