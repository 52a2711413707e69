import { describe, expect, it } from 'vitest';
import { characterSchema, type CharacterInput } from '../schemas/character';
import { builtinCatalog } from '../data/content';
import { consumeItem } from './consumables';

const catalog = builtinCatalog();
const limits = { armor: 3, health: 6, stress: 6, hope: 6 };
const low = () => 0; // every die shows 1
const high = () => 0.9999; // every die shows its highest face
const entry = (itemId: string, quantity = 1) => ({ id: `e-${itemId}`, itemId, name: itemId, quantity });
const withItems = (items: ReturnType<typeof entry>[], resources: CharacterInput['resources']) =>
  characterSchema.parse({ inventory: { items }, resources });

describe('consumeItem', () => {
  it('a Health Potion rolls 1d4+1 and clears that many Hit Points, and is used up', () => {
    const c = withItems([entry('core_consumable_health_potion')], { health: 5 });
    const r = consumeItem(c, 'e-core_consumable_health_potion', catalog, limits, high);
    if (!r.ok) throw new Error(r.error);
    expect(r.rolls).toEqual([{ track: 'health', notation: '1d4+1', total: 5 }]);
    expect(r.character.resources.health).toBe(0);
    expect(r.character.inventory.items).toEqual([]);
  });
  it('Snap Powder clears 1 Hit Point and marks 1 Stress; a stack loses one', () => {
    const c = withItems([entry('core_consumable_snap_powder', 3)], { health: 2, stress: 1 });
    const r = consumeItem(c, 'e-core_consumable_snap_powder', catalog, limits, low);
    if (!r.ok) throw new Error(r.error);
    expect(r.character.resources).toMatchObject({ health: 1, stress: 2 });
    expect(r.character.inventory.items[0]!.quantity).toBe(2);
  });
  it('Varik Leaves gain 2 Hope, never past the Hope slots', () => {
    const c = withItems([entry('core_consumable_varik_leaves')], { hope: 5 });
    const r = consumeItem(c, 'e-core_consumable_varik_leaves', catalog, limits, low);
    expect(r.ok && r.character.resources.hope).toBe(6);
  });
  it("a consumable's stat bonus applies as a buff (it used to be dropped)", () => {
    const c = withItems([entry('core_consumable_major_stride_potion')], {});
    const r = consumeItem(c, 'e-core_consumable_major_stride_potion', catalog, limits, low);
    if (!r.ok) throw new Error(r.error);
    expect(r.character.buffs).toEqual([
      {
        id: 'e-core_consumable_major_stride_potion:0',
        name: 'Major Stride Potion',
        enabled: true,
        scar: false,
        untilRest: true,
        modify: { agility: 1 },
      },
    ]);
    expect(characterSchema.safeParse(r.character).success).toBe(true);
  });
  it('refuses what is not a consumable, or not there', () => {
    const c = withItems([entry('core_item_premium_bedroll')], {});
    expect(consumeItem(c, 'e-core_item_premium_bedroll', catalog, limits, low)).toEqual({
      ok: false,
      error: 'core_item_premium_bedroll is not a consumable',
    });
    expect(consumeItem(c, 'nope', catalog, limits, low).ok).toBe(false);
  });
});
