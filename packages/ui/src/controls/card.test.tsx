import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from './badge';
import { accentColors, Card } from './card';
import { StatBlock, StatGroup } from './stat-block';
import { EmptyState, LoadingState } from './states';

afterEach(cleanup);

describe('Card', () => {
  it('is an article with a heading at the level asked, its kicker and its actions', () => {
    render(
      <Card title="Rope" kicker="Item" headingLevel={2} actions={<button type="button">More</button>}>
        <p>Fifty feet.</p>
      </Card>,
    );
    const card = screen.getByRole('article');
    expect(screen.getByRole('heading', { level: 2, name: 'Rope' })).toBeTruthy();
    expect(card.textContent).toContain('Item');
    expect(card.textContent).toContain('Fifty feet.');
    expect(screen.getByRole('button', { name: 'More' })).toBeTruthy();
  });

  it('colours its edge from the accent token, falling back to Fear for a name without one', () => {
    render(<Card title="Blade card" accent={{ kind: 'domain', name: 'Blade' }} />);
    const style = screen.getByRole('article').getAttribute('style') ?? '';
    expect(style).toContain('var(--dh-domain-blade, var(--dh-role-fear))');
    expect(accentColors({ kind: 'class', name: 'Moon Knight' })).toEqual({
      strong: 'var(--dh-class-moon-knight, var(--dh-role-fear))',
      soft: 'var(--dh-class-moon-knight-soft, var(--dh-role-fear-soft))',
    });
  });
});

describe('Badge', () => {
  it('says its label in text and takes a tone', () => {
    render(<Badge tone={{ kind: 'role', name: 'hope' }}>Hope feature</Badge>);
    const badge = screen.getByText('Hope feature');
    expect(badge.className).toContain('dh-tag--soft');
    expect(badge.getAttribute('style')).toContain('--dh-role-hope-soft');
  });
});

describe('StatBlock', () => {
  it('pairs each label with its value in a named description list', () => {
    render(
      <StatGroup label="Defense">
        <StatBlock label="Evasion" value={11} detail="+1 from Agility" />
        <StatBlock label="Armor" value={3} />
      </StatGroup>,
    );
    const list = screen.getByLabelText('Defense');
    expect(list.tagName).toBe('DL');
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Evasion', 'Armor']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '11',
      '+1 from Agility',
      '3',
    ]);
  });
});

describe('EmptyState and LoadingState', () => {
  it('an empty state is a titled section with its action', () => {
    render(<EmptyState title="No characters yet" action={<a href="/builder">Build a character</a>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No characters yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Build a character' })).toBeTruthy();
  });

  it('a loading state is a polite status that names what is loading', () => {
    render(<LoadingState label="Loading your characters" lines={2} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading your characters');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.querySelectorAll('.dh-loading__line')).toHaveLength(2);
  });
});
