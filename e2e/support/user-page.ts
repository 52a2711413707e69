// A player's or game master's own browser, for the specs where several people play at once.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { signUpQuickly, type TestAccount } from './account';
import { declineConsentUpFront } from './menu';

/**
 * A page in a browser context of its own (its own storage, as another device), with consent declined up
 * front and `account` signed up and signed in. `options` sets the device (a phone's viewport and touch).
 */
export async function userPage(
  browser: Browser,
  account: TestAccount,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await declineConsentUpFront(page);
  await signUpQuickly(page, account);
  return page;
}
