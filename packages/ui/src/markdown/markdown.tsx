import { memo, type ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { remarkLimits } from './limits';
import { rehypeRawAsText } from './rehype-raw-as-text';
import { remarkImagesAsText } from './remark-images-as-text';
import { markdownSanitizeSchema } from './sanitize-schema';
import { safeLinkUrl } from './safe-url';
import { guardMarkdownSource } from './source-guard';

export interface MarkdownProps {
  /** The markdown source; untrusted (homebrew descriptions, notes). */
  children: string;
  className?: string;
}

/**
 * Renders untrusted markdown safely: raw HTML shows as text, the sanitizer keeps only id and class attributes,
 * nesting stops at 100 levels and tables at 65536 cells, links go only to http, https or mailto, opened in a
 * new tab without access to this page, and the source is cut to a length the parser handles quickly. Memoised:
 * parsing is the expensive part, and the same source renders the same output.
 */
export const Markdown = memo(function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={className ? `dh-markdown ${className}` : 'dh-markdown'}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkImagesAsText, remarkLimits]}
        rehypePlugins={[rehypeRawAsText, [rehypeSanitize, markdownSanitizeSchema]]}
        urlTransform={(url) => safeLinkUrl(url) ?? ''}
        components={{ a: SafeLink, table: ScrollingTable }}
      >
        {guardMarkdownSource(children)}
      </ReactMarkdown>
    </div>
  );
});

function SafeLink({ href, children, className, id }: ComponentProps<'a'>) {
  const url = href ? safeLinkUrl(href) : null;
  if (!url) return <span className={className}>{children}</span>;
  return (
    <a id={id} className={className} href={url} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

// A wide table scrolls inside a focusable region so that keyboard users can scroll it too.
function ScrollingTable({ children, className, id }: ComponentProps<'table'>) {
  return (
    // A scrollable region must take focus for keyboard users (WCAG 2.1.1); a named region is its proper role.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="dh-markdown__table" role="region" aria-label="Table" tabIndex={0}>
      <table id={id} className={className}>
        {children}
      </table>
    </div>
  );
}
