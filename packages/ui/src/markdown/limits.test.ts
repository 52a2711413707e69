import type { List, ListItem, Root, Table, TableRow } from 'mdast';
import { describe, expect, it } from 'vitest';
import { MAX_NESTING, MAX_TABLE_CELLS, limitMarkdownTree } from './limits';

function nestedLists(levels: number): Root {
  let inner: List = { type: 'list', children: [] };
  const outer = inner;
  for (let level = 1; level < levels; level++) {
    const next: List = { type: 'list', children: [] };
    const item: ListItem = { type: 'listItem', children: [next] };
    inner.children.push(item);
    inner = next;
  }
  return { type: 'root', children: [outer] };
}

function depthOf(node: { children?: unknown[] }): number {
  let depth = 0;
  let current: { children?: unknown[] } | undefined = node;
  while (current?.children && current.children.length > 0) {
    current = current.children[0] as { children?: unknown[] };
    depth++;
  }
  return depth;
}

function table(rows: number, columns: number): Table {
  const row = (): TableRow => ({
    type: 'tableRow',
    children: Array.from({ length: columns }, () => ({ type: 'tableCell', children: [] })),
  });
  return { type: 'table', children: Array.from({ length: rows }, row) };
}

describe('limitMarkdownTree', () => {
  it('drops everything below 100 levels, even from a tree far deeper than the call stack', () => {
    const tree = nestedLists(50_000);
    limitMarkdownTree(tree);
    expect(depthOf(tree)).toBe(MAX_NESTING);
  });

  it('leaves a tree within the limit untouched', () => {
    const tree = nestedLists(40);
    const before = JSON.stringify(tree);
    limitMarkdownTree(tree);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('keeps only the table rows that fit in 65536 cells', () => {
    const huge = table(40_000, 2);
    limitMarkdownTree({ type: 'root', children: [huge] });
    expect(huge.children.length * 2).toBe(MAX_TABLE_CELLS);
    const fits = table(256, 256);
    limitMarkdownTree({ type: 'root', children: [fits] });
    expect(fits.children).toHaveLength(256);
  });

  it('counts the cells a table draws: short rows are padded to the header', () => {
    // A 200-column header over 1000 rows of one cell each: GFM draws 200 cells in every row.
    const wide: Table = { ...table(1000, 1), align: Array.from({ length: 200 }, () => null) };
    limitMarkdownTree({ type: 'root', children: [wide] });
    expect(wide.children).toHaveLength(Math.floor(MAX_TABLE_CELLS / 200));
  });

  it('takes smaller limits', () => {
    const small = table(10, 3);
    limitMarkdownTree({ type: 'root', children: [small] }, { maxNesting: 100, maxTableCells: 10 });
    expect(small.children).toHaveLength(3);
  });
});
