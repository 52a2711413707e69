// A shared package's public surface, read from its source by the TypeScript compiler: for every entry in its
// package.json `exports` (the ones that are TypeScript), every exported name with what the type checker says
// it is (a value's type, an interface's members, a type alias expanded one level). Two surfaces that print
// the same are the same contract; a name gone or printed differently is a removal or a change (a major bump),
// a new name is an addition (a minor bump). We print from the checker rather than diff source text, so
// reformatting and comments do not count, and a change in an inferred type does.
// Why not api-extractor: it needs built `.d.ts` files and one run per entry; our packages ship source, and
// one compiler program over every entry of every package takes a few seconds.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Exported name → its printed signature, per entry (`.`, `./react`, ...). */
export type Surface = Record<string, Record<string, string>>;

export interface PackageInfo {
  name: string;
  version: string;
  dir: string;
  /** Entry key (`.`, `./react`) → absolute path of its TypeScript source. */
  entries: Record<string, string>;
}

/** The package.json facts the surface needs; non-TypeScript entries (CSS, JSON) are not part of it. */
export function readPackage(dir: string): PackageInfo {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    exports?: Record<string, string>;
  };
  const entries: Record<string, string> = {};
  for (const [key, target] of Object.entries(pkg.exports ?? {})) {
    if (/\.tsx?$/.test(target)) entries[key] = join(dir, target);
  }
  return { name: pkg.name, version: pkg.version, dir, entries };
}

const flags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.InTypeAlias |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** One compiler program for all the packages at once (they import each other; the checker is shared). */
export function extractSurfaces(
  packages: readonly PackageInfo[],
  tsconfig: string,
  root: string,
): Map<string, Surface> {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${tsconfig}`);
  const roots = packages.flatMap((p) => Object.values(p.entries));
  const program = ts.createProgram(roots, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const result = new Map<string, Surface>();
  for (const pkg of packages) {
    const surface: Surface = {};
    for (const [entry, file] of Object.entries(pkg.entries)) {
      const source = program.getSourceFile(file);
      if (!source) throw new Error(`${pkg.name}: entry ${entry} (${file}) is not in the program`);
      const moduleSymbol = checker.getSymbolAtLocation(source);
      const names: Record<string, string> = {};
      const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
      for (const symbol of [...exported].sort((a, b) => a.name.localeCompare(b.name))) {
        names[symbol.name] = abbreviate(normalize(describe(checker, symbol, source), root));
      }
      surface[entry] = names;
    }
    result.set(pkg.name, surface);
  }
  return result;
}

function describe(checker: ts.TypeChecker, exported: ts.Symbol, at: ts.Node): string {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const decl = symbol.declarations?.[0] ?? at;
  const parts: string[] = [];
  if (symbol.flags & ts.SymbolFlags.Class) {
    parts.push(`class ${typeParams(decl)}${members(checker, checker.getDeclaredTypeOfSymbol(symbol), decl)}`);
    parts.push(
      `static ${checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, decl), decl, flags)}`,
    );
  } else if (symbol.flags & ts.SymbolFlags.Value) {
    parts.push(checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, decl), decl, flags));
  }
  if (symbol.flags & ts.SymbolFlags.Interface) {
    parts.push(
      `interface ${typeParams(decl)}${members(checker, checker.getDeclaredTypeOfSymbol(symbol), decl)}`,
    );
  } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
    parts.push(
      `type ${typeParams(decl)}= ${checker.typeToString(checker.getDeclaredTypeOfSymbol(symbol), decl, flags)}`,
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

/** An object type's members, sorted, each `name: type` (`name?:` when optional), plus call signatures. */
function members(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): string {
  const props = checker.getPropertiesOfType(type).map((p) => {
    const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${p.name}${optional}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, at), at, flags)}`;
  });
  const calls = type.getCallSignatures().map((s) => checker.signatureToString(s, at, flags));
  const index = checker
    .getIndexInfosOfType(type)
    .map((i) => `[key: ${checker.typeToString(i.keyType)}]: ${checker.typeToString(i.type, at, flags)}`);
  return `{ ${[...calls, ...index, ...props.sort()].join('; ')} }`;
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

/** Longest signature kept whole in the report; a zod schema's inferred type can run to megabytes. */
export const MAX_SIGNATURE = 400;

/**
 * A long signature is kept as its start plus a digest of the whole: a change anywhere in it still changes
 * the recorded text (so it still counts as a change), and the report stays readable in a diff.
 */
export function abbreviate(signature: string): string {
  if (signature.length <= MAX_SIGNATURE) return signature;
  const digest = createHash('sha256').update(signature).digest('hex').slice(0, 16);
  return `${signature.slice(0, 200)}… (${signature.length} characters, sha256 ${digest})`;
}
