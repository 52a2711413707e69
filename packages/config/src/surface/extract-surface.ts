// A shared package's public surface, read from its source by the TypeScript compiler: for every entry in its
// package.json `exports` (the ones that are TypeScript), every exported name with what the type checker says
// it is (a value's type, an interface's members, a type alias expanded one level). Two surfaces that print
// the same are the same contract; a name printed differently is judged by the checker (compare-surface.ts),
// not by its text. We print from the checker rather than diff source text, so reformatting and comments do
// not count, and a change in an inferred type does.
// A type declared in the repository outside every versioned package (the database's types, generated from
// the migrations into supabase/types) is recorded by where it comes from, not by its structure: its contract
// is its own (the migration chain), and a new column must not read as a change of the package that names it.
// Why not api-extractor: it needs built `.d.ts` files and one run per entry; our packages ship source, and
// one compiler program over every entry of every package takes a few seconds.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { canonicalType } from './canonical-type';

/** Code-unit order, the same in every locale (localeCompare's is not). */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Exported name → its printed signature, per entry (`.`, `./react`, ...). */
export type Surface = Record<string, Record<string, string>>;

/** What the comparison needs of one export beyond its text (never recorded: read from the source each time). */
export interface ExportDetail {
  /** The file that declares it (absolute), where its recorded text is read back for the comparison. */
  file: string;
  /** Its doc comment says `@output`: callers only read it, so it may gain what callers do not have to give. */
  output: boolean;
  /** Its doc comment says `@input`: callers only build it (options they pass), so it may widen. */
  input: boolean;
  /** The package's other exports its full printed type names, as labels (`Row`, `./react useRow`). */
  uses: string[];
}

/** Per package, `label` (the main entry's `name`, else `entry name`) → its details. */
export type SurfaceDetails = Map<string, Map<string, ExportDetail>>;

/** Names as `entry name` (`./react useSession`; the main entry is just `name`). */
export const label = (entry: string, name: string): string => (entry === '.' ? name : `${entry} ${name}`);

export interface PackageInfo {
  name: string;
  version: string;
  dir: string;
  /** Entry key (`.`, `./react`) → absolute path of its TypeScript source. */
  entries: Record<string, string>;
}

/**
 * The package.json facts the surface needs; non-TypeScript entries (CSS, JSON) are not part of it, nor are
 * entries into the package's `test/` folder (`./testing`): helpers for tests, which no app imports at run
 * time (lint keeps application code off them), so no caller in production depends on their shape.
 */
export function readPackage(dir: string): PackageInfo {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    exports?: Record<string, string>;
  };
  const entries: Record<string, string> = {};
  for (const [key, target] of Object.entries(pkg.exports ?? {})) {
    if (/\.tsx?$/.test(target) && !target.startsWith('./test/')) entries[key] = join(dir, target);
  }
  return { name: pkg.name, version: pkg.version, dir, entries };
}

const flags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.InTypeAlias |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

/**
 * What the checker prints for a type, in canonical form (canonical-type.ts) and free of machine paths: the
 * same text on every machine, whatever order the program met its files in.
 */
function printed(checker: ts.TypeChecker, type: ts.Type, at: ts.Node | undefined, root: string): string {
  return canonicalType(normalize(checker.typeToString(type, at, flags), root));
}

/**
 * One compiler program for all the packages at once (they import each other; the checker is shared). The
 * packages and their entries are read in the order given, and the compiler reads the disk through `system`
 * (`ts.sys` unless a test hands another): neither order may change the result (canonical-type.ts).
 */
export function extractSurfaces(
  packages: readonly PackageInfo[],
  tsconfig: string,
  root: string,
  system: ts.System = ts.sys,
): Map<string, Surface> {
  return readSurfaces(packages, tsconfig, root, system).surfaces;
}

export interface ReadSurfaces {
  surfaces: Map<string, Surface>;
  details: SurfaceDetails;
  /** The options the program was made with (the comparison's program uses the same). */
  options: ts.CompilerOptions;
}

