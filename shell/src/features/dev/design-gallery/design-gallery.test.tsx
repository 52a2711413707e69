import { allIconNames } from '@duality/ui/icons';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DesignGallery } from './design-gallery';

// The gallery is a long page, rendered once for all the checks (a render takes seconds on a busy machine);
// counts use selectors, and role queries stay inside one section, so no check walks the whole tree.
let container: HTMLElement;
beforeAll(() => {
  container = render(<DesignGallery />).container;
}, 60_000);
afterAll(cleanup);

function section(heading: string): HTMLElement {
  const title = [...container.querySelectorAll('h2')].find((h) => h.textContent === heading);
  if (!title?.parentElement) throw new Error(`no section ${heading}`);
  return title.parentElement;
}

/** The control a label names (its `for`). */
function labelled(scope: HTMLElement, text: string): HTMLElement {
  const label = [...scope.querySelectorAll('label')].find((l) => l.textContent === text);
  const control = label && document.getElementById(label.htmlFor);
  if (!control) throw new Error(`no control labelled ${text}`);
  return control;
}

describe('the design gallery', { timeout: 20_000 }, () => {
  it('shows the form controls in their states', () => {
    const forms = section('Form controls');
    // Select: placeholder, chosen, disabled, with an error; plus one native select on the base styles.
    expect(forms.querySelectorAll('[role="combobox"], select')).toHaveLength(5);
    expect(labelled(forms, 'Locked trait')).toHaveProperty('disabled', true);
    expect(labelled(forms, 'Trait to raise').getAttribute('aria-invalid')).toBe('true');
    expect(labelled(forms, 'Roll with').getAttribute('role')).toBe('combobox');
    expect(forms.querySelectorAll('input[type="checkbox"]')).toHaveLength(4);
    expect([...forms.querySelectorAll('[role="switch"]')].map((s) => s.getAttribute('aria-checked'))).toEqual(
      ['true', 'false', 'true'],
    );
    expect(forms.querySelectorAll('fieldset input[type="radio"]')).toHaveLength(6);
    expect(forms.querySelectorAll('input[type="number"]')).toHaveLength(3);
  });

  it('shows the play and display parts and a domain card of each type', () => {
    const play = section('Play');
    expect(play.querySelector('nav[aria-label="Builder steps"]')).not.toBeNull();
    for (const track of ['Hit Points', 'Stress', 'Hope', 'Armor Slots', 'Fear']) {
      // A tracker is named by its track and what is marked ("Hit Points: 2 of 6 marked").
      expect(play.querySelector(`[role="group"][aria-label^="${track}: "]`)).not.toBeNull();
    }
    expect(play.querySelector('dl[aria-label="Traits"]')?.querySelectorAll('dt')).toHaveLength(6);
    const display = section('Display');
    expect(
      display.querySelector('[aria-label="More actions for Rope"][aria-haspopup="menu"]'),
    ).not.toBeNull();
    expect(display.querySelector('[aria-label="Evasion: how it works"]')).not.toBeNull();
    expect(display.querySelectorAll('[role="tablist"] [role="tab"]')).toHaveLength(4);
    expect(display.querySelector('.dh-empty h4')?.textContent).toBe('No characters yet');
    expect(display.querySelector('[role="status"]')?.textContent).toBe('Loading your characters');
    const cards = section('Domain cards').querySelectorAll('article.dh-domain-card');
    expect([...cards].map((c) => c.getAttribute('data-domain'))).toEqual(['arcana', 'valor', 'codex']);
  });

  it('lists every icon with its name beside it', () => {
    const items = [...container.querySelectorAll('.shell-gallery__icons li')];
    expect(items.map((li) => [li.querySelector('svg')?.getAttribute('data-icon'), li.textContent])).toEqual(
      allIconNames.map((name) => [name, name]),
    );
  });

  it('its demos are live: a tracker slot tapped marks the track', () => {
    const hp = () => container.querySelector<HTMLElement>('[role="group"][aria-label^="Hit Points: "]')!;
    expect(hp().getAttribute('aria-label')).toBe('Hit Points: 2 of 6 marked');
    fireEvent.click(hp().querySelector('button[aria-label="Hit Point 5"]')!);
    expect(hp().getAttribute('aria-label')).toBe('Hit Points: 5 of 6 marked');
    expect(hp().textContent).toContain('5 of 6 marked');
  });
});
