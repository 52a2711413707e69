import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gainGold, goldToHandfuls, handfulsToGold, spendGold } from './gold';
import { GOLD, MAX_GOLD_HANDFULS } from '../constants';
import { inventorySchema } from '../schemas/character';

const purse = fc.integer({ min: 0, max: MAX_GOLD_HANDFULS }).map(handfulsToGold);

describe('gold (SRD: Gold)', () => {
  it('holds at most 9 handfuls, 9 bags and 1 chest', () => {
    expect(MAX_GOLD_HANDFULS).toBe(199);
    expect(handfulsToGold(199)).toEqual({ handfuls: 9, bags: 9, chests: 1 });
    expect(() => handfulsToGold(200)).toThrow(RangeError);
  });
  it('a 10th handful marks a bag and clears the handfuls', () => {
    expect(gainGold({ handfuls: 9, bags: 0, chests: 0 }, 1)).toEqual({
      ok: true,
      gold: { handfuls: 0, bags: 1, chests: 0 },
    });
  });
  it('a 10th bag marks a chest and clears the bags', () => {
    expect(gainGold({ handfuls: 3, bags: 9, chests: 0 }, 1, 'bags')).toEqual({
      ok: true,
      gold: { handfuls: 3, bags: 0, chests: 1 },
    });
  });
  it('cannot pass one chest', () => {
    const full = { handfuls: 9, bags: 9, chests: 1 };
    expect(gainGold(full, 1)).toEqual({ ok: false, gold: full, reason: 'full' });
    expect(gainGold({ handfuls: 0, bags: 0, chests: 1 }, 1, 'chests').ok).toBe(false);
  });
  it('spending borrows from the next category up', () => {
    expect(spendGold({ handfuls: 0, bags: 1, chests: 0 }, 1)).toEqual({
      ok: true,
      gold: { handfuls: 9, bags: 0, chests: 0 },
    });
    expect(spendGold({ handfuls: 0, bags: 0, chests: 1 }, 1, 'bags')).toEqual({
      ok: true,
      gold: { handfuls: 0, bags: 9, chests: 0 },
    });
    expect(spendGold({ handfuls: 2, bags: 0, chests: 0 }, 3)).toMatchObject({
      ok: false,
      reason: 'insufficient',
    });
  });
  it('a bag is worth 10 handfuls and a chest 10 bags, not 9 (the 9 is the number of slots)', () => {
    expect([GOLD.handfulsPerBag, GOLD.bagsPerChest]).toEqual([10, 10]);
    expect(goldToHandfuls({ handfuls: 0, bags: 1, chests: 0 })).toBe(10);
    expect(goldToHandfuls({ handfuls: 0, bags: 0, chests: 1 })).toBe(100);
    // Nine handfuls gained one at a time fill the slots; the tenth marks a bag.
    let purse = { handfuls: 0, bags: 0, chests: 0 };
    for (let i = 0; i < 9; i++) purse = gainGold(purse, 1).gold;
    expect(purse).toEqual({ handfuls: 9, bags: 0, chests: 0 });
    expect(gainGold(purse, 1).gold).toEqual({ handfuls: 0, bags: 1, chests: 0 });
  });
  it('a stored handful count above what the slots hold is refused with the reason, not cut down', () => {
    expect(inventorySchema.parse({ gold: 199 }).gold).toBe(199);
    const result = inventorySchema.safeParse({ gold: 250 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(
      'Gold is at most 1 chest, 9 bags and 9 handfuls',
    );
  });
  it('starting gold is 1 handful', () => {
    expect(handfulsToGold(goldToHandfuls(1))).toEqual({ handfuls: 1, bags: 0, chests: 0 });
  });
  it('property: slots never exceed their limits', () => {
    fc.assert(
      fc.property(
        purse,
        fc.integer({ min: 0, max: 250 }),
        fc.constantFrom('handfuls', 'bags', 'chests' as const),
        (g, n, unit) => {
          for (const r of [gainGold(g, n, unit), spendGold(g, n, unit)]) {
            if (r.gold.handfuls > 9 || r.gold.bags > 9 || r.gold.chests > 1) return false;
            if (r.gold.handfuls < 0 || r.gold.bags < 0 || r.gold.chests < 0) return false;
          }
          return true;
        },
      ),
    );
  });
  it('property: gaining then spending the same amount restores the purse', () => {
    fc.assert(
      fc.property(purse, fc.integer({ min: 0, max: 199 }), (g, n) => {
        const up = gainGold(g, n);
        if (!up.ok) return goldToHandfuls(g) + n > MAX_GOLD_HANDFULS;
        const down = spendGold(up.gold, n);
        return down.ok && JSON.stringify(down.gold) === JSON.stringify(g);
      }),
    );
  });
  it('property: a failed change leaves the purse as it was; a good one moves the total exactly', () => {
    fc.assert(
      fc.property(purse, fc.integer({ min: 0, max: 30 }), (g, n) => {
        const r = spendGold(g, n);
        return r.ok
          ? goldToHandfuls(r.gold) === goldToHandfuls(g) - n
          : goldToHandfuls(r.gold) === goldToHandfuls(g);
      }),
    );
  });
});
