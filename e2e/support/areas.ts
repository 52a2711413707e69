import { expect, type Page } from '@playwright/test';
import type { AreaName } from '@duality/platform';

/**
 * Waits until the shell shows an area: its outlet holds the area's root with something rendered in it and
 * no error panel. Reads only the shell's own markup, never the area's pages.
 */
export async function expectAreaShown(page: Page, area: AreaName): Promise<void> {
  const outlet = page.locator(`[data-area-outlet="${area}"]`);
  await expect(outlet.locator(`[data-area-root="${area}"] > *`).first()).toBeVisible();
  await expect(outlet.locator('[data-area-panel]')).toHaveCount(0);
}
