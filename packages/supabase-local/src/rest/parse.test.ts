import { describe, expect, it } from 'vitest';
import { parseLogic, parseOrder, parseSelect, splitTopLevel } from './parse.js';

describe('PostgREST query grammar', () => {
  it('parses select lists with aliases, casts, JSON paths and nested embeds with hints', () => {
    expect(
      parseSelect('id,name:title,score::text,meta->a->>b,writer:authors!author_id!inner(name,posts(*))'),
    ).toEqual([
      { kind: 'field', field: { name: 'id', path: [] }, alias: undefined, cast: undefined },
      { kind: 'field', field: { name: 'title', path: [] }, alias: 'name', cast: undefined },
      { kind: 'field', field: { name: 'score', path: [] }, alias: undefined, cast: 'text' },
      {
        kind: 'field',
        field: {
          name: 'meta',
          path: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: undefined,
        cast: undefined,
      },
      {
        kind: 'embed',
        name: 'authors',
        alias: 'writer',
        hint: 'author_id',
        inner: true,
        spread: false,
        items: [
          { kind: 'field', field: { name: 'name', path: [] }, alias: undefined, cast: undefined },
          {
            kind: 'embed',
            name: 'posts',
            alias: undefined,
            hint: undefined,
            inner: false,
            spread: false,
            items: [{ kind: 'star' }],
          },
        ],
      },
    ]);
  });

  it('refuses aggregates (off by default in PostgREST) and spreads of plain columns; parses embed spreads', () => {
    expect(() => parseSelect('count()')).toThrow(expect.objectContaining({ code: 'PGRST123' }));
    expect(() => parseSelect('...name')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(parseSelect('...authors!author_id(name)')).toEqual([
      expect.objectContaining({ kind: 'embed', name: 'authors', hint: 'author_id', spread: true }),
    ]);
  });

  it('splits on top-level commas only, and refuses unbalanced input', () => {
    expect(splitTopLevel('a,b(c,d),"e,f"')).toEqual(['a', 'b(c,d)', '"e,f"']);
    expect(() => splitTopLevel('a,(b')).toThrow(/failed to parse/);
    expect(() => splitTopLevel('a)')).toThrow(/failed to parse/);
  });

  it('parses nested logic trees with negation', () => {
    const tree = parseLogic('or', false, '(a.eq.1,not.and(b.gt.2,c.is.null))');
    expect(tree).toMatchObject({
      op: 'or',
      children: [
        { kind: 'cond', field: { name: 'a' }, op: 'eq', value: '1' },
        { kind: 'logic', op: 'and', negate: true, children: [{ op: 'gt' }, { op: 'is', value: 'null' }] },
      ],
    });
  });

  it('parses order terms with direction and nulls placement', () => {
    expect(parseOrder('a.desc.nullslast,b')).toEqual([
      { field: { name: 'a', path: [] }, descending: true, nulls: 'last' },
      { field: { name: 'b', path: [] }, descending: false },
    ]);
    expect(() => parseOrder('a.sideways')).toThrow(/failed to parse order/);
  });
});
