import type { Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Replaces every image with its alt text. Rendered markdown may carry only id and class attributes, so an image
 * could never have a source; and an image from a user's description would let its author track every reader.
 */
export function remarkImagesAsText() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if ((node.type !== 'image' && node.type !== 'imageReference') || !parent || index === undefined) return;
      const text: Text = { type: 'text', value: node.alt ?? '' };
      parent.children.splice(index, 1, text);
      return [SKIP, index + 1];
    });
  };
}
