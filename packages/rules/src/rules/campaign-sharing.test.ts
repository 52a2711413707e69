import { describe, expect, it } from 'vitest';
import { builtinCatalog } from '../data/content';
import { characterSchema } from '../schemas/character';
import { CAMPAIGN_SHARING } from './campaign-sharing';
import { dashboardSummary } from './dashboard';

describe('what a campaign reads of a joined character', () => {
  it('names each column of a record once, and each record once', () => {
    expect(new Set(CAMPAIGN_SHARING.map((r) => r.table)).size).toBe(CAMPAIGN_SHARING.length);
    for (const record of CAMPAIGN_SHARING) {
      const columns = record.fields.flatMap((f) => f.columns);
      expect(new Set(columns).size, record.table).toBe(columns.length);
      expect(record.fields.every((f) => f.words.trim() !== '' && f.columns.length > 0)).toBe(true);
    }
  });

  it('lists every field of the dashboard summary the save writes to the card', () => {
    const card = CAMPAIGN_SHARING.find((r) => r.table === 'campaign_dashboard')!;
    const summary = dashboardSummary(characterSchema.parse({ name: 'Ash' }), builtinCatalog());
    const listed = new Set(card.fields.flatMap((f) => f.columns));
    expect(Object.keys(summary).filter((key) => !listed.has(key))).toEqual([]);
  });
});
