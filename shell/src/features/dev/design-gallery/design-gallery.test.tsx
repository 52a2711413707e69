import { allIconNames } from '@duality/ui/icons';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignGallery } from './design-gallery';

afterEach(cleanup);

// The gallery is a long page and role queries walk all of it: allow for a busy machine.
const SLOW = 30_000;

describe('the design gallery', () => {
  it(
    'shows every control of the design system in its states',
    () => {
      render(<DesignGallery />);
      expect(screen.getByRole('heading', { level: 1, name: 'Design gallery' })).toBeTruthy();
      // Select: placeholder, chosen, disabled, with an error; plus one native select on base styles.
      expect(screen.getAllByRole('combobox')).toHaveLength(5);
      expect(screen.getByRole('combobox', { name: 'Locked trait' })).toHaveProperty('disabled', true);
      expect(screen.getByRole('combobox', { name: 'Trait to raise' }).getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(screen.getAllByRole('checkbox')).toHaveLength(4);
      expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-checked'))).toEqual([
        'true',
        'false',
        'true',
      ]);
      expect(screen.getByRole('group', { name: 'Take a rest' })).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Show homebrew as' })).toBeTruthy();
      expect(screen.getAllByRole('spinbutton')).toHaveLength(3);
      expect(screen.getByRole('navigation', { name: 'Builder steps' })).toBeTruthy();
      for (const track of ['Hit Points', 'Stress', 'Hope', 'Armor Slots', 'Fear']) {
        expect(screen.getByRole('group', { name: track })).toBeTruthy();
      }
      expect(screen.getByLabelText('Traits').tagName).toBe('DL');
      expect(screen.getByRole('button', { name: 'More actions for Rope' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Evasion: how it works' })).toBeTruthy();
      expect(screen.getByRole('tablist', { name: 'Sheet sections' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'No characters yet' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Loading your characters');
    },
    SLOW,
  );

  it('lists every icon with its name beside it', () => {
    const { container } = render(<DesignGallery />);
    const icons = container.querySelector('.shell-gallery__icons')!;
    for (const name of allIconNames) {
      expect(
        within(icons as HTMLElement)
          .getByText(name)
          .previousElementSibling?.getAttribute('data-icon'),
      ).toBe(name);
    }
  });

  it(
    'its demos are live: a tracker slot tapped marks the track',
    () => {
      render(<DesignGallery />);
      const hp = screen.getByRole('group', { name: 'Hit Points' });
      expect(hp.textContent).toContain('2 of 6 marked');
      fireEvent.click(within(hp).getByRole('button', { name: 'Hit Point 5' }));
      expect(hp.textContent).toContain('5 of 6 marked');
    },
    SLOW,
  );
});
