/** Longest markdown source rendered; the rest is cut off (a description is a few thousand characters at most). */
export const MAX_SOURCE_LENGTH = 20_000;

/** Widest run of indentation, block-quote and list-marker characters kept at the start of a line. */
export const MAX_PREFIX_COLUMNS = 200;

// Characters that open or indent a container block (block quote, bullet or ordered list) at a line's start.
const containerPrefix = /^[ \t>*+\-0-9.)]*/;

/**
 * Cuts the container prefix of every line to `maxColumns` columns (a tab counts 4) before the markdown is
 * parsed. Each nesting level needs at least two columns ("- ") or one (">"), so this keeps more than the 100
 * levels that are rendered; it exists because the markdown parser slows down faster than the square of the
 * nesting depth (800 nested list levels took about a minute), so a hostile description could freeze the page
 * before any tree limit ran.
 */
export function limitLinePrefixes(source: string, maxColumns: number = MAX_PREFIX_COLUMNS): string {
  return source
    .split('\n')
    .map((line) => {
      const prefix = containerPrefix.exec(line)?.[0] ?? '';
      if (prefix.length * 4 <= maxColumns) return line;
      let columns = 0;
      let kept = 0;
      while (kept < prefix.length) {
        columns += prefix[kept] === '\t' ? 4 : 1;
        if (columns > maxColumns) break;
        kept++;
      }
      return kept === prefix.length ? line : prefix.slice(0, kept) + line.slice(prefix.length);
    })
    .join('\n');
}

/** Most emphasis and strikethrough delimiters (`*`, `_`, `~`) one text keeps; later ones show as written. */
export const MAX_EMPHASIS_DELIMITERS = 200;

/**
 * Escapes every emphasis delimiter after the first `max`, so it is drawn as the character itself. Matching
 * delimiter runs is the parser's slowest work: 5,000 characters of alternating `*` and `_` took about 0.5 s in
 * Node and seconds on a phone, where ordinary prose of the same length takes a few milliseconds. Prose
 * with emphasis uses a few dozen.
 */
export function limitEmphasisDelimiters(source: string, max: number = MAX_EMPHASIS_DELIMITERS): string {
  let seen = 0;
  let out = '';
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++; // an escaped character is no delimiter
      continue;
    }
    if (c !== '*' && c !== '_' && c !== '~') continue;
    seen++;
    if (seen > max) {
      out += `${source.slice(from, i)}\\`;
      from = i;
    }
  }
  return seen > max ? out + source.slice(from) : source;
}

/**
 * The part of an untrusted markdown source that is safe to parse: at most {@link MAX_SOURCE_LENGTH} characters,
 * line prefixes limited, emphasis delimiters limited. The parser's cost grows faster than linearly on hostile
 * input (thousands of unclosed links take seconds at 80 000 characters), so the length cap is what bounds the
 * time spent.
 */
export function guardMarkdownSource(source: string): string {
  const cut = source.length > MAX_SOURCE_LENGTH ? `${source.slice(0, MAX_SOURCE_LENGTH)}…` : source;
  return limitEmphasisDelimiters(limitLinePrefixes(cut));
}
