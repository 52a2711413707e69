// Descriptions and feature texts are markdown (homebrew authors write it), drawn by the one safe renderer of
// `@duality/ui/markdown`. That renderer and its parser are heavy, so they are loaded only when a text needs
// them: text without any markdown sign is drawn as it always was, and never loads them; markdown text shows as
// plain text in the same box while the renderer arrives, then as markdown.
import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';

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

/** The length of a preview, when texts are drawn as previews (a list of many records); null: in full. */
const PreviewLength = createContext<number | null>(null);

/**
 * Inside it, every text of a game summary is drawn as a plain-text preview of at most `characters` characters,
 * markdown signs left out, never parsed: a page of many records (the homebrew browse page) then costs the same
 * whatever its authors wrote. The record's own page draws it in full.
 */
export function RichTextPreview({ characters, children }: { characters: number; children: ReactNode }) {
  return <PreviewLength.Provider value={characters}>{children}</PreviewLength.Provider>;
}

/** A text as plain words: markdown signs dropped, whitespace folded, cut to `max` characters with an ellipsis. */
export function plainPreview(text: string, max: number): string {
  const plain = text
    .replace(/[\\*_`~#>|[\]]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max).trimEnd()}…` : plain;
}

/** The text as the surrounding {@link RichTextPreview} wants it: a preview inside one, else unchanged. */
export function usePreviewText(text: string): string {
  const max = useContext(PreviewLength);
  return max === null ? text : plainPreview(text, max);
}

export interface RichTextProps {
  /** The markdown source; untrusted. */
  children: string;
  /** Inside a line (a feature's text after its name): plain text stays a span, markdown flows on the line. */
  inline?: boolean;
}

/** A description: a plain paragraph, or safe markdown loaded when the text needs it. */
export function RichText({ children, inline = false }: RichTextProps) {
  const previewLength = useContext(PreviewLength);
  if (previewLength !== null) {
    const preview = plainPreview(children, previewLength);
    return inline ? <span>{preview}</span> : <p>{preview}</p>;
  }
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
