// Domain cards at the table: a card back from the vault outside a rest costs its Recall Cost in Stress,
// said before the player confirms; at a rest it is free; a School of Knowledge wizard takes Prepared's card.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { builtinCatalog } from '@duality/rules/content';
import { DomainCardsPanel } from './domain-cards-panel';
import { renderPanel } from './sheet-harness';

afterEach(cleanup);

const catalog = builtinCatalog();
const wizard = (knowledge: boolean, cards: { loadout: string[]; vault: string[] }) => ({
  name: 'Ysolde',
  baseClass: 'core_class_wizard',
  subclass: [knowledge ? 'core_subclass_school_of_knowledge' : 'core_subclass_school_of_war'],
  domainCards: cards,
  resources: { armor: 0, health: 0, stress: 1, hope: 2 },
});

describe('domain cards on the sheet', () => {
  it('says what a recall costs, and marks the Stress only once confirmed', () => {
    const { current } = renderPanel(
      DomainCardsPanel,
      wizard(false, { loadout: ['core_domain_card_bolt_beacon'], vault: ['core_domain_card_book_of_ava'] }),
      catalog,
    );
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-domain'))).toEqual([
      'splendor',
      'codex',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move Book of Ava to loadout' }));
    expect(
      screen.getByText('Outside a rest, bringing Book of Ava back costs its Recall Cost: 2 Stress.'),
    ).toBeTruthy();
    expect(current().resources.stress).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Recall Book of Ava (mark 2 Stress)' }));
    expect(current().resources.stress).toBe(3);
    expect(current().domainCards.loadout).toEqual([
      'core_domain_card_bolt_beacon',
      'core_domain_card_book_of_ava',
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      'Book of Ava is back in the loadout: marked 2 Stress.',
    );
  });

  it('moves a card back for free at a rest, sending a chosen card to the vault from a full loadout', () => {
    const five = [
      'core_domain_card_bolt_beacon',
      'core_domain_card_mending_touch',
      'core_domain_card_reassurance',
      'core_domain_card_book_of_illiat',
      'core_domain_card_book_of_tyfar',
    ];
    const { current } = renderPanel(
      DomainCardsPanel,
      wizard(false, { loadout: five, vault: ['core_domain_card_book_of_ava'] }),
      catalog,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Book of Ava to loadout' }));
    const confirm = screen.getByRole('button', { name: 'Recall Book of Ava (mark 2 Stress)' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'I am taking a rest' }));
    expect(screen.getByText('At a rest, Book of Ava moves to the loadout for free.')).toBeTruthy();
    // Nothing moves until a loadout card is chosen to go to the vault in its place.
    expect(current().domainCards.vault).toEqual(['core_domain_card_book_of_ava']);
    cleanup();
    const four = renderPanel(
      DomainCardsPanel,
      wizard(false, { loadout: five.slice(0, 4), vault: ['core_domain_card_book_of_ava'] }),
      catalog,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Book of Ava to loadout' }));
    fireEvent.click(screen.getByRole('switch', { name: 'I am taking a rest' }));
    fireEvent.click(screen.getByRole('button', { name: 'Recall Book of Ava (free)' }));
    expect(four.current().resources.stress).toBe(1);
    expect(four.current().domainCards.loadout).toContain('core_domain_card_book_of_ava');
  });

  it("offers a School of Knowledge wizard Prepared's third card, and no one else", () => {
    const two = { loadout: ['core_domain_card_bolt_beacon', 'core_domain_card_book_of_ava'], vault: [] };
    renderPanel(DomainCardsPanel, wizard(false, two), catalog);
    expect(screen.queryByText(/Your features grant/)).toBeNull();
    cleanup();
    renderPanel(DomainCardsPanel, wizard(true, two), catalog);
    expect(
      screen.getByText(
        'Your features grant one more domain card: one of your level or lower, from your domains.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Extra domain card' })).toBeTruthy();
  });
});
