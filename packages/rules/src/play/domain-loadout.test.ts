import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtinCatalog } from '../data/content';
import { newCharacter, type Character } from '../schemas/character';
import { mergeExisting } from '../rules/merge';
import { domainCardProblems } from '../rules/builder';
import { MAX_LOADOUT } from '../constants';
import { moveCard, recallCard, startingDomainCardCount } from './domain-loadout';

const catalog = builtinCatalog();
const draft = (patch: unknown): Character => mergeExisting(newCharacter(), patch);
const limits = { armor: 3, health: 6, stress: 6, hope: 6 };
const withCards = (loadout: string[], vault: string[], stress = 0) =>
  draft({ domainCards: { loadout, vault }, resources: { stress } });

describe('moveCard (at a rest: free, at most five in the loadout)', () => {
  it('moves a card from the vault to the loadout and back', () => {
    const r = moveCard({ loadout: ['a'], vault: ['b'] }, 'b', 'loadout');
    expect(r).toEqual({ ok: true, cards: { loadout: ['a', 'b'], vault: [] } });
    expect(moveCard({ loadout: ['a'], vault: [] }, 'a', 'vault')).toEqual({
      ok: true,
      cards: { loadout: [], vault: ['a'] },
    });
  });
  it('refuses a sixth card in the loadout and a card that is not there', () => {
    const r = moveCard({ loadout: ['1', '2', '3', '4', '5'], vault: ['6'] }, '6', 'loadout');
    expect(r).toEqual({ ok: false, error: 'The loadout holds at most 5 cards: move one to the vault first' });
    expect(moveCard({ loadout: [], vault: [] }, 'x', 'vault')).toEqual({
      ok: false,
      error: 'That card is not in the loadout',
    });
  });
});

describe('recallCard (SRD: Domains, Recall Cost)', () => {
  it('outside a rest marks the Recall Cost in Stress', () => {
    const r = recallCard(withCards(['a'], ['b'], 1), 'b', { resting: false, recallCost: 2, limits });
    expect(r.ok && r.character.resources.stress).toBe(3);
    expect(r.ok && r.character.domainCards).toEqual({ loadout: ['a', 'b'], vault: [] });
    expect(r.ok && r.stressMarked).toBe(2);
  });
  it('at a rest is free', () => {
    const r = recallCard(withCards([], ['b'], 1), 'b', { resting: true, recallCost: 2, limits });
    expect(r.ok && r.character.resources.stress).toBe(1);
  });
  it('a full loadout sends the chosen card to the vault at no cost', () => {
    const full = ['1', '2', '3', '4', '5'];
    expect(recallCard(withCards(full, ['6']), '6', { resting: false, recallCost: 1, limits })).toMatchObject({
      ok: false,
    });
    const r = recallCard(withCards(full, ['6']), '6', {
      resting: false,
      recallCost: 1,
      swapOut: '3',
      limits,
    });
    expect(r.ok && r.character.domainCards).toEqual({ loadout: ['1', '2', '4', '5', '6'], vault: ['3'] });
    expect(r.ok && r.character.resources.stress).toBe(1);
  });
  it('is refused while every Stress is marked, and overflow marks one Hit Point', () => {
    expect(recallCard(withCards([], ['b'], 6), 'b', { resting: false, recallCost: 1, limits }).ok).toBe(
      false,
    );
    const r = recallCard(withCards([], ['b'], 5), 'b', { resting: false, recallCost: 3, limits });
    expect(r.ok && r.character.resources).toMatchObject({ stress: 6, health: 1 });
  });
  it('property: Stress stays within 0..slots, the loadout within five, no card is lost or doubled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 5 }),
        fc.boolean(),
        (inLoadout, inVault, stress, cost, resting) => {
          const loadout = Array.from({ length: inLoadout }, (_, i) => `l${i}`);
          const vault = Array.from({ length: inVault }, (_, i) => `v${i}`);
          const before = withCards(loadout, vault, stress);
          const r = recallCard(before, 'v0', { resting, recallCost: cost, swapOut: loadout[0], limits });
          if (!r.ok) return;
          const after = r.character;
          expect(after.resources.stress).toBeGreaterThanOrEqual(0);
          expect(after.resources.stress).toBeLessThanOrEqual(limits.stress);
          expect(after.domainCards.loadout.length).toBeLessThanOrEqual(MAX_LOADOUT);
          expect([...after.domainCards.loadout, ...after.domainCards.vault].sort()).toEqual(
            [...loadout, ...vault].sort(),
          );
          expect(after.resources.stress - stress).toBe(resting ? 0 : Math.min(cost, limits.stress - stress));
          expect(before.domainCards).toEqual({ loadout, vault }); // the input is untouched: undo keeps it
        },
      ),
    );
  });
});

describe('extra domain cards (School of Knowledge: Prepared)', () => {
  const level1 = (domain: string) =>
    [...catalog.domainCards.values()].filter((c) => c.domain === domain && c.level === 1).map((c) => c.id);
  it('a School of Knowledge wizard takes three cards at creation, another wizard two', () => {
    const wizard = (subclass: string, loadout: string[]) =>
      draft({ baseClass: 'core_class_wizard', subclass: [subclass], domainCards: { loadout } });
    const [a, b, c] = [...level1('codex'), ...level1('midnight')];
    const knowledge = 'core_subclass_school_of_knowledge';
    const war = [...catalog.subclasses.values()].find(
      (s) => s.class === 'core_class_wizard' && s.id !== knowledge,
    )!.id;
    expect(startingDomainCardCount(wizard(knowledge, []), catalog)).toBe(3);
    expect(startingDomainCardCount(wizard(war, []), catalog)).toBe(2);
    expect(domainCardProblems(wizard(knowledge, [a!, b!, c!]), catalog)).toEqual([]);
    expect(domainCardProblems(wizard(knowledge, [a!, b!]), catalog)).toEqual(['Choose three domain cards.']);
    expect(domainCardProblems(wizard(war, [a!, b!]), catalog)).toEqual([]);
  });
});
