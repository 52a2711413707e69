// Every form rejects bad input (empty, oversized, wrongly formatted, hostile) with its field's message in the
// product's words, and sends nothing to the backend meanwhile; valid but hostile text is stored as text and
// shown inert. Sign-up's all-at-once case is also in account.spec.ts.
import { expect, test } from '@playwright/test';
import { logIn, logOut, newAccount, readResetLink, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, productBackend, readCharacter, signUpApi } from '../../support/api';
import { inStep, openStep } from '../../support/builder';
import { LEVEL_ONE } from '../../support/character';
import { declineConsentUpFront } from '../../support/menu';
import {
  expectNothingRan,
  expectRejected,
  hostile,
  profileCreated,
  recordWrites,
} from '../../support/reliability-forms';

test.beforeEach(({ page }) => declineConsentUpFront(page));

const invalidEmail = 'Enter a valid email address, like name@example.com.';

test('log in, sign up and password reset reject empty, oversized, malformed and hostile values, sending nothing', async ({
  page,
}) => {
  const writes = recordWrites(page, (await productBackend()).url);
  await page.goto('/auth/login');
  await expectRejected(page, 'Log in', 'Log In', [
    { what: 'empty', fill: { Email: '', Password: '' }, message: 'Enter your email address.' },
    {
      what: 'no password',
      fill: { Email: 'name@example.com', Password: '' },
      message: 'Enter your password.',
    },
    { what: 'malformed email', fill: { Email: 'name@', Password: 'x' }, message: invalidEmail },
    { what: 'hostile email', fill: { Email: hostile.script, Password: 'x' }, message: invalidEmail },
  ]);

  await page.goto('/auth/signup');
  const valid = { 'Display name': 'Val', Email: 'val@example.com', Password: 'a long password' };
  await expectRejected(page, 'Sign up', 'Sign Up', [
    { what: 'blank name', fill: { ...valid, 'Display name': '   ' }, message: 'Enter a display name.' },
    {
      what: 'oversized name',
      fill: { ...valid, 'Display name': hostile.long(51) },
      message: 'Use at most 50 characters.',
    },
    { what: 'hostile email', fill: { ...valid, Email: hostile.img }, message: invalidEmail },
    { what: 'short password', fill: { ...valid, Password: 'short' }, message: 'Use at least 8 characters.' },
    {
      what: 'oversized password',
      fill: { ...valid, Password: 'p'.repeat(73), 'Confirm password': 'p'.repeat(73) },
      message: 'Use at most 72 characters.',
    },
    {
      what: 'mismatched confirmation',
      fill: { ...valid, 'Confirm password': 'another long password' },
      message: 'The passwords do not match.',
    },
  ]);

  await page.goto('/auth/forgot-password');
  await expectRejected(page, 'Request a password reset', 'Send the reset link', [
    { what: 'empty', fill: { Email: '' }, message: 'Enter your email address.' },
    { what: 'malformed', fill: { Email: 'x@@example.com' }, message: invalidEmail },
    { what: 'hostile', fill: { Email: hostile.script }, message: invalidEmail },
  ]);
  writes.none();
  await expectNothingRan(page);
});

test('profile, campaign and builder forms reject bad values and save nothing; hostile valid text stays inert text', async ({
  page,
}) => {
  const account = newAccount('Form Walker');
  await signUpQuickly(page, account);
  const client = await apiAs(account);
  await profileCreated(client);
  const writes = recordWrites(page, (await productBackend()).url);

  await page.goto('/user-profile');
  await expectRejected(page, 'Change your display name', 'Save display name', [
    { what: 'blank', fill: { 'Display name': '  ' }, message: 'Enter a display name.' },
    { what: 'oversized', fill: { 'Display name': hostile.long(51) }, message: 'Use at most 50 characters.' },
  ]);
  await expectRejected(page, 'Change your password', 'Change password', [
    {
      what: 'no current password',
      fill: {
        'Current password': '',
        'New password': 'a new long password',
        'Confirm new password': 'a new long password',
      },
      message: 'Enter your current password.',
    },
    {
      what: 'short new password',
      fill: {
        'Current password': account.password,
        'New password': 'short',
        'Confirm new password': 'short',
      },
      message: 'Use at least 8 characters.',
    },
    {
      what: 'mismatch',
      fill: { 'New password': 'a new long password', 'Confirm new password': 'another one entirely' },
      message: 'The passwords do not match.',
    },
  ]);

  await page.goto('/campaign');
  await expectRejected(page, 'Create a campaign', 'Create campaign', [
    { what: 'blank', fill: { 'Campaign name': '   ' }, message: 'Give the campaign a name.' },
    {
      what: 'oversized',
      fill: { 'Campaign name': hostile.long(101) },
      message: 'A campaign name is at most 100 characters.',
    },
  ]);
  writes.none();
  expect((await client.from('campaigns').select('id')).data).toEqual([]);
  const user = (await client.auth.getUser()).data.user;
  expect(user?.user_metadata.display_name).toBe(account.displayName);

  // Valid, hostile-looking text is stored as it is and shown as text: nothing runs.
  const form = page.getByRole('form', { name: 'Create a campaign' });
  await form.getByLabel('Campaign name').fill(hostile.img);
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('list', { name: 'Your campaigns' })).toContainText(hostile.img);
  await expect
    .poll(async () => (await client.from('campaigns').select('name')).data)
    .toEqual([{ name: hostile.img }]);
  await expectNothingRan(page);

  // The builder's name step: a blank name is a problem in the step's words; an oversized one is cut at 100.
  await openStep(page, 'name', 'Name and pronouns');
  await inStep(page).getByLabel('Name').fill('   ');
  await expect(inStep(page).getByText('Give your character a name.')).toBeVisible();
  await inStep(page).getByLabel('Name').fill(hostile.long(150));
  await expect(inStep(page).getByLabel('Name')).toHaveValue(hostile.long(100));
  await inStep(page).getByLabel('Name').fill(hostile.script);
  await expect(inStep(page).getByText('Give your character a name.')).toHaveCount(0);
  await expectNothingRan(page);
});

