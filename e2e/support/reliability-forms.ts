// Table-driven bad input for the product's forms: each case fills a form's fields, submits it, and expects
// the field's message in the spec's words; a recorder proves that nothing was sent to the backend meanwhile.
import { expect, type Page } from '@playwright/test';
import type { DualityClient } from '@duality/supabase';

export interface BadInput {
  /** What the case proves, in the test's words ("an empty email"). */
  what: string;
  /** Field label → value (labels as the form shows them). */
  fill: Record<string, string>;
  /** The message the player reads beside the field. */
  message: string;
}

/** Oversized and hostile values the tables use. */
export const hostile = {
  script: '<script>window.__pwned = 1</script>',
  img: '<img src=x onerror="window.__pwned=1">',
  long: (n: number) => 'ä'.repeat(n),
} as const;

/** What the page posts that is no form's data: the shell's area-load records and read-only functions. */
const notFormData = (path: string) =>
  path === '/rest/v1/area_loads' ||
  path.startsWith('/rest/v1/rpc/my_') ||
  path === '/functions/v1/preview-campaign-invite';

/**
 * Waits until the signed-in user's profile row exists. A new account's first visit creates it (the session
 * store's one write of its own); a recorder started before that, on a slow machine, would count it.
 */
export async function profileCreated(client: DualityClient): Promise<void> {
  await expect
    .poll(async () => (await client.from('user_profiles').select('user_id')).data?.length ?? 0, {
      message: 'the new account has its profile row',
    })
    .toBe(1);
}

/**
 * Records the writes (anything but GET, HEAD and OPTIONS) the page sends to the backend's auth and tables,
 * leaving out what is no form's data; `none()` checks there were none.
 */
export function recordWrites(page: Page, backendUrl: string) {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      request.url().startsWith(backendUrl) &&
      !['GET', 'HEAD', 'OPTIONS'].includes(request.method()) &&
      !notFormData(url.pathname)
    ) {
      writes.push(`${request.method()} ${request.url()}`);
    }
  });
  return {
    none: () => expect(writes, 'requests that write to the backend').toEqual([]),
  };
}

/** Fills and submits a form for each case (the form found by its accessible name), expecting its message. */
export async function expectRejected(page: Page, formName: string, submit: string, cases: BadInput[]) {
  const form = page.getByRole('form', { name: formName });
  for (const c of cases) {
    for (const [label, value] of Object.entries(c.fill))
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: submit }).click();
    await expect(form.getByText(c.message, { exact: true }), `${formName}: ${c.what}`).toBeVisible();
  }
}

/** No hostile markup ran in the page. */
export const expectNothingRan = async (page: Page) =>
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
