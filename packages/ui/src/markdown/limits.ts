import type { Nodes, Root, Table } from 'mdast';

/** Deepest level of the markdown tree that is rendered; anything deeper is dropped. */
export const MAX_NESTING = 100;

/** Most table cells rendered in one table; rows past the limit are dropped. */
export const MAX_TABLE_CELLS = 65_536;

export interface MarkdownLimits {
  maxNesting: number;
  maxTableCells: number;
}

const defaultLimits: MarkdownLimits = { maxNesting: MAX_NESTING, maxTableCells: MAX_TABLE_CELLS };

/**
 * Cuts a parsed markdown tree down to the limits, in place: children below `maxNesting` levels are removed and a
 * table keeps only the rows that fit in `maxTableCells`. Runs before the tree becomes HTML so that a hostile
 * document (thousands of nested lists, a million-cell table) costs no more to render than the limits allow, and
 * the later recursive steps never meet a tree deep enough to overflow the stack.
 */
export function limitMarkdownTree(tree: Root, limits: MarkdownLimits = defaultLimits): void {
  // Iterative on purpose: the tree handed in may be far deeper than the call stack allows.
  const stack: Array<{ node: Nodes; depth: number }> = [{ node: tree, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (!('children' in node)) continue;
    if (depth >= limits.maxNesting) {
      node.children = [];
      continue;
    }
    if (node.type === 'table') limitTable(node, limits.maxTableCells);
    for (const child of node.children) stack.push({ node: child, depth: depth + 1 });
  }
}

/**
 * Counts the cells as they are drawn, not as they are written: every row is drawn with as many cells as the
 * table's delimiter row has columns (GFM pads short rows with empty cells), so a wide header over many
 * one-cell rows once drew 173,650 cells from a 5 KB description.
 */
function limitTable(table: Table, maxCells: number): void {
  const columns = table.align?.length;
  let cells = 0;
  let keep = 0;
  for (const row of table.children) {
    const drawn = columns ?? row.children.length;
    if (cells + drawn > maxCells) break;
    cells += drawn;
    keep++;
  }
  table.children = table.children.slice(0, keep);
}

/** The remark plugin form of {@link limitMarkdownTree}. */
export function remarkLimits(limits?: Partial<MarkdownLimits>) {
  const merged = { ...defaultLimits, ...limits };
  return (tree: Root) => limitMarkdownTree(tree, merged);
}
