import { describe, expect, it } from 'vitest';
import { ENCOUNTER_LIMITS, encounterCardSchema, encounterSchema } from './encounter';

describe('a saved encounter', () => {
  it('fills a card’s defaults: nothing marked, no conditions, hidden from players', () => {
    expect(encounterCardSchema.parse({ adversaryId: 'core_adversary_bear' })).toEqual({
      adversaryId: 'core_adversary_bear',
      label: '',
      hpMarked: 0,
      stressMarked: 0,
      conditions: [],
      revealed: false,
    });
  });
  it('refuses more cards than the limit and a nameless encounter, with our messages', () => {
    const cards = Array.from({ length: ENCOUNTER_LIMITS.cards + 1 }, () => ({
      adversaryId: 'core_adversary_bear',
    }));
    const r = encounterSchema.safeParse({ name: ' ', cards });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Give the encounter a name.',
      'At most 40 adversaries.',
    ]);
  });
});
