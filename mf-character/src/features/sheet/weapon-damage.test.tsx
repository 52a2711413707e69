// The sheet shows a weapon's damage by the one rule in @duality/rules: a homebrew 2d6+1 weapon at Proficiency 2
// is 4d6+1 (the sheet once showed 2d6+1, counting the proficiency alone as the dice).
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, characterSchema, deriveSheet } from '@duality/rules';
import { BUILTIN_BEASTFORMS, BUILTIN_DOMAIN_CARDS, BUILTIN_HOMEBREW } from '@duality/rules/content';
import { provideDataStores, type DataStores } from '@duality/stores';
import { WeaponsPanel } from './weapons-panel';

afterEach(cleanup);

const twinFang = {
  user_id: 'u1',
  created_at: '2026-11-22T00:00:00Z',
  public: false,
  id: '51',
  name: 'Twin Fang',
  slot: 'primary' as const,
  trait: 'Finesse' as const,
  range: 'Close' as const,
  damage: '2d6+1',
  damageType: 'physical' as const,
  tier: 1 as const,
  burden: 1 as const,
  feature: null,
};
const catalog = buildCatalog(
  { ...BUILTIN_HOMEBREW, beastforms: BUILTIN_BEASTFORMS, domainCards: BUILTIN_DOMAIN_CARDS },
  { weapons: [twinFang] },
);

beforeAll(() => {
  provideDataStores({
    catalog: { state$: { subscribe: () => ({ unsubscribe() {} }) }, state: catalog, dispose() {} },
  } as unknown as DataStores);
});

describe('weapon damage on the sheet', () => {
  it.each([
    [1, '2d6+1'],
    [2, '4d6+1'],
  ])('at level %i a homebrew 2d6+1 weapon rolls %s', (level, shown) => {
    const character = characterSchema.parse({
      level,
      inventory: { weapons: [{ id: 'w1', itemId: '51', name: 'Twin Fang', equipped: true, notes: '' }] },
    });
    const sheet = deriveSheet(character, catalog);
    render(<WeaponsPanel id={1} character={character} sheet={sheet} edit={() => {}} />);
    const weapons = screen.getByRole('region', { name: 'Weapons' });
    expect(within(weapons).getByText(shown, { selector: '.sheet-weapon__damage' })).toBeTruthy();
  });
});
