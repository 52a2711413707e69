import { DOMAINS, TRAITS } from '@duality/rules';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { allIconNames, domainIcons, Icon, traitIcons } from './full-icon';
import { iconNames } from './icon-paths';

afterEach(cleanup);

describe('the whole icon set (@duality/ui/icons)', () => {
  it('holds the spec set and the added icons, each drawn with at least one path', () => {
    expect(allIconNames).toEqual(expect.arrayContaining(iconNames));
    expect(allIconNames).toEqual(
      expect.arrayContaining(['more', 'check', 'chevron-down', 'close', 'info', 'gold', 'campfire', 'd20']),
    );
    for (const name of allIconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelectorAll('path').length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('has an icon for every domain and every trait of the rules', () => {
    expect(Object.keys(domainIcons).sort()).toEqual([...DOMAINS].sort());
    expect(Object.keys(traitIcons)).toEqual([...TRAITS]);
  });

  it('is named when titled and hidden when decorative, as the spec set', () => {
    render(<Icon name="gold" title="Gold" />);
    expect(screen.getByRole('img', { name: 'Gold' })).toBeTruthy();
    const { container } = render(<Icon name="more" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
