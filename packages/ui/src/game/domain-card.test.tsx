import { BUILTIN_DOMAIN_CARDS } from '@duality/rules/content';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainCard } from './domain-card';
import { DomainCardSummary } from './item-summary';

afterEach(cleanup);

// A level-2 Blade ability with one use a long rest (SRD).
const soldiersBond = BUILTIN_DOMAIN_CARDS.find((c) => c.id === 'core_domain_card_a_soldiers_bond')!;

function fact(card: HTMLElement, label: string): string | null {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('DomainCard', () => {
  it('is an article named by the card, with its domain and type written, and its level, type and recall cost', () => {
    render(<DomainCard value={soldiersBond} headingLevel={2} />);
    const card = screen.getByRole('article', { name: soldiersBond.name });
    expect(screen.getByRole('heading', { level: 2, name: soldiersBond.name })).toBeTruthy();
    expect(card.textContent).toContain(`Blade ${soldiersBond.type}`);
    expect(fact(card, 'Level')).toBe(String(soldiersBond.level));
    expect(fact(card, 'Type')).toBe('Ability');
    expect(fact(card, 'Recall cost')).toBe(String(soldiersBond.recallCost));
    expect(card.textContent).toContain('1 use, all back on a long rest');
  });

  it("wears its domain's colour and icon, the icon decorative (the domain is in the text)", () => {
    render(<DomainCard value={soldiersBond} />);
    const card = screen.getByRole('article', { name: soldiersBond.name });
    expect(card.getAttribute('style')).toContain('--dh-card-accent: var(--dh-domain-blade)');
    const icon = card.querySelector('[data-icon="blade"]');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws every domain with its own icon, and marks homebrew', () => {
    const domains = [...new Set(BUILTIN_DOMAIN_CARDS.map((c) => c.domain))];
    expect(domains).toHaveLength(9);
    for (const domain of domains) {
      const card = BUILTIN_DOMAIN_CARDS.find((c) => c.domain === domain)!;
      const { container, unmount } = render(<DomainCard value={card} homebrew />);
      expect(container.querySelector(`[data-icon="${domain}"]`)).not.toBeNull();
      expect(container.textContent).toContain('Homebrew');
      unmount();
    }
  });

  it('is what DomainCardSummary draws, so the builder and the sheet get it unchanged', () => {
    render(<DomainCardSummary value={soldiersBond} />);
    expect(screen.getByRole('article', { name: soldiersBond.name }).classList).toContain('dh-domain-card');
  });
});
