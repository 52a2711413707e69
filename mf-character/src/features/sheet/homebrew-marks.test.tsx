// The sheet marks a player's own content: a homebrew weapon and armor in the inventory, and homebrew items and
// weapons among those that can be added, say "Homebrew"; SRD content does not.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCatalog, characterSchema, deriveSheet, type Character } from '@duality/rules';
import {
  BUILTIN_ARMOR,
  BUILTIN_BEASTFORMS,
  BUILTIN_DOMAIN_CARDS,
  BUILTIN_HOMEBREW,
} from '@duality/rules/content';
import type { DataStores, SessionStore } from '@duality/stores';
import { AreaServicesProvider } from '@duality/stores/react';
import { ArmorPanel } from './armor-panel';
import { InventoryPanel } from './inventory-panel';
import { WeaponsPanel } from './weapons-panel';

afterEach(cleanup);

const owner = { user_id: 'u1', created_at: '2026-11-22T00:00:00Z', public: false };
const harpoon = {
  ...owner,
  id: '41',
  name: 'Barbed Harpoon',
  slot: 'primary' as const,
  trait: 'Strength' as const,
  range: 'Close' as const,
  damage: 'd12+2',
  damageType: 'physical' as const,
  tier: 1 as const,
  burden: 1 as const,
  feature: null,
};
const coral = {
  ...owner,
  id: '42',
  name: 'Coral Plate',
  score: 5,
  majorThreshold: 8,
  severeThreshold: 17,
  tier: 1 as const,
  feature: null,
};
const lantern = {
  ...owner,
  id: '43',
  name: 'Tide Lantern',
  description: 'Never goes out.',
  modify: { evasion: 1 },
};
const catalog = buildCatalog(
  { ...BUILTIN_HOMEBREW, beastforms: BUILTIN_BEASTFORMS, domainCards: BUILTIN_DOMAIN_CARDS },
  { weapons: [harpoon], armor: [coral], items: [lantern] },
);

// Only the catalog is read by these panels.
const services = {
  session: {} as SessionStore,
  data: {
    catalog: { state$: { subscribe: () => ({ unsubscribe() {} }) }, state: catalog, dispose() {} },
  } as unknown as DataStores,
};

const entry = (id: string, itemId: string, name: string) => ({ id, itemId, name, equipped: true, notes: '' });
function characterWith(weapon: { id: string; name: string }, armor: { id: string; name: string }): Character {
  return characterSchema.parse({
    name: 'Marin',
    inventory: {
      weapons: [entry('w1', weapon.id, weapon.name)],
      armor: { ...entry('a1', armor.id, armor.name), attachment: null },
    },
  });
}
const panels = (character: Character) => {
  const props = { id: 1, character, sheet: deriveSheet(character, catalog), edit: () => {} };
  render(
    <AreaServicesProvider services={services}>
      <WeaponsPanel {...props} />
      <ArmorPanel {...props} />
      <InventoryPanel {...props} />
    </AreaServicesProvider>,
  );
};

describe('homebrew on the sheet', () => {
  it('marks a homebrew weapon and armor, and homebrew items among those to add', () => {
    panels(characterWith(harpoon, coral));
    const weapons = screen.getByRole('region', { name: 'Weapons' });
    expect(within(weapons).getByText('Barbed Harpoon').parentElement?.textContent).toContain('Homebrew');
    const armor = screen.getByRole('region', { name: 'Armor' });
    expect(armor.querySelector('[data-armor]')?.textContent).toMatch(
      /^Wearing Coral Plate Homebrew · Tier 1/,
    );
    // Options are read straight from the lists: a role query over hundreds of them is slow in jsdom.
    const options = [...screen.getByLabelText('Item').querySelectorAll('option')];
    expect(options.find((o) => o.getAttribute('value') === '43')?.textContent).toBe(
      'Tide Lantern (Homebrew)',
    );
    expect(options.filter((o) => o.textContent?.includes('(Homebrew)'))).toHaveLength(1);
    fireEvent.click(within(weapons).getByRole('button', { name: 'Add a weapon' }));
    fireEvent.change(within(weapons).getByLabelText('Search weapons'), { target: { value: 'homebrew' } });
    const choices = within(weapons).getAllByRole('button', { name: /^Take / });
    expect(choices.map((b) => b.getAttribute('aria-label'))).toEqual(['Take Barbed Harpoon (Homebrew)']);
    expect(choices[0]?.textContent).toBe(
      'Barbed Harpoon HomebrewTier 1 · primary · one-handed · Strength · Close · d12+2',
    );
    fireEvent.click(within(armor).getByRole('button', { name: 'Change armor' }));
    fireEvent.change(within(armor).getByLabelText('Search armor'), { target: { value: 'coral' } });
    expect(within(armor).getByRole('button', { name: 'Wear Coral Plate (Homebrew)' })).toBeTruthy();
  });

  it('does not mark SRD content', () => {
    const srdWeapon = catalog.weapons.get('core_weapon_broadsword')!;
    panels(characterWith(srdWeapon, BUILTIN_ARMOR[0]!));
    expect(screen.queryAllByText('Homebrew')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Armor' }).querySelector('[data-armor]')?.textContent).toMatch(
      new RegExp(`^Wearing ${BUILTIN_ARMOR[0]!.name} · Tier`),
    );
  });
});
