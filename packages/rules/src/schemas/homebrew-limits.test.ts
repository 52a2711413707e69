// Every homebrew kind is bounded: each string has a maximum length and each list a maximum count, so a
// document's cost to check, mask and draw has a ceiling (the database mirrors these schemas as JSON Schema,
// supabase/tests/homebrew-document-schema.test.ts). The whole document's bytes are counted as the database does.
import { describe, expect, it } from 'vitest';
import { toJSONSchema } from 'zod';
import { HOMEBREW_LIMITS } from '../constants';
import { homebrewDataBytes, homebrewDataFits } from '../rules/homebrew-size';
import { homebrewSchemas } from './homebrew';

/** Paths of strings without maxLength (enums and constants are bounded) and arrays without maxItems. */
function unbounded(node: unknown, path: string, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n) => unbounded(n, path, out));
  else if (node && typeof node === 'object') {
    const s = node as Record<string, unknown>;
    if (s.type === 'string' && s.maxLength === undefined && s.enum === undefined && s.const === undefined)
      out.push(`string ${path}`);
    if (s.type === 'array' && s.maxItems === undefined) out.push(`array ${path}`);
    for (const [k, v] of Object.entries(s)) unbounded(v, `${path}.${k}`, out);
  }
  return out;
}

const ROW_COLUMNS = ['user_id', 'created_at'];

describe('homebrew limits', () => {
  it.each(Object.keys(homebrewSchemas) as Array<keyof typeof homebrewSchemas>)(
    '%s: every string has a maximum length and every list a maximum count',
    (kind) => {
      const json = toJSONSchema(homebrewSchemas[kind], {
        io: 'input',
        reused: 'ref',
        target: 'draft-2020-12',
      });
      // The row's own columns are the database's (a uuid, a timestamp), not part of the document.
      const properties = { ...(json.properties as Record<string, unknown>) };
      for (const column of ROW_COLUMNS) delete properties[column];
      expect(unbounded({ ...json, properties }, kind, [])).toEqual([]);
    },
  );

  it('refuses a feature with more effects than the limit', () => {
    const effect = { kind: 'flag', flag: 'steady' };
    const feature = (n: number) => ({
      name: 'Steady',
      description: '',
      effects: Array.from({ length: n }, () => effect),
    });
    const item = (n: number) => ({
      id: 'x',
      name: 'X',
      description: '',
      attach: { type: 'armor', feature: feature(n) },
    });
    expect(homebrewSchemas.items.safeParse(item(HOMEBREW_LIMITS.effectsMax)).success).toBe(true);
    expect(homebrewSchemas.items.safeParse(item(HOMEBREW_LIMITS.effectsMax + 1)).success).toBe(false);
  });

  it('counts a document as the database prints it: a space after every colon and comma, UTF-8 bytes', () => {
    // PostgreSQL: select octet_length('{"a": [1, 2], "b": "é"}'::jsonb::text) = 24
    expect(homebrewDataBytes({ id: 'x', name: 'N', a: [1, 2], b: 'é' })).toBe(24);
    expect(homebrewDataBytes({})).toBe(2);
    const big = { description: 'x'.repeat(HOMEBREW_LIMITS.dataBytesMax) };
    expect(homebrewDataFits(big)).toBe(false);
    expect(homebrewDataFits({ description: 'x'.repeat(HOMEBREW_LIMITS.dataBytesMax - 20) })).toBe(true);
  });
});
