// Two devices of one player edit the same homebrew record: the save based on a revision the server has moved
// past is refused (HTTP 409, "Stale write refused …") and overwrites nothing; made again over the current
// revision, it applies. Through the REST API with two supabase-js clients, each with its own session, as two
// devices would be. The two-device case of a character (the conflict choice on the sheet) is
// character-saving.spec.ts's; the libraries' save with expectedRevision is tested on the embedded backend in
// packages/stores (homebrew/libraries.test.ts).
// The same in the editors: two browser contexts (two devices) open one record, both change it, and the later
// save is refused with the spec-style message, the device keeps what it typed, and the server keeps the first.
import { expect, test } from '@playwright/test';
import { newAccount } from '../../support/account';
import { apiAs, signUpApi } from '../../support/api';
import { expectToast } from '../../support/campaign';
import { insertHomebrew, newAuthor } from '../../support/homebrew';
import { logInAs, saveAndExpect } from '../../support/homebrew-editor';
import { declineConsentUpFront } from '../../support/menu';

const CHANGED_ELSEWHERE = 'This homebrew was changed somewhere else after you opened it.';

test('two devices editing one homebrew record: the stale save is refused with 409 and nothing is overwritten', async () => {
  const account = newAccount('Two Devices');
  const { client: laptop } = await signUpApi(account);
  const phone = await apiAs(account);
  const { data: created, error } = await laptop
    .from('homebrew_items')
    .insert({ name: 'Shared Compass', data: { description: 'Points north.' } })
    .select('id, revision')
    .single();
  expect(error).toBeNull();
  expect(created!.revision).toBe(1);
  const id = created!.id;
  const read = async () =>
    (await laptop.from('homebrew_items').select('revision, data').eq('id', id).single()).data;
  // Both devices have the record at revision 1.
  expect((await phone.from('homebrew_items').select('revision').eq('id', id).single()).data).toEqual({
    revision: 1,
  });

  const fromLaptop = await laptop
    .from('homebrew_items')
    .update({ data: { description: 'Points to home.' }, expected_revision: 1 })
    .eq('id', id)
    .select('revision')
    .single();
  expect(fromLaptop.error).toBeNull();
  expect(fromLaptop.data).toEqual({ revision: 2 });

  const fromPhone = await phone
    .from('homebrew_items')
    .update({ data: { description: 'Points to treasure.' }, expected_revision: 1 })
    .eq('id', id)
    .select('revision')
    .single();
  expect(fromPhone.status).toBe(409);
  expect(fromPhone.error?.message).toMatch(/^Stale write refused: this homebrew record is at revision 2/);
  expect(await read()).toEqual({ revision: 2, data: { description: 'Points to home.' } });

  const again = await phone
    .from('homebrew_items')
    .update({ data: { description: 'Points to treasure.' }, expected_revision: 2 })
    .eq('id', id)
    .select('revision')
    .single();
  expect(again.error).toBeNull();
  expect(await read()).toEqual({ revision: 3, data: { description: 'Points to treasure.' } });
});

test('two devices in the editor: the later save of one record is refused, keeps what was typed, and overwrites nothing', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const { account, client } = await newAuthor('Two Editors');
  const id = await insertHomebrew(client, 'items', `Lantern ${tag}`, { description: 'Gives light.' }, false);
  const devices = await Promise.all([browser.newContext(), browser.newContext()]);
  const [laptop, phone] = await Promise.all(devices.map((context) => context.newPage()));
  for (const page of [laptop!, phone!]) {
    await declineConsentUpFront(page);
    await logInAs(page, account);
    await page.goto(`/homebrew/edit/items/${id}`);
    await expect(
      page.getByRole('form', { name: 'item editor' }).getByLabel('Name', { exact: true }).first(),
    ).toHaveValue(`Lantern ${tag}`);
  }
  const nameOn = (page: typeof laptop) =>
    page!.getByRole('form', { name: 'item editor' }).getByLabel('Name', { exact: true }).first();

  await nameOn(laptop).fill(`Laptop Lantern ${tag}`);
  await saveAndExpect(
    laptop!.getByRole('form', { name: 'item editor' }),
    'Save changes',
    `Saved changes to Laptop Lantern ${tag}`,
  );
  await nameOn(phone).fill(`Phone Lantern ${tag}`);
  await phone!
    .getByRole('form', { name: 'item editor' })
    .getByRole('button', { name: 'Save changes' })
    .click();
  await expectToast(phone!, CHANGED_ELSEWHERE);

  await expect(nameOn(phone)).toHaveValue(`Phone Lantern ${tag}`); // the refused work is still on the page
  const { data: row } = await client.from('homebrew_items').select('name, revision').eq('id', id).single();
  expect(row).toEqual({ name: `Laptop Lantern ${tag}`, revision: 2 });
  await Promise.all(devices.map((context) => context.close()));
});
