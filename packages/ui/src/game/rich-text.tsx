// Descriptions and feature texts are markdown (homebrew authors write it), drawn by the one safe renderer of
// `@duality/ui/markdown`. That renderer and its parser are heavy, so they are loaded only when a text needs
// them: text without any markdown sign is drawn as it always was, and never loads them; markdown text shows as
// plain text in the same box while the renderer arrives, then as markdown.
import { lazy, Suspense } from 'react';

const Markdown = lazy(() => import('../markdown/markdown').then((m) => ({ default: m.Markdown })));

/**
 * Signs that markdown would draw the text otherwise than as one plain paragraph: emphasis, code, links and
 * images, raw HTML and entities, tables, strikethrough, escapes, autolinks (GFM links bare URLs and e-mail
 * addresses), headings, lists, block quotes, rules, indented code, and a second paragraph.
 */
const MARKDOWN_SIGNS =
  /[*_`[\]<>|~\\]|&[#a-z0-9]+;|https?:|www\.|@|^ {0,3}(?:#|>|[-+=]+(?:\s|$)|\d{1,9}[.)](?:\s|$))|^(?: {4}|\t)|\n\s*\n/im;

/** True when the text needs the markdown renderer to look as its author wrote it. */
export function needsMarkdown(text: string): boolean {
  return MARKDOWN_SIGNS.test(text);
}

export interface RichTextProps {
  /** The markdown source; untrusted. */
  children: string;
  /** Inside a line (a feature's text after its name): plain text stays a span, markdown flows on the line. */
  inline?: boolean;
}

/** A description: a plain paragraph, or safe markdown loaded when the text needs it. */
export function RichText({ children, inline = false }: RichTextProps) {
  const plain = inline ? <span>{children}</span> : <p>{children}</p>;
  if (!needsMarkdown(children)) return plain;
  return (
    <Suspense
      fallback={
        <div className={inline ? 'dh-markdown dh-markdown--inline' : 'dh-markdown'}>
          <p>{children}</p>
        </div>
      }
    >
      <Markdown className={inline ? 'dh-markdown--inline' : undefined}>{children}</Markdown>
    </Suspense>
  );
}
