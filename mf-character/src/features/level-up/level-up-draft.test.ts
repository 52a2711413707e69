// The draft's translation into level selections, and the cards on offer (SRD: Leveling Up, Multiclassing).
import { describe, expect, it } from 'vitest';
import { characterSchema } from '@duality/rules';
import { builtinCatalog } from '@duality/rules/content';
import { cardChoices, draftSelections, emptyDraft, exchangeChoices, newPick } from './level-up-draft';

const cat = builtinCatalog();
const warrior = characterSchema.parse({
  level: 4,
  baseClass: 'core_class_warrior',
  domainCards: { loadout: ['core_domain_card_get_back_up'] },
});

describe('level-up draft', () => {
  it('a two-pick advancement drops the second pick; an empty card or companion upgrade is left out', () => {
    const draft = {
      ...emptyDraft(),
      picks: [newPick('proficiency', 2), newPick('evasion', 2)] as const,
      companion: [{ upgrade: '', experience: '', step: 'damage' as const }],
    };
    const out = draftSelections(
      5,
      { ...draft, picks: [...draft.picks] },
      { tierAchievement: true, companionDue: 1 },
    );
    expect(out.map((s) => s.type)).toEqual(['proficiency', 'experience']);
  });
  it('cards: own domains up to the level, a multiclass domain up to half of it rounded up, none held', () => {
    const cards = cardChoices(warrior, cat, 5, 'midnight');
    expect(cards.some((c) => c.id === 'core_domain_card_get_back_up')).toBe(false);
    expect(cards.filter((c) => c.domain === 'blade').every((c) => c.level <= 5)).toBe(true);
    expect(cards.some((c) => c.id === 'core_domain_card_vitality')).toBe(true);
    const midnight = cards.filter((c) => c.domain === 'midnight');
    expect(midnight.length).toBeGreaterThan(0);
    expect(Math.max(...midnight.map((c) => c.level))).toBe(3);
    expect(cards.some((c) => c.domain === 'sage')).toBe(false);
  });
});

describe('the optional card exchange in the draft', () => {
  it('becomes one exchange selection; the cards offered are no higher than the one given up', () => {
    const draft = {
      ...emptyDraft(),
      exchange: { give: 'core_domain_card_get_back_up', take: 'core_domain_card_whirlwind' },
    };
    const out = draftSelections(5, draft, { tierAchievement: false, companionDue: 0 });
    expect(out).toEqual([
      {
        id: 'level-5-exchange',
        level: 5,
        type: 'domainCard',
        value: 'core_domain_card_whirlwind',
        options: { step: 'exchange', replaces: 'core_domain_card_get_back_up' },
      },
    ]);
    const offered = exchangeChoices(warrior, cat, 5, undefined, 'core_domain_card_get_back_up');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((c) => c.level === 1 && ['blade', 'bone'].includes(c.domain))).toBe(true);
    expect(exchangeChoices(warrior, cat, 5, undefined, '')).toEqual([]);
  });
});
