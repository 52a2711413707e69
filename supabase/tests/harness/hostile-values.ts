// Hostile values for the fuzz suites (fast-check arbitraries): unicode-heavy text (NUL, lone surrogates,
// bidirectional marks, emoji, combining marks), boundary numbers, wrongly typed values, deep nesting and
// oversized strings and documents. Each table and function suite builds its payloads from these.
import fc from 'fast-check';

/** Characters that break naive text handling: NUL and controls, lone surrogate halves, bidi marks, emoji. */
const nastyUnit = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\u200f', // right-to-left mark
  '\u202e', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u061c', // Arabic letter mark
  '\u200b', // zero-width space
  '\ufeff', // byte order mark
  '\ufffd',
  '\u0301', // combining acute accent
  '😀',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  'ß',
  'İ',
  'ﷺ',
  '"',
  "'",
  '\\',
  '%',
  '_',
  '*',
  ',',
  '(',
  ')',
  '{',
  '}',
  '$$',
  '\n',
  '\r\n',
  '\t',
);

/**
 * One code point of any kind (surrogate halves included, which fast-check's 'binary' unit leaves out; it is
 * also slow to build), or one of the nasty ones above.
 */
const hostileUnit = fc.oneof(
  { arbitrary: nastyUnit, weight: 3 },
  { arbitrary: fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp)), weight: 2 },
  { arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((cp) => String.fromCharCode(cp)), weight: 2 },
);

/** Text an attacker or a broken client might send, including SQL and markup fragments. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: hostileUnit, maxLength: 40 }), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '   ',
      "'); drop table public.characters; --",
      '"; select pg_sleep(10); --',
      '<script>alert(1)</script>',
      '[x](javascript:alert(1))',
      '{"a":1}',
      'null',
      'NaN',
      '1e309',
      '-0',
      '\u0000\u0000',
      'a\u0000b',
      '\ud800\udc00',
      '\udc00\ud800',
      '\u202eevil\u202c',
    ),
    weight: 2,
  },
  // Just around the length limits the schema uses (names 100, descriptions 5000).
  { arbitrary: fc.constantFrom(1, 99, 100, 101, 4999, 5000, 5001).map((n) => 'x'.repeat(n)), weight: 1 },
);

/** Numbers at the edges: zero signs, fractions, integer and float limits (NaN and Infinity travel as null). */
export const boundaryNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    1,
    -1,
    0.5,
    -0.5,
    2,
    4,
    5,
    10,
    12,
    12.000001,
    13,
    99,
    100,
    999,
    1000,
    32767,
    32768,
    2147483647,
    2147483648,
    -2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e21,
    1e308,
    -1e308,
    5e-324,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ),
  fc.integer(),
  fc.double(),
);

/** Any JSON-ish scalar, of any type. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  boundaryNumber,
  fc.boolean(),
  fc.constant(null),
);

/** A value nested `depth` levels deep, as arrays or objects (PostgreSQL's jsonb and stack limits). */
export const deeplyNested: fc.Arbitrary<unknown> = fc
  .record({
    // supabase-js cannot serialize much deeper than this in a test worker's stack.
    depth: fc.constantFrom(10, 100, 500, 1000),
    asObject: fc.boolean(),
    leaf: hostileScalar,
  })
  .map(({ depth, asObject, leaf }) => {
    let value: unknown = leaf;
    for (let i = 0; i < depth; i += 1) value = asObject ? { a: value } : [value];
    return value;
  });

/**
 * An oversized value: a string or document just over the size limits (homebrew documents 256 KiB, characters
 * 1 MiB, the request body 2 MiB), full of words, so masking and search-text generation have work to do.
 */
export const oversized: fc.Arbitrary<unknown> = fc
  .record({
    bytes: fc.constantFrom(70_000, 262_200, 1_050_000, 2_200_000),
    asDocument: fc.boolean(),
  })
  .map(({ bytes, asDocument }) => {
    const text = 'word ass '.repeat(Math.ceil(bytes / 9)).slice(0, bytes);
    return asDocument ? { description: text, notes: [text.slice(0, 100)] } : text;
  });

/**
 * Any value at all, weighted toward the small ones so a run stays fast (oversized values cost the most, so
 * `hostileRow` puts one in about one row in 40 rather than here).
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileScalar, weight: 12 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 4 },
  { arbitrary: fc.array(hostileScalar, { maxLength: 5 }), weight: 2 },
  { arbitrary: fc.dictionary(hostileString, hostileScalar, { maxKeys: 4 }), weight: 2 },
  { arbitrary: deeplyNested, weight: 1 },
);

/** A document (a JSON object) for a jsonb column: random keys and hostile values, or a deep or huge one. */
export const hostileDocument: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.dictionary(hostileString, hostileValue, { maxKeys: 6 }), weight: 6 },
  { arbitrary: hostileValue, weight: 2 },
);

/**
 * A valid document with one field (possibly nested) replaced by a hostile value or removed: the shapes
 * closest to valid, which reach the deepest checks.
 */
export function mutatedDocument(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = documentPaths(valid);
  return fc
    .record({
      path: fc.constantFrom(...paths),
      value: fc.option(hostileValue, { nil: undefined, freq: 6 }),
    })
    .map(({ path, value }) => replaceAt(valid, path, value));
}

/** Every path to a value in the document (at most 200, depth first). */
function documentPaths(doc: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  if (out.length >= 200) return out;
  if (prefix.length > 0) out.push(prefix);
  if (Array.isArray(doc)) doc.forEach((v, i) => documentPaths(v, [...prefix, i], out));
  else if (doc && typeof doc === 'object') {
    for (const [k, v] of Object.entries(doc)) documentPaths(v, [...prefix, k], out);
  }
  return out;
}

/** A deep copy of the document with the value at `path` replaced (undefined removes it). */
function replaceAt(doc: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(doc)) {
    const copy = [...doc];
    copy[Number(head)] = replaceAt(copy[Number(head)], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(doc as Record<string, unknown>) };
  const next = replaceAt(copy[head], rest, value);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** A row body: the table's real columns (mostly) and stray keys, each with a value from `valueOf`. */
export function hostileRow(
  columns: readonly string[],
  valueOf: (column: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...columns), weight: 8 },
    { arbitrary: hostileString, weight: 1 },
  );
  const row = fc
    .uniqueArray(key, { maxLength: Math.min(columns.length + 1, 6) })
    .chain((keys) =>
      keys.length === 0
        ? fc.constant({})
        : fc
            .tuple(...keys.map((k) => valueOf(k)))
            .map((values) => Object.fromEntries(keys.map((k, i) => [k, values[i]]))),
    );
  const withOversized = fc
    .tuple(row, fc.constantFrom(...columns), oversized)
    .map(([body, column, value]) => ({ ...body, [column]: value }));
  return fc.oneof({ arbitrary: row, weight: 39 }, { arbitrary: withOversized, weight: 1 });
}