/** The tsconfig's compiler options, read through `system`. */
export function compilerOptions(tsconfig: string, system: ts.System): ts.CompilerOptions {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...system,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${tsconfig}`);
  return { ...config.options, noEmit: true };
}

/** A compiler host that lists folders through `system` (so a test can hand another order). */
export function compilerHost(options: ts.CompilerOptions, system: ts.System): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  host.getDirectories = (path) => system.getDirectories(path);
  host.directoryExists = (path) => system.directoryExists(path);
  host.readDirectory = (...args) => system.readDirectory(...args);
  return host;
}

/** The surfaces and, per export, what the comparison needs (its file, whether it is an output, its uses). */
export function readSurfaces(
  packages: readonly PackageInfo[],
  tsconfig: string,
  root: string,
  system: ts.System = ts.sys,
): ReadSurfaces {
  const options = compilerOptions(tsconfig, system);
  const roots = packages.flatMap((p) => Object.values(p.entries));
  const program = ts.createProgram(roots, options, compilerHost(options, system));
  const checker = program.getTypeChecker();
  const versionedDirs = packages.map((p) => `${p.dir}/`);
  const ownedElsewhere = (file: string): string | null =>
    file.startsWith(`${root}/`) &&
    !file.includes('/node_modules/') &&
    !versionedDirs.some((dir) => file.startsWith(dir))
      ? file.slice(root.length + 1)
      : null;
  const surfaces = new Map<string, Surface>();
  const details: SurfaceDetails = new Map();
  for (const pkg of packages) {
    const surface: Surface = {};
    const full = new Map<string, { text: string; detail: Omit<ExportDetail, 'uses'> }>();
    for (const [entry, file] of Object.entries(pkg.entries)) {
      const source = program.getSourceFile(file);
      if (!source) throw new Error(`${pkg.name}: entry ${entry} (${file}) is not in the program`);
      const moduleSymbol = checker.getSymbolAtLocation(source);
      const names: Record<string, string> = {};
      for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        const decl = symbol.declarations?.[0];
        const declFile = decl?.getSourceFile().fileName ?? file;
        const elsewhere = ownedElsewhere(declFile);
        const text = elsewhere
          ? `${symbol.flags & ts.SymbolFlags.Value ? 'value' : 'type'} from ${elsewhere}`
          : describe(checker, symbol, source, root);
        names[exported.name] = abbreviate(text);
        const tagged = (tag: string) =>
          decl ? ts.getJSDocTags(decl).some((t) => t.tagName.text === tag) : false;
        full.set(label(entry, exported.name), {
          text,
          detail: { file: declFile, output: tagged('output'), input: tagged('input') },
        });
      }
      surface[entry] = sortedKeys(names);
    }
    surfaces.set(pkg.name, sortedKeys(surface));
    details.set(pkg.name, withUses(full));
  }
  return {
    surfaces: new Map([...surfaces].sort(([a], [b]) => byText(a, b))),
    details,
    options,
  };
}

/**
 * Which of the package's other exports each export's full printed type names: any identifier in its text
 * that is the name of one (a member called the same counts too, which only makes a requirement stricter).
 */
function withUses(
  full: Map<string, { text: string; detail: Omit<ExportDetail, 'uses'> }>,
): Map<string, ExportDetail> {
  const labelsByName = new Map<string, string[]>();
  for (const key of full.keys()) {
    const name = key.includes(' ') ? key.slice(key.indexOf(' ') + 1) : key;
    labelsByName.set(name, [...(labelsByName.get(name) ?? []), key]);
  }
  const result = new Map<string, ExportDetail>();
  for (const [key, { text, detail }] of full) {
    const uses = new Set<string>();
    for (const word of text.match(/[A-Za-z_$][\w$]*/g) ?? [])
      for (const other of labelsByName.get(word) ?? []) if (other !== key) uses.add(other);
    result.set(key, { ...detail, uses: [...uses].sort(byText) });
  }
  return result;
}

/** The same record with its keys in code-unit order, so the file written is the same whatever was read first. */
function sortedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => byText(a, b)));
}

function describe(checker: ts.TypeChecker, symbol: ts.Symbol, at: ts.Node, root: string): string {
  const decl = symbol.declarations?.[0] ?? at;
  const parts: string[] = [];
  if (symbol.flags & ts.SymbolFlags.Class) {
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    parts.push(`class ${typeParams(decl)}${members(checker, declared, decl, root)}`);
    parts.push(`static ${printed(checker, checker.getTypeOfSymbolAtLocation(symbol, decl), decl, root)}`);
  } else if (symbol.flags & ts.SymbolFlags.Value) {
    parts.push(printed(checker, checker.getTypeOfSymbolAtLocation(symbol, decl), decl, root));
  }
  if (symbol.flags & ts.SymbolFlags.Interface) {
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    parts.push(`interface ${typeParams(decl)}${members(checker, declared, decl, root)}`);
  } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
    parts.push(
      `type ${typeParams(decl)}= ${printed(checker, checker.getDeclaredTypeOfSymbol(symbol), decl, root)}`,
    );
  }
  return parts.join(' & ') || 'namespace';
}

/** The declared type parameters (`<K extends HomebrewKind = HomebrewKind>`), as written. */
function typeParams(decl: ts.Node): string {
  const params =
    ts.isInterfaceDeclaration(decl) || ts.isTypeAliasDeclaration(decl) || ts.isClassDeclaration(decl)
      ? decl.typeParameters
      : undefined;
  return params && params.length > 0 ? `<${params.map((p) => p.getText()).join(', ')}> ` : '';
}

/**
 * An object type's members, each `name: type` (`name?:` when optional), its call signatures (overloads) and
 * index signatures, each group sorted by its canonical text.
 */
function members(checker: ts.TypeChecker, type: ts.Type, at: ts.Node, root: string): string {
  const props = checker.getPropertiesOfType(type).map((p) => {
    const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${p.name}${optional}: ${printed(checker, checker.getTypeOfSymbolAtLocation(p, at), at, root)}`;
  });
  const calls = type
    .getCallSignatures()
    .map((s) => canonicalType(normalize(checker.signatureToString(s, at, flags), root)));
  const index = checker
    .getIndexInfosOfType(type)
    .map(
      (i) => `[key: ${printed(checker, i.keyType, undefined, root)}]: ${printed(checker, i.type, at, root)}`,
    );
  return `{ ${[...calls.sort(byText), ...index.sort(byText), ...props.sort(byText)].join('; ')} }`;
}

/**
 * The checker names a type it cannot name otherwise by its file (`import("/abs/path/node_modules/.pnpm/
 * zod@4.6.7/node_modules/zod/v4/core")`): the record must not depend on where the repository is checked out
 * or on pnpm's store layout, so paths are made relative to the repository and packages named by their
 * package path.
 */
export function normalize(signature: string, root: string): string {
  return signature
    .replace(/import\("(?:[^"]*\/)?node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/g, 'import("')
    .replaceAll(`import("${root}/`, 'import("');
}

/**
 * Longest signature kept whole in the record; a zod schema's inferred type can run to megabytes. A change of
 * one kept whole is judged by the checker; of one kept as a digest, it cannot be read back, so it is major.
 */
export const MAX_SIGNATURE = 2000;

/**
 * A long signature is kept as its start plus a digest of the whole: a change anywhere in it still changes
 * the recorded text (so it still counts as a change), and the report stays readable in a diff.
 */
export function abbreviate(signature: string): string {
  if (signature.length <= MAX_SIGNATURE) return signature;
  const digest = createHash('sha256').update(signature).digest('hex').slice(0, 16);
  return `${signature.slice(0, 200)}… (${signature.length} characters, sha256 ${digest})`;
}
