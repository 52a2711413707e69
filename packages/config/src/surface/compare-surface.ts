// Whether a changed export can break a caller, asked of the TypeScript checker rather than of the text. The
// recorded text (what version N printed) and the current one are read back as types in the file that declares
// the export, so every name in them means what it means there, and compared by assignability:
//  - a value (function, constant, class's static side): callers use what it gives and call it with what they
//    have, so the new one must be assignable to the old (a widened parameter, a new optional member of what it
//    returns: compatible; a new required parameter or a member gone from what it returns: breaking);
//  - a type: callers may read it and may build it, so the old and the new must each be assignable to the other
//    (a new optional member: compatible; a new required one: breaking). A type whose doc comment says
//    `@output` is only read by callers (a row, a state the package hands out): the new must fit where the old
//    was read, so it may gain members. One that says `@input` is only built by callers (options they pass):
//    the old must still be accepted, so it may widen.
// A text kept only as a digest (too long to record whole), a changed list of type parameters, or a text that
// does not read back cleanly cannot be compared: the change counts as breaking, and says why.
import ts from 'typescript';
import { compilerHost, MAX_SIGNATURE, type ExportDetail } from './extract-surface';

export interface Change {
  pkg: string;
  label: string;
  before: string;
  after: string;
  detail: ExportDetail;
}

export type Verdict = { compatible: true } | { compatible: false; reason: string };

/** One export's recorded text in parts: the value's type, the declared type, a class's two sides. */
interface Parts {
  value?: string;
  type?: { params: string; body: string };
  classSides?: { params: string; instance: string; statics: string };
}

const digest = /… \(\d+ characters, sha256 [0-9a-f]{16}\)$/;

/** The parts of a recorded text (extract-surface.ts's `describe`), or why it cannot be read back. */
export function partsOf(text: string): Parts | string {
  if (digest.test(text)) return `its type is longer than ${MAX_SIGNATURE} characters, kept as a digest`;
  if (text === 'namespace' || /^(value|type) from /.test(text)) return 'it is not a type that is compared';
  if (text.startsWith('class ')) {
    const at = text.lastIndexOf(' & static ');
    if (at < 0) return 'its class text does not read back';
    const { params, rest } = typeParams(text.slice('class '.length, at));
    return { classSides: { params, instance: rest, statics: text.slice(at + ' & static '.length) } };
  }
  const declared = /(?:^| & )(interface|type) /.exec(text);
  const value = declared ? text.slice(0, declared.index) : text;
  const parts: Parts = value ? { value } : {};
  if (declared) {
    const after = text.slice(declared.index + declared[0].length);
    const { params, rest } = typeParams(after);
    parts.type = { params, body: declared[1] === 'type' ? rest.replace(/^= /, '') : rest };
  }
  return parts;
}

/** `<K extends X = X> rest` -> the parameter list and the rest (`=>` inside a constraint is not a close). */
function typeParams(text: string): { params: string; rest: string } {
  if (!text.startsWith('<')) return { params: '', rest: text };
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '<') depth += 1;
    else if (text[i] === '>' && text[i - 1] !== '=') depth -= 1;
    if (depth === 0) return { params: text.slice(0, i + 1), rest: text.slice(i + 1).trimStart() };
  }
  return { params: '', rest: text };
}

/**
 * A recorded text's module paths made resolvable again: the repository's absolute again (extract-surface.ts's
 * `normalize` made them relative), and a package's types by the package's name (`@types/react/index` is
 * `react`, `zod/index` is `zod`).
 */
