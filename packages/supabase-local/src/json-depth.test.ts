// The nesting of a JSON text, counted without parsing it: brackets in strings and escaped quotes do not count.
import { describe, expect, it } from 'vitest';
import { jsonDepthWithin, MAX_JSON_DEPTH } from './json-depth';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonDepthWithin', () => {
  it('allows up to the limit and refuses one level more', () => {
    expect(jsonDepthWithin(nested(MAX_JSON_DEPTH))).toBe(true);
    expect(jsonDepthWithin(nested(MAX_JSON_DEPTH + 1))).toBe(false);
    expect(jsonDepthWithin('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(true);
    expect(jsonDepthWithin('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(false);
    expect(jsonDepthWithin('[[],[],[[]]]', 3)).toBe(true);
    expect(jsonDepthWithin('"x"', 0)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthWithin(JSON.stringify({ a: '[[[[[[' }), 1)).toBe(true);
    expect(jsonDepthWithin(JSON.stringify({ a: 'say \\"[[[[\\" \\\\', b: ['{{{{'] }), 2)).toBe(true);
    expect(jsonDepthWithin(JSON.stringify(['\\', [[]]]), 2)).toBe(false);
  });

  it('reads a hundred thousand levels without overflowing the stack', () => {
    expect(jsonDepthWithin(nested(100_000))).toBe(false);
  });
});
