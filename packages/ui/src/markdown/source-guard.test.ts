import { describe, expect, it } from 'vitest';
import {
  MAX_EMPHASIS_DELIMITERS,
  MAX_SOURCE_LENGTH,
  guardMarkdownSource,
  limitEmphasisDelimiters,
  limitLinePrefixes,
} from './source-guard';

describe('limitLinePrefixes', () => {
  it('leaves ordinary lines alone', () => {
    const source = '- one\n  - two\n> quote\n1. first\n\tindented';
    expect(limitLinePrefixes(source)).toBe(source);
  });

  it('cuts a container prefix wider than the limit, keeping the text', () => {
    expect(limitLinePrefixes(`${'- '.repeat(500)}deep`, 10)).toBe(`${'- '.repeat(5)}deep`);
    expect(limitLinePrefixes(`${'\t'.repeat(10)}x`, 8)).toBe('\t\tx');
  });
});

describe('guardMarkdownSource', () => {
  it('cuts the source at the length limit and marks the cut', () => {
    const guarded = guardMarkdownSource('x'.repeat(MAX_SOURCE_LENGTH + 10));
    expect(guarded).toHaveLength(MAX_SOURCE_LENGTH + 1);
    expect(guarded.endsWith('…')).toBe(true);
  });
});

describe('limitEmphasisDelimiters', () => {
  it('leaves prose with some emphasis alone', () => {
    const source = 'Gain **2 Hope** and _one_ Stress; ~~not~~ this. \\* stays escaped.';
    expect(limitEmphasisDelimiters(source)).toBe(source);
  });

  it('escapes every delimiter past the limit, so it draws as itself', () => {
    expect(limitEmphasisDelimiters('*a*b*c', 2)).toBe('*a*b\\*c');
    const hostile = '*_'.repeat(2500);
    const guarded = guardMarkdownSource(hostile);
    expect(guarded.replace(/\\/g, '')).toBe(hostile);
    expect(guarded.match(/(?<!\\)[*_]/g)).toHaveLength(MAX_EMPHASIS_DELIMITERS);
  });
});
