// Two devices of one player edit the same homebrew record: the save based on a revision the server has moved
// past is refused (HTTP 409, "Stale write refused …") and overwrites nothing; made again over the current
// revision, it applies. Through the REST API with two supabase-js clients, each with its own session, as two
// devices would be. The two-device case of a character (the conflict choice on the sheet) is
// character-saving.spec.ts's; the libraries' save with expectedRevision is tested on the embedded backend in
// packages/stores (homebrew/libraries.test.ts).
//
// THE EDITOR CASE: the homebrew editors (mf-homebrew) are being built; once they save with
// `save(kind, record, { expectedRevision: record.revision })`, add here a test with two browser contexts
// editing one record in the editor, expecting HOMEBREW_CHANGED_ELSEWHERE and the other version shown.
import { expect, test } from '@playwright/test';
import { newAccount } from '../support/account';
import { apiAs, signUpApi } from '../support/api';

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
