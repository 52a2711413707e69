// What a player on a phone meets on a page, measured in the page: controls under 44x44 px, text fields and
// selects under 16 px (iOS zooms the page on focus below that), selects still drawn as the browser's widget,
// and sideways scrolling. Each finding names the element, so a failing check says what to fix.
import type { Page } from '@playwright/test';

export interface TouchFindings {
  small: string[];
  smallText: string[];
  nativeSelects: string[];
  sideways: number;
}

/**
 * Audits the visible page. A link inside running text is left out, as WCAG 2.5.8 does: its size is the
 * sentence's (an inline link whose block holds more text than the link). A checkbox or radio counts by its label.
 */
export function auditTouch(page: Page): Promise<TouchFindings> {
  return page.evaluate(() => {
    const describe = (el: Element, r: DOMRect) => {
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLElement).innerText?.trim().slice(0, 40) ??
        el.getAttribute('name') ??
        '';
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"], [hidden], [inert]');
    };
    const inRunningText = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement?.closest('p, li, dd, td, label, span, small, figcaption');
      return !!block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1;
    };
    const controls = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [role="combobox"], [role="checkbox"], [role="radio"]',
      ),
    ].filter(shown);
    const small: string[] = [];
    for (const el of controls) {
      if (inRunningText(el)) continue;
      const choice = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      const target = choice ? (el.closest('label') ?? el) : el;
      const r = target.getBoundingClientRect();
      if (r.width < 44 || r.height < 44) small.push(describe(el, r));
    }
    const textLike = controls.filter(
      (el) =>
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement ||
        (el instanceof HTMLInputElement &&
          !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(
            el.type,
          )),
    );
    const smallText = textLike
      .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 16)
      .map((el) => `${describe(el, el.getBoundingClientRect())} at ${getComputedStyle(el).fontSize}`);
    const nativeSelects = controls
      .filter((el) => el instanceof HTMLSelectElement && getComputedStyle(el).appearance !== 'none')
      .map((el) => describe(el, el.getBoundingClientRect()));
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    return { small, smallText, nativeSelects, sideways };
  });
}