test('the character edit and the campaign join forms reject bad values, and nothing is saved or joined', async ({
  page,
}) => {
  test.setTimeout(45_000);
  const { client: gm } = await signUpApi(newAccount('Form Keeper'));
  const { data: campaign, error } = await gm
    .from('campaigns')
    .insert({ name: 'Form Keep' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const invite = await gm.rpc('generate_campaign_invite', { p_campaign_id: campaign.id });
  if (invite.error) throw new Error(invite.error.message);
  const account = newAccount('Form Player');
  await signUpQuickly(page, account);
  const client = await apiAs(account);
  const id = await createCharacter(client, { ...LEVEL_ONE.warrior, name: 'Brakka' });
  const before = await readCharacter(client, id);
  await profileCreated(client);
  const writes = recordWrites(page, (await productBackend()).url);

  await page.goto(`/character/edit/${id}`);
  await expectRejected(page, 'Edit Brakka', 'Save changes', [
    { what: 'blank name', fill: { Name: '   ' }, message: 'Give your character a name' },
    { what: 'oversized name', fill: { Name: hostile.long(101) }, message: 'At most 100 characters' },
    {
      what: 'oversized pronouns',
      fill: { Name: 'Brakka', Pronouns: hostile.long(101) },
      message: 'At most 100 characters',
    },
  ]);

  await page.goto(`/campaign/invite/${encodeURIComponent(invite.data as string)}`);
  const join = page.getByRole('form', { name: 'Join the campaign' });
  await join.getByRole('button', { name: 'Join campaign' }).click();
  await expect(join.getByText('Choose the character who joins.')).toBeVisible();
  await join.getByRole('radio', { name: /Brakka/ }).check();
  await join.getByRole('button', { name: 'Join campaign' }).click();
  await expect(join.getByText('Agree to share these details to join.')).toBeVisible();

  writes.none();
  const after = await readCharacter(client, id);
  expect(after.revision).toBe(before.revision);
  expect(after.data.name).toBe('Brakka');
  expect(after.data.campaign).toBeNull();
  expect(
    (await gm.from('campaign_dashboard').select('character_id').eq('campaign_id', campaign.id)).data,
  ).toEqual([]);
  await expectNothingRan(page);
});

test('the new-password form of a reset link rejects short, oversized and mismatched passwords, and the old one still logs in', async ({
  page,
}) => {
  const account = newAccount('Reset Walker');
  await signUpQuickly(page, account);
  await logOut(page);
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toContainText('a link to set a new password is on its way');
  await page.goto(await readResetLink(account.email));
  await expect(page.getByRole('form', { name: 'Set a new password' })).toBeVisible();

  const writes = recordWrites(page, (await productBackend()).url);
  await expectRejected(page, 'Set a new password', 'Save the new password', [
    {
      what: 'empty',
      fill: { 'New password': '', 'Confirm new password': '' },
      message: 'Use at least 8 characters.',
    },
    {
      what: 'short',
      fill: { 'New password': 'short', 'Confirm new password': 'short' },
      message: 'Use at least 8 characters.',
    },
    {
      what: 'oversized',
      fill: { 'New password': 'p'.repeat(73), 'Confirm new password': 'p'.repeat(73) },
      message: 'Use at most 72 characters.',
    },
    {
      what: 'mismatched',
      fill: { 'New password': 'a brand new password', 'Confirm new password': 'another one' },
      message: 'The passwords do not match.',
    },
    {
      what: 'hostile but mismatched',
      fill: { 'New password': hostile.script, 'Confirm new password': hostile.img },
      message: 'The passwords do not match.',
    },
  ]);
  writes.none();
  await expectNothingRan(page);

  await logOut(page);
  await page.goto('/auth/login');
  await logIn(page, account.email, account.password); // the password did not change
  await expect(
    page.locator('.shell-top-bar').getByRole('button', { name: account.displayName }),
  ).toBeVisible();
});
