import { describe, expect, it } from 'vitest';
import { MAX_SOURCE_LENGTH, guardMarkdownSource, limitLinePrefixes } from './source-guard';

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