const readable = (text: string, root: string): string =>
  text
    .replace(/import\("((?:packages|shell|mf-[\w-]+|supabase|e2e)\/)/g, `import("${root}/$1`)
    .replace(/import\("@types\/([\w.-]+)\/index"\)/g, 'import("$1")')
    .replace(/import\("@types\/([\w.-]+)\//g, 'import("$1/')
    .replace(/import\("((?:@[\w.-]+\/)?[\w.-]+)(?:\/dist)?\/index"\)/g, 'import("$1")');

interface Probe {
  change: Change;
  name: string;
  file: string;
  start: number;
  end: number;
  checks: { kind: 'value' | 'type'; before: string; after: string; output: boolean; input: boolean }[];
}

/**
 * The verdict for every change (keyed `pkg label`), from one compiler program over the packages' entries in
 * which each declaring file has the probes for its changes appended.
 */
export function judgeChanges(
  changes: readonly Change[],
  roots: readonly string[],
  options: ts.CompilerOptions,
  root: string,
  system: ts.System = ts.sys,
): Map<string, Verdict> {
  const verdicts = new Map<string, Verdict>();
  const probes: Probe[] = [];
  const appended = new Map<string, string>();
  for (const change of changes) {
    const key = `${change.pkg} ${change.label}`;
    const before = partsOf(change.before);
    const after = partsOf(change.after);
    if (typeof before === 'string' || typeof after === 'string') {
      const why = typeof before === 'string' ? before : (after as string);
      verdicts.set(key, { compatible: false, reason: `cannot be compared: ${why}` });
      continue;
    }
    const shape = (p: Parts) => [!!p.value, !!p.type, !!p.classSides].join();
    const params = (p: Parts) => p.type?.params ?? p.classSides?.params ?? '';
    if (shape(before) !== shape(after)) {
      verdicts.set(key, { compatible: false, reason: 'it is no longer the same kind of export' });
      continue;
    }
    if (params(before) !== params(after)) {
      verdicts.set(key, { compatible: false, reason: 'its type parameters changed' });
      continue;
    }
    const { output, input } = change.detail;
    const checks: Probe['checks'] = [];
    const text = (t: string) => readable(t, root);
    if (before.value && after.value)
      checks.push({ kind: 'value', before: text(before.value), after: text(after.value), output, input });
    if (before.type && after.type)
      checks.push({
        kind: 'type',
        before: text(before.type.body),
        after: text(after.type.body),
        output,
        input,
      });
    if (before.classSides && after.classSides) {
      checks.push({
        kind: 'type',
        before: text(before.classSides.instance),
        after: text(after.classSides.instance),
        output,
        input,
      });
      checks.push({
        kind: 'value',
        before: text(before.classSides.statics),
        after: text(after.classSides.statics),
        output,
        input,
      });
    }
    const name = `__surfaceProbe${probes.length}`;
    const file = change.detail.file;
    const original = appended.get(file) ?? system.readFile(file) ?? '';
    const members = checks.map((c, i) => `b${i}: ${c.before}; a${i}: ${c.after};`).join(' ');
    const declaration = `\ninterface ${name}${params(after)} { ${members} }\n`;
    probes.push({
      change,
      name,
      file,
      start: original.length,
      end: original.length + declaration.length,
      checks,
    });
    appended.set(file, original + declaration);
  }
  if (probes.length === 0) return verdicts;

  const host = compilerHost(options, system);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, fresh) => {
    const text = appended.get(fileName);
    return text === undefined
      ? getSourceFile(fileName, language, onError, fresh)
      : ts.createSourceFile(fileName, text, language, true);
  };
  const program = ts.createProgram([...roots, ...appended.keys()], options, host);
  const checker = program.getTypeChecker();
  const diagnosticsOf = new Map<string, readonly ts.Diagnostic[]>();
  for (const probe of probes) {
    const key = `${probe.change.pkg} ${probe.change.label}`;
    const source = program.getSourceFile(probe.file);
    if (!source) {
      verdicts.set(key, { compatible: false, reason: `cannot be compared: ${probe.file} is not read` });
      continue;
    }
    if (!diagnosticsOf.has(probe.file)) diagnosticsOf.set(probe.file, program.getSemanticDiagnostics(source));
    const troubled = diagnosticsOf
      .get(probe.file)!
      .some((d) => d.start !== undefined && d.start >= probe.start && d.start < probe.end);
    const statement = source.statements.find(
      (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === probe.name,
    );
    if (troubled || !statement) {
      verdicts.set(key, { compatible: false, reason: 'cannot be compared: its text does not read back' });
      continue;
    }
    const declared = checker.getTypeAtLocation(statement);
    const member = (n: string) => {
      const symbol = checker.getPropertyOfType(declared, n);
      return symbol ? checker.getTypeOfSymbolAtLocation(symbol, statement) : undefined;
    };
    let verdict: Verdict = { compatible: true };
    probe.checks.forEach((check, i) => {
      if (!verdict.compatible) return;
      const before = member(`b${i}`);
      const after = member(`a${i}`);
      if (!before || !after) {
        verdict = { compatible: false, reason: 'cannot be compared: its text does not read back' };
        return;
      }
      const fitsWhereRead = checker.isTypeAssignableTo(after, before);
      const acceptsWhatWasGiven = checker.isTypeAssignableTo(before, after);
      if (check.kind === 'value' || check.output) {
        if (!fitsWhereRead)
          verdict = { compatible: false, reason: 'the new one does not fit where callers used the old' };
      } else if (check.input) {
        if (!acceptsWhatWasGiven)
          verdict = { compatible: false, reason: 'what callers built for the old one no longer fits' };
      } else if (!fitsWhereRead || !acceptsWhatWasGiven) {
        verdict = {
          compatible: false,
          reason: fitsWhereRead
            ? 'what callers built for the old one no longer fits'
            : 'the new one does not fit where callers read the old',
        };
      }
    });
    verdicts.set(key, verdict);
  }
  return verdicts;
}
