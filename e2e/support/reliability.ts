// Fault injection for the reliability specs: a local storage that refuses the product's own keys (a full
// quota), the keys the product keeps there, the messages it shows about them, and toasts read one by one.
import { expect, type Page } from '@playwright/test';
import { setAsideKeyOf, storageKeys as productKeys } from '@duality/platform/storage-keys';
import type { DualityClient } from '@duality/supabase';

/**
 * The product's local-storage keys (it does not show them; a test needs them to plant foreign data), from
 * its one list (@duality/platform/storage-keys). Set-aside copies are `<key>.set-aside[.<n>]`.
 */
export const storageKeys = {
  consent: productKeys.consent,
  consentSetAside: setAsideKeyOf(productKeys.consent),
  outbox: productKeys.characterOutbox,
  outboxSetAsidePrefix: (userId: string) => setAsideKeyOf(productKeys.characterOutbox(userId)),
  sheetSettings: productKeys.sheetSettings,
  setAside: setAsideKeyOf,
} as const;

/** What the product says about its local storage (the words the players read). */
export const storageMessages = {
  consentSetAside: 'Your earlier choice could not be read, so it was set aside.',
  /** A user's sealed data (their waiting changes, kept copies) that did not open with their key. */
  sealedSetAside:
    'Some data kept on this device could not be opened as yours (it was changed outside the app, or kept by an older version). It was set aside and nothing of it is sent.',
  outboxFull:
    "This device's storage is full, so your latest changes are kept only while this page stays open. They are still being saved to the server.",
  settingsSetAside:
    'The sheet settings kept on this device could not be read, so they were set aside and the defaults are used.',
  settingsFull:
    'Your sheet settings could not be saved on this device (its storage is full or turned off). They apply until you leave this page.',
  draftFull:
    'Your draft could not be saved on this device (its storage is full or turned off). Your choices are kept while this page stays open: save the character before you leave.',
} as const;

/**
 * From the next page load on, `localStorage.setItem` throws a QuotaExceededError DOMException for the
 * product's draft, outbox and sheet-settings keys while the quota is "full" (`fillQuota`/`freeQuota`), as a
 * browser whose storage is full does. Other keys (the session, consent) keep working.
 */
export async function installQuota(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = Storage.prototype.setItem;
    const guarded = /^duality\.(builder|characters\.outbox|sheet-settings)\./;
    Storage.prototype.setItem = function setItem(this: Storage, key: string, value: string) {
      if (guarded.test(key) && window.sessionStorage.getItem('e2e.quota-full') === '1') {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      real.call(this, key, value);
    };
  });
}
export const fillQuota = (page: Page) =>
  page.evaluate(() => window.sessionStorage.setItem('e2e.quota-full', '1'));
export const freeQuota = (page: Page) =>
  page.evaluate(() => window.sessionStorage.removeItem('e2e.quota-full'));

/** One local-storage value of the page. */
export const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
/** Writes a local-storage value of the page (with the real setItem). */
export const plant = (page: Page, key: string, value: string) =>
  page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [key, value] as const);
/** The local-storage keys that start with `prefix`. */
export const storedKeys = (page: Page, prefix: string) =>
  page.evaluate((p) => Object.keys(window.localStorage).filter((k) => k.startsWith(p)), prefix);

/** Waits for a toast with exactly this message and dismisses it (toasts queue, one shown at a time). */
export async function expectToastMessage(page: Page, message: string): Promise<void> {
  const toast = page.locator('.dh-toast', { has: page.locator('.dh-toast__message', { hasText: message }) });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
}

/** The signed-in user's id, as the outbox key names it. */
export async function userIdOf(client: DualityClient): Promise<string> {
  const { data } = await client.auth.getUser();
  if (!data.user) throw new Error('the API client is not signed in');
  return data.user.id;
}
