import { describe, expect, it } from 'vitest';
import { characterSchema, type CharacterInput } from '../schemas/character';
import { builtinCatalog } from '../data/content';
import { restErrors, takeRest } from './rest';

const catalog = builtinCatalog();
const limits = { armor: 4, health: 6, stress: 6, hope: 6 };
const low = () => 0;
const ctx = { catalog: catalog, limits, tier: 2, rng: low };
const make = (input: CharacterInput) => characterSchema.parse(input);

describe('restErrors', () => {
  it('allows one or two moves, the same one twice included, and no more (two per rest)', () => {
    expect(restErrors('shortRest', ['clearStress', 'clearStress'])).toEqual([]);
    expect(restErrors('shortRest', [])).toEqual(['Choose at least one downtime move']);
    expect(restErrors('longRest', ['prepare', 'prepare', 'prepare'])).toEqual([
      'Choose at most 2 downtime moves',
    ]);
    expect(restErrors('shortRest', ['tendToAllWounds'])).toEqual(['Unknown downtime move: tendToAllWounds']);
  });
});

describe('takeRest', () => {
  it('a bonus that lasts until the next rest ends with it; other buffs stay', () => {
    const r = takeRest(
      make({
        buffs: [
          { id: 'p', name: 'Major Stride Potion', modify: { agility: 1 }, untilRest: true },
          { id: 'b', name: 'Blessed', modify: { evasion: 1 } },
        ],
      }),
      'shortRest',
      ['clearStress'],
      ctx,
    );
    expect(r.ok && r.character.buffs.map((b) => b.id)).toEqual(['b']);
  });
  it('a short rest move clears 1d4 + tier (at tier 2 and a roll of 1: 3)', () => {
    const r = takeRest(
      make({ resources: { health: 5, stress: 4 } }),
      'shortRest',
      ['tendToWounds', 'clearStress'],
      ctx,
    );
    if (!r.ok) throw new Error(r.errors.join());
    expect(r.character.resources).toMatchObject({ health: 2, stress: 1 });
    expect(r.outcomes.map((o) => o.rolled)).toEqual([3, 3]);
  });
  it('a long rest clears a whole track; Prepare gains Hope within the slots', () => {
    const r = takeRest(
      make({ resources: { armor: 4, hope: 5 } }),
      'longRest',
      ['repairAllArmor', 'prepareTogether'],
      ctx,
    );
    expect(r.ok && r.character.resources).toMatchObject({ armor: 0, hope: 6 });
  });
  it('refuses a third move and changes nothing', () => {
    expect(takeRest(make({}), 'shortRest', ['prepare', 'prepare', 'prepare'], ctx).ok).toBe(false);
  });
  it('a Premium Bedroll clears 1 Stress on either rest', () => {
    const c = make({
      resources: { stress: 3 },
      inventory: { items: [{ id: 'b', itemId: 'core_item_premium_bedroll', name: 'Premium Bedroll' }] },
    });
    const r = takeRest(c, 'shortRest', ['prepare'], ctx);
    expect(r.ok && r.character.resources.stress).toBe(2);
  });
  it('refills feature charges and item charges that recharge on this rest only', () => {
    const c = make({
      charges: [
        { id: 'short', charge: { max: 1, current: 0, recharge: { on: 'shortRest', quantity: 'all' } } },
        { id: 'long', charge: { max: 1, current: 0, recharge: { on: 'longRest', quantity: 'all' } } },
      ],
      inventory: {
        items: [
          { id: 'a', itemId: 'core_item_piercing_arrows', name: 'Arrows', chargesUsed: 3 },
          { id: 'r', itemId: 'core_item_ring_of_resistance', name: 'Ring', chargesUsed: 1 },
        ],
      },
    });
    const short = takeRest(c, 'shortRest', ['prepare'], ctx);
    if (!short.ok) throw new Error();
    expect(short.character.charges.map((x) => x.charge.current)).toEqual([1, 0]);
    expect(short.character.inventory.items.map((x) => x.chargesUsed)).toEqual([0, 1]);
    const long = takeRest(c, 'longRest', ['prepare'], ctx);
    if (!long.ok) throw new Error();
    expect(long.character.charges.map((x) => x.charge.current)).toEqual([1, 1]);
    expect(long.character.inventory.items.map((x) => x.chargesUsed)).toEqual([0, 0]);
  });
});
