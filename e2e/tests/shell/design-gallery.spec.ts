// The design system's gallery (/dev/design) in a real browser, at a phone's 360x740 with touch and at
// 1280x800: every control of @duality/ui is there, no interactive element is smaller than 44x44 px (links
// inside running text excepted, as WCAG 2.5.8 does), no field has text under 16 px, nothing scrolls
// sideways, the display face is loaded, axe finds no violation, and the styled select, menu and popover
// work from the keyboard.
import { axeScan } from '../../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

async function openGallery(page: Page) {
  await page.goto('/dev/design');
  await expect(page.getByRole('heading', { level: 1, name: 'Design gallery' })).toBeVisible();
}

/** Interactive elements under 44x44 px, and fields under 16 px, described for the failure message. */
async function smallTargets(page: Page): Promise<{ targets: string[]; fields: string[]; sideways: boolean }> {
  return page.evaluate(() => {
    const interactive =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="switch"]';
    const targets: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(`main ${interactive}`)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // A radio or checkbox is reached through its label, which is the target the finger meets.
      const target = el.matches('input[type="radio"], input[type="checkbox"]') ? el.closest('label') : el;
      const rect = (target ?? el).getBoundingClientRect();
      // A link inside a sentence is excepted (WCAG 2.5.8 "inline").
      if (el.tagName === 'A' && el.parentElement?.tagName === 'P' && !el.classList.contains('dh-button'))
        continue;
      if (rect.width < 44 || rect.height < 44) {
        targets.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
        );
      }
    }
    const fields = [
      ...document.querySelectorAll<HTMLElement>(
        'main input, main select, main textarea, main [role="combobox"]',
      ),
    ]
      .filter(
        (el) =>
          !el.matches('[type="radio"], [type="checkbox"], [aria-hidden="true"] *, [aria-hidden="true"]'),
      )
      .filter((el) => el.getBoundingClientRect().width > 0)
      .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 16)
      .map((el) => `${el.tagName.toLowerCase()} ${getComputedStyle(el).fontSize}`);
    return { targets, fields, sideways: document.documentElement.scrollWidth > window.innerWidth };
  });
}

for (const size of [
  { name: 'phone', viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
]) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: size.isMobile });

    test('every control is there, big enough, readable and fits the width', async ({ page }) => {
      await openGallery(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('combobox')).toHaveCount(5);
      await expect(main.getByRole('switch')).toHaveCount(3);
      await expect(main.getByRole('checkbox')).toHaveCount(4);
      await expect(main.getByRole('radio')).toHaveCount(6);
      await expect(main.getByRole('navigation', { name: 'Builder steps' })).toBeVisible();
      await expect(main.getByRole('group', { name: 'Hit Points' }).getByRole('button')).toHaveCount(6);
      await expect(main.getByRole('tablist', { name: 'Sheet sections' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'More actions for Rope' })).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: 'Loading your characters' })).toBeAttached();
      const report = await smallTargets(page);
      expect(report.targets).toEqual([]);
      expect(report.fields).toEqual([]);
      expect(report.sideways).toBe(false);
      await expect
        .poll(() => page.evaluate(() => document.fonts.check('700 24px "Duality Display"')))
        .toBe(true);
    });

    test('axe finds no violation', async ({ page }) => {
      await openGallery(page);
      const result = await axeScan(page).include('main').analyze();
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  });
}

test('the styled select, the menu and the rules popover work from the keyboard', async ({ page }) => {
  await openGallery(page);
  const select = page.getByRole('combobox', { name: 'Roll with' });
  await select.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  // The list takes the keyboard once it has focused the current option (after it is placed): arrows pressed
  // before that went nowhere on a loaded machine, as they would for a person who cannot see the highlight yet.
  await expect(page.getByRole('option', { name: 'Agility' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Strength' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(select).toHaveText('Strength');

  const more = page.getByRole('button', { name: 'More actions for Rope' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Notes on Rope' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();

  const term = page.getByRole('button', { name: 'Evasion: how it works' });
  await term.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Evasion' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(term).toBeFocused();
});
