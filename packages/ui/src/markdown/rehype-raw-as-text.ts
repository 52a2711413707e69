import type { Root, Text } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Turns raw HTML written in markdown into plain text, so the author sees exactly what they typed (`<b>` shows
 * as `<b>`) and nothing of it is ever parsed as HTML. The sanitizer would otherwise drop it silently.
 */
export function rehypeRawAsText() {
  return (tree: Root) => {
    visit(tree, 'raw', (node, index, parent) => {
      if (!parent || index === undefined) return;
      const text: Text = { type: 'text', value: node.value };
      parent.children[index] = text;
    });
  };
}
