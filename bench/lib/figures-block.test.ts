import { describe, expect, it } from 'vitest';
import { markdownTable, replaceFiguresBlock } from '../../scripts/figures-block.mjs';

const doc = [
  '# Timings',
  'Prose stays.',
  '<!-- suite-figures: written by the command that measures it (--record); do not edit -->',
  'old table',
  '<!-- /suite-figures -->',
  'More prose.',
].join('\n');

describe('the figures block a measuring command writes', () => {
  it('replaces only what lies between its markers', () => {
    const next = replaceFiguresBlock(doc, 'suite-figures', '\n| a | b |\n');
    expect(next).toBe(doc.replace('old table', '| a | b |'));
    expect(replaceFiguresBlock(next, 'suite-figures', 'old table')).toBe(doc);
  });

  it('refuses a document without the block, so nothing is written in the wrong place', () => {
    expect(() => replaceFiguresBlock(doc, 'bench-figures', 'x')).toThrow(/No "bench-figures" figures block/);
  });

  it('writes a markdown table', () => {
    expect(markdownTable(['step', 'time'], [['lint', '27 s']])).toBe(
      '| step | time |\n| --- | --- |\n| lint | 27 s |',
    );
  });
});
