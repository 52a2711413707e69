import { describe, expect, it } from 'vitest';
import { builtinCatalog } from '../data/content';
import { newCharacter, type Character } from '../schemas/character';
import { mergeExisting } from '../rules/merge';
import { domainCardAllowance, extraDomainCardsOwed, takeExtraDomainCard } from './extra-cards';

const catalog = builtinCatalog();
const cards = [...catalog.domainCards.values()];
const codex1 = cards.filter((c) => c.domain === 'codex' && c.level === 1);
const wizard = (subclass: string, loadout: string[]): Character =>
  mergeExisting(newCharacter(), {
    baseClass: 'core_class_wizard',
    subclass: [subclass],
    domainCards: { loadout },
  });

describe('extra domain cards on the sheet', () => {
  it('a School of Knowledge wizard with two cards is owed a third, and can take it', () => {
    const c = wizard('core_subclass_school_of_knowledge', [codex1[0]!.id, codex1[1]!.id]);
    expect(domainCardAllowance(c, catalog)).toBe(3);
    expect(extraDomainCardsOwed(c, catalog)).toBe(1);
    const r = takeExtraDomainCard(c, codex1[2]!, catalog);
    if (!r.ok) throw new Error(r.error);
    expect(r.character.domainCards.loadout).toHaveLength(3);
    expect(extraDomainCardsOwed(r.character, catalog)).toBe(0);
    expect(takeExtraDomainCard(r.character, codex1[3] ?? codex1[0]!, catalog).ok).toBe(false);
  });
  it('refuses a card above the level or outside the domains, in words', () => {
    const c = wizard('core_subclass_school_of_knowledge', [codex1[0]!.id, codex1[1]!.id]);
    const high = cards.find((x) => x.domain === 'codex' && x.level === 3)!;
    const blade = cards.find((x) => x.domain === 'blade' && x.level === 1)!;
    expect(takeExtraDomainCard(c, high, catalog)).toEqual({
      ok: false,
      error: `${high.name} is a level-3 card; take one of level 1 or lower.`,
    });
    expect(takeExtraDomainCard(c, blade, catalog)).toEqual({
      ok: false,
      error: `${blade.name} is not from one of your domains.`,
    });
  });
  it('another wizard is owed nothing past its two cards', () => {
    const other = [...catalog.subclasses.values()].find(
      (s) => s.class === 'core_class_wizard' && s.id !== 'core_subclass_school_of_knowledge',
    )!;
    expect(extraDomainCardsOwed(wizard(other.id, [codex1[0]!.id, codex1[1]!.id]), catalog)).toBe(0);
  });
});
