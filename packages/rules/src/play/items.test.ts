import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUILTIN_ITEMS } from '../data/content';
import { buildCatalog } from '../rules/catalog';
import { characterSchema, type Character } from '../schemas/character';
import { deriveSheet } from '../rules/derive';
import type { Item } from '../schemas/homebrew';
import { fixedDice } from './dice-source';
import { describeItem, isUsable, activateItem } from './items';

const charm: Item = {
  id: 'hb_charm',
  name: 'Mending Charm',
  description: 'A charm that knits small wounds.',
  public: false,
  user_id: 'u1',
  restore: { health: 2 },
  charge: { max: 2, recharge: { on: 'longRest', quantity: 'all' } },
};
const catalog = buildCatalog({ items: [...BUILTIN_ITEMS, charm] });
const limits = { armor: 3, health: 6, stress: 6, hope: 6 };
const scale = { proficiency: 1, level: 1, tier: 1 };
const entry = (id: string, itemId: string, quantity = 1) => ({
  id,
  itemId,
  name: catalog.items.get(itemId)!.name,
  quantity,
});
const holding = (items: unknown[], resources = {}, patch = {}): Character =>
  characterSchema.parse({ inventory: { items }, resources, ...patch });
const ctx = (faces: number[]) => ({ limits, scale, dice: fixedDice(faces), buffId: 'b1' });

describe('activateItem (one rule for every item)', () => {
  it('a consumable restores by its dice and is used up', () => {
    const c = holding([entry('e1', 'core_consumable_minor_health_potion', 2)], { health: 4 });
    const r = activateItem(c, 'e1', catalog, ctx([3]));
    if (!r.ok) throw new Error(r.error);
    expect(r.character.resources.health).toBe(1);
    expect(r.character.inventory.items[0]!.quantity).toBe(1);
    expect(r.description).toBe('Minor Health Potion: clear 3 Hit Points.');
  });
  it("a consumable's stat bonus applies, as a buff on the sheet", () => {
    const c = holding([entry('e1', 'core_consumable_major_stride_potion')], {}, { agility: { score: 1 } });
    expect(deriveSheet(c, catalog).traits.agility).toBe(1);
    const r = activateItem(c, 'e1', catalog, ctx([]));
    if (!r.ok) throw new Error(r.error);
    expect(r.buff).toMatchObject({ id: 'b1', modify: { agility: 1 }, enabled: true });
    expect(deriveSheet(r.character, catalog).traits.agility).toBe(2);
    expect(r.character.inventory.items).toEqual([]);
  });
  it('a reusable charm with charges heals, spends a charge, and stays', () => {
    const c = holding([{ id: 'e1', itemId: 'hb_charm', name: 'Mending Charm' }], { health: 3 });
    const once = activateItem(c, 'e1', catalog, ctx([]));
    if (!once.ok) throw new Error(once.error);
    expect(once.character.resources.health).toBe(1);
    const twice = activateItem(once.character, 'e1', catalog, ctx([]));
    if (!twice.ok) throw new Error(twice.error);
    expect(twice.character.inventory.items[0]).toMatchObject({ chargesUsed: 2, quantity: 1 });
    expect(activateItem(twice.character, 'e1', catalog, ctx([]))).toEqual({
      ok: false,
      error: 'Mending Charm has no charges left until it recharges.',
    });
  });
  it('property: tracks stay within 0..slots and one use or charge goes per use', () => {
    const usable = [...catalog.items.values()].filter(isUsable);
    fc.assert(
      fc.property(
        fc.constantFrom(...usable),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (item, health, stress, hope) => {
          const c = holding([{ id: 'e1', itemId: item.id, name: item.name, quantity: 2 }], {
            health,
            stress,
            hope,
          });
          const r = activateItem(c, 'e1', catalog, {
            limits,
            scale,
            dice: fixedDice(Array(40).fill(4)),
            buffId: 'b',
          });
          if (!r.ok) throw new Error(r.error);
          for (const t of ['health', 'stress', 'hope'] as const) {
            expect(r.character.resources[t]).toBeGreaterThanOrEqual(0);
            expect(r.character.resources[t]).toBeLessThanOrEqual(limits[t]);
          }
          const after = r.character.inventory.items[0];
          if (item.consumable) expect(after?.quantity).toBe(1);
          else if (item.charge) expect(after?.chargesUsed).toBe(1);
        },
      ),
    );
  });
});

describe('describeItem', () => {
  it('says what an item does before use', () => {
    expect(describeItem(charm)).toEqual([
      'Use it to clear 2 Hit Points.',
      '2 uses. It recharges fully on a long rest.',
    ]);
    expect(describeItem(catalog.items.get('core_consumable_major_stride_potion')!)).toEqual([
      'Using it gives +1 Agility until your next rest.',
    ]);
    expect(describeItem(catalog.items.get('core_consumable_minor_health_potion')!)).toEqual([
      'Use it up to clear 1d4 Hit Points.',
    ]);
  });
  it('every built-in item gets at least one sentence', () => {
    for (const item of BUILTIN_ITEMS) expect(describeItem(item).length).toBeGreaterThan(0);
  });
});
