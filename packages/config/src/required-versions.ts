// What version of each shared workspace package an app really needs: the lowest that provides what it
// imports, not the version it happened to be built against. A remote runs on the shell's copy of every
// singleton, so requiring `^<built version>` would make every area wait for a shell release whenever a shared
// package gained anything, used or not.
//  - What it imports: every import of a shared module (named, type-only, namespace, re-export, dynamic) in the
//    app's own source, and in the workspace code it bundles (area-kit, `@duality/stores/react`, ...), followed
//    through relative imports; tests are left out.
//  - What provides it: the package's recorded surface (`surface.json`, packages/config/src/surface) says, per
//    name, since which version it has been what it is now (`since`) and which of the package's other names
//    its type mentions (`uses`: a function returning a row needs the row as it is now, too).
//  - The requirement: the latest `since` among the names used and what they mention, up to the next major of
//    the built version (`^9.0.0`, or `>=8.2.0 <10.0.0` when nothing used changed in 9.0.0). With no record
//    for the installed version (a change not recorded yet), `^<built version>`, as before.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** The names imported of each shared module; `all` when the whole module is taken (`import *`, `import()`). */
export type ModuleImports = Map<string, Set<string> | 'all'>;

const isTest = (file: string) => /\.(test|spec|stories)\.tsx?$/.test(file) || /\/(test|tests)\//.test(file);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !isTest(f) && statSync(f).isFile())
    .sort();
}

function resolveRelative(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

/** A workspace module's source file (`@duality/ui/forms` -> packages/ui/src/forms/index.ts), read from its exports. */
function resolveWorkspace(appDir: string, spec: string): string | null {
  const [scope, name, ...rest] = spec.split('/');
  const pkgDir = join(appDir, 'node_modules', scope!, name!);
  const manifest = join(pkgDir, 'package.json');
  if (!existsSync(manifest)) return null;
  const { exports = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  const target = exports[rest.length ? `./${rest.join('/')}` : '.'];
  return typeof target === 'string' && /\.tsx?$/.test(target) ? join(pkgDir, target) : null;
}

/**
 * Every import of the `shared` modules by the files under `sourceDir` and by the workspace code they bundle.
 * `appDir` is where the app's dependencies are linked (its node_modules).
 */
export function sharedImports(appDir: string, sourceDir: string, shared: ReadonlySet<string>): ModuleImports {
  const imports: ModuleImports = new Map();
  const take = (module: string, names: readonly string[] | 'all') => {
    const had = imports.get(module);
    if (had === 'all') return;
    if (names === 'all') imports.set(module, 'all');
    else imports.set(module, new Set([...(had ?? []), ...names]));
  };
  const seen = new Set<string>();
  const queue = sourceFiles(sourceDir);
  const follow = (from: string, spec: string, names: readonly string[] | 'all') => {
    if (shared.has(spec)) return take(spec, names);
    const file = spec.startsWith('.')
      ? resolveRelative(from, spec)
      : spec.startsWith('@duality/')
        ? resolveWorkspace(appDir, spec)
        : null;
    if (file && !seen.has(file)) queue.push(file);
  };
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        const names: string[] = [];
        let all = false;
        if (clause?.name) names.push('default');
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) all = true;
        if (bindings && ts.isNamedImports(bindings))
          for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
        follow(file, node.moduleSpecifier.text, all ? 'all' : names);
      } else if (
        ts.isExportDeclaration(node) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const clause = node.exportClause;
        const names =
          clause && ts.isNamedExports(clause)
            ? clause.elements.map((el) => (el.propertyName ?? el.name).text)
            : ('all' as const);
        follow(file, node.moduleSpecifier.text, names);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        follow(file, node.arguments[0].text, 'all');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return imports;
}

interface Recorded {
  version: string;
  entries: Record<string, Record<string, string>>;
  since?: Record<string, string>;
  uses?: Record<string, string[]>;
}

type Triple = [number, number, number];
const parse = (v: string): Triple => v.split('.').map(Number) as Triple;
const compareVersions = (a: string, b: string): number => {
  const [x, y] = [parse(a), parse(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};
const later = (a: string, b: string): string => (compareVersions(a, b) >= 0 ? a : b);
const earlier = (a: string, b: string): string => (compareVersions(a, b) <= 0 ? a : b);

/** Names as the record keys them (`./react useSession`; the main entry is just `name`). */
const labelOf = (entry: string, name: string) => (entry === '.' ? name : `${entry} ${name}`);

/**
 * The range of versions of the package in `pkgDir` that provide what `names` takes of its `entry`, given the
 * version installed (built against). See the header.
 */
export function requiredRange(
  pkgDir: string,
  entry: string,
  names: ReadonlySet<string> | 'all',
  installed: string,
): string {
  const file = join(pkgDir, 'surface.json');
  const fallback = `^${installed}`;
  if (!existsSync(file)) return fallback;
  const record = JSON.parse(readFileSync(file, 'utf8')) as Recorded;
  if (record.version !== installed || !record.since) return fallback;
  const since = record.since;
  const uses = record.uses ?? {};
  const wanted = names === 'all' ? Object.keys(record.entries[entry] ?? {}) : [...names];
  let lowest: string | null = null;
  const done = new Set<string>();
  const need = (key: string) => {
    if (done.has(key)) return;
    done.add(key);
    // A name the record does not know (a default import, a name added since): what was built against.
    const version = since[key] ?? installed;
    lowest = lowest === null ? version : later(lowest, version);
    for (const other of uses[key] ?? []) need(other);
  };
  for (const name of wanted) need(labelOf(entry, name));
  // A module imported for its effects only needs the entry to exist: its oldest name's version.
  if (lowest === null) {
    const prefix = entry === '.' ? null : `${entry} `;
    const ofEntry = Object.entries(since).filter(([key]) =>
      prefix ? key.startsWith(prefix) : !key.includes(' '),
    );
    lowest = ofEntry.map(([, v]) => v).reduce(earlier, installed);
  }
  const major = parse(installed)[0];
  const found: string = lowest;
  return parse(found)[0] === major ? `^${found}` : `>=${found} <${major + 1}.0.0`;
}
