import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { iconNames } from './icon-paths';

afterEach(cleanup);

// The fixed icon set: the product uses these icons and no others.
const specIcons = [
  'attributes',
  'armor',
  'blade',
  'campfire',
  'class',
  'codex',
  'companion',
  'd20',
  'discord',
  'google',
  'patreon',
  'twitch',
  'homebrew',
  'hope',
  'stress',
  'health',
  'inventory',
  'party',
  'persona',
  'qrcode',
  'share',
  'skull',
  'subclass',
  'track-character',
  'arrows',
  'chevrons',
  'plus',
  'minus',
  'edit',
  'trash',
  'undo',
  'reset',
  'search',
  'filters',
];

describe('Icon', () => {
  it('has every icon of the fixed set', () => {
    expect([...iconNames].sort()).toEqual([...specIcons].sort());
  });

  it('is an image with a name when titled', () => {
    render(<Icon name="hope" title="Hope" />);
    expect(screen.getByRole('img', { name: 'Hope' })).toBeTruthy();
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Icon name="trash" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
