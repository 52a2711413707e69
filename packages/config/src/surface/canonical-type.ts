// A printed type in one canonical form, whatever order the compiler happened to meet the files in.
// The checker prints a union's members in the order it created their types (`'other' | 'action'` on one
// machine, `'action' | 'other'` on the next), and a mapped or inferred object type's members likewise; which
// order it meets the files in depends on the program's roots and on the machine. So the printed text is read
// back as a type and printed again with every union's and intersection's members, and every object type's
// members, sorted by their own canonical text (a set has no order; TypeScript's own equality ignores it).
// Tuples, parameters and type arguments keep their order: there it means something.
import ts from 'typescript';

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

type WithParseDiagnostics = ts.SourceFile & { parseDiagnostics?: readonly ts.Diagnostic[] };

/** Texts already made canonical: the same large types are printed for many exports. */
const known = new Map<string, string>();

/** The text of a type (`'b' | 'a'`, `{ y: 1; x: 2 }`) in canonical form (`'a' | 'b'`, `{ x: 2; y: 1; }`). */
export function canonicalType(text: string): string {
  let canonical = known.get(text);
  if (canonical === undefined) {
    canonical = reprint(text);
    known.set(text, canonical);
  }
  return canonical;
}

function reprint(text: string): string {
  const prefix = 'type T = ';
  const source = ts.createSourceFile(
    'surface.ts',
    `${prefix}${text};`,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  ) as WithParseDiagnostics;
  const statement = source.statements[0];
  if (
    (source.parseDiagnostics?.length ?? 0) > 0 ||
    source.statements.length !== 1 ||
    !statement ||
    !ts.isTypeAliasDeclaration(statement)
  ) {
    throw new Error(`the checker printed a type that does not read back: ${text.slice(0, 200)}`);
  }
  const print = (node: ts.Node): string => printer.printNode(ts.EmitHint.Unspecified, node, source);
  const sortedByText = <T extends ts.Node>(nodes: readonly T[]): T[] => {
    const keyed = nodes.map((node) => ({ node, key: print(node) }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return keyed.filter((k, i) => i === 0 || keyed[i - 1]!.key !== k.key).map((k) => k.node);
  };
  // Printed on one line, as the checker prints (a synthesized tuple or object would otherwise span lines).
  const visit = (node: ts.Node): ts.Node => {
    const inner = ts.visitEachChild(node, visit, undefined);
    return ts.setEmitFlags(sortedMembers(inner), ts.EmitFlags.SingleLine);
  };
  const sortedMembers = (node: ts.Node): ts.Node => {
    const { factory } = ts;
    if (ts.isUnionTypeNode(node)) {
      return factory.updateUnionTypeNode(node, factory.createNodeArray(sortedByText(node.types)));
    }
    if (ts.isIntersectionTypeNode(node)) {
      return factory.updateIntersectionTypeNode(node, factory.createNodeArray(sortedByText(node.types)));
    }
    if (ts.isTypeLiteralNode(node)) {
      return factory.updateTypeLiteralNode(node, factory.createNodeArray(sortedByText(node.members)));
    }
    return node;
  };
  return print(visit(statement.type));
}
