// The postgres_changes filter grammar and its SQL-like evaluation on a JSON record.
import { describe, expect, it } from 'vitest';
import { FilterError, matches, parseFilter } from './filters';

const types = new Map([
  ['id', 'int8'],
  ['campaign_id', 'int4'],
  ['title', 'text'],
  ['done', 'bool'],
  ['owner', 'uuid'],
]);
const row = { id: 12, campaign_id: 5, title: 'Fix, the (door)', done: false, owner: 'ABC-1', note: null };

const test = (filter: string, record: Record<string, unknown> = row): boolean =>
  matches(parseFilter(filter), record, types);

describe('realtime filters', () => {
  it('compares numbers as numbers and booleans as booleans', () => {
    expect(test('campaign_id=eq.5')).toBe(true);
    expect(test('campaign_id=eq.05')).toBe(true);
    expect(test('id=gt.9')).toBe(true); // 12 > 9 numerically, though "12" < "9" as text
    expect(test('id=lte.11')).toBe(false);
    expect(test('done=eq.false')).toBe(true);
    expect(test('done=neq.false')).toBe(false);
  });

  it('parses in lists with quoted values holding commas and parentheses', () => {
    expect(parseFilter('title=in.("Fix, the (door)",other)')[0]?.values).toEqual([
      'Fix, the (door)',
      'other',
    ]);
    expect(test('title=in.("Fix, the (door)",other)')).toBe(true);
    expect(test('campaign_id=in.(1,2,3)')).toBe(false);
  });

  it('ANDs comma-separated conditions and negates with not.', () => {
    expect(test('campaign_id=eq.5,done=eq.false')).toBe(true);
    expect(test('campaign_id=eq.5,done=eq.true')).toBe(false);
    expect(test('campaign_id=not.eq.5')).toBe(false);
    expect(test('title=not.in.(a,b)')).toBe(true);
  });

  it('follows SQL null semantics: a null matches no comparison, negated or not', () => {
    expect(test('note=eq.x')).toBe(false);
    expect(test('note=not.eq.x')).toBe(false);
    expect(test('note=neq.x')).toBe(false);
  });

  it('never matches a column the record lacks (a delete carries only the key)', () => {
    expect(test('campaign_id=eq.5', { id: 12 })).toBe(false);
    expect(test('id=eq.12', { id: 12 })).toBe(true);
  });

  it('refuses the operators hosted Realtime does not accept, with its error', () => {
    for (const op of ['like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'cs', 'fts']) {
      expect(() => parseFilter(`title=${op}.%a%`)).toThrow(FilterError);
    }
    expect(() => parseFilter('title=like.%a%b')).toThrow('Error parsing `filter` params: ["like","%a%b"]');
  });

  it('caps the values of an in list', () => {
    const many = Array.from({ length: 101 }, (_, i) => i).join(',');
    expect(() => parseFilter(`id=in.(${many})`)).toThrow(/more than 100 values/);
    expect(parseFilter(`id=in.(${many.split(',').slice(0, 100).join(',')})`)[0]?.values).toHaveLength(100);
  });

  it('rejects unknown operators and malformed conditions', () => {
    expect(() => parseFilter('id=zz.1')).toThrow(FilterError);
    expect(() => parseFilter('justtext')).toThrow(FilterError);
  });
});
