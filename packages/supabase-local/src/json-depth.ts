// How deeply a JSON request body nests, read from its text. JSON.parse takes any depth, but the backend writes
// a body back out as a query parameter (JSON.stringify recurses, and overflows the stack past a few thousand
// levels) and PostgreSQL's own parser stops at its stack limit: either way a 500 for a request that is simply
// malformed. A body deeper than MAX_JSON_DEPTH is refused with a 400 before anything walks it.

/**
 * Most levels of arrays and objects a request body may nest. The deepest document the product writes is a
 * homebrew record (at most 32 levels, checked by the database) inside a row inside a list: 64 leaves room.
 */
export const MAX_JSON_DEPTH = 64;

/** The message of the refusal, the same for REST and auth. */
export const JSON_TOO_DEEP = `The JSON body nests too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects`;

/**
 * Whether the JSON text nests at most `max` levels of arrays and objects (brackets inside strings do not
 * count). One pass over the characters, no recursion, stopping at the first level past `max`; the text is
 * assumed to be JSON already (JSON.parse accepted it).
 */
export function jsonDepthWithin(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return false;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return true;
}
