// The invite page for a visitor who is not logged in (asked to log in, and brought back), and for one with no
// character yet (sent to the builder with the way back, then joining with the character built).
import { expect, test } from '@playwright/test';
import { invokeFunction } from '@duality/supabase';
import { z } from 'zod';
import { logIn, newAccount } from '../../support/account';
import { buildCharacter, planFor, srd } from '../../support/builder';
import { createCharacter, signUpApi } from '../../support/api';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const bard = srd.classes.find((c) => c.name === 'Bard')!;

async function campaignWithInvite(name: string) {
  const { client: gm } = await signUpApi(newAccount('Inviter'));
  const { data, error } = await gm.from('campaigns').insert({ name }).select('id').single();
  if (error) throw new Error(error.message);
  const { invite } = await invokeFunction(
    gm,
    'generate-campaign-invite',
    { campaignId: data.id },
    z.object({ invite: z.string() }),
  );
  return { campaignId: data.id, invitePath: `/campaign/invite/${invite}` };
}

test('logged out: the invite shows the campaign, asks to log in, and comes back to join', async ({
  page,
}) => {
  const { campaignId, invitePath } = await campaignWithInvite('Salt Road');
  const account = newAccount('Visitor');
  const { client } = await signUpApi(account);
  await createCharacter(client, { name: 'Moss', level: 1 });

  await page.goto(invitePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Join Salt Road' })).toBeVisible();
  await expect(page.getByText('Inviter invites you to play in this campaign.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What the game master will see' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in to join' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fcampaign%2Finvite%2F[0-9a-f]{32}$/);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`${invitePath}$`));
  await page.getByRole('radio', { name: /Moss/ }).check();
  await page.getByRole('checkbox', { name: 'I agree to share these details with the campaign' }).check();
  await page.getByRole('button', { name: 'Join campaign' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${campaignId}$`));
  await expect(page.getByRole('heading', { name: 'Moss' })).toBeVisible();
});

test('no character yet: the invite sends to the builder with the way back, and joins once one exists', async ({
  page,
}) => {
  const { campaignId, invitePath } = await campaignWithInvite('Briar Gate');
  const account = newAccount('Newcomer');
  await signUpApi(account);
  await page.goto('/auth/login');
  await logIn(page, account.email, account.password);
  await expect(page.locator('.shell-top-bar').getByRole('button', { name: 'Newcomer' })).toBeVisible();

  await page.goto(invitePath);
  await expect(page.getByText('You have no character free to join.')).toBeVisible();
  const build = page.getByRole('link', { name: 'Build a character' });
  await expect(build).toHaveAttribute('href', `/builder?redirect=${encodeURIComponent(invitePath)}`);
  await build.click();
  await expect(page).toHaveURL(/\/builder\/class$/);
  // The builder keeps the way back across its steps and, once the character is saved, opens the invite again.
  const plan = { ...planFor(bard, 'core_ancestry_elf', 'core_community_seaborne'), name: 'Fennel' };
  await buildCharacter(page, plan);
  await page.getByRole('button', { name: 'Save character' }).click();
  await expect(page).toHaveURL(new RegExp(`${invitePath}$`));
  await page.getByRole('radio', { name: /Fennel/ }).check();
  await page.getByRole('checkbox', { name: 'I agree to share these details with the campaign' }).check();
  await page.getByRole('button', { name: 'Join campaign' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${campaignId}$`));
  await expect(page.getByRole('heading', { name: 'Fennel' })).toBeVisible();
});

test('an invite that was reset or never existed says so', async ({ page }) => {
  await page.goto(`/campaign/invite/${'0'.repeat(32)}`);
  await expect(page.getByRole('alert')).toHaveText(
    'This invite is not valid: it may have been replaced by a newer one.',
  );
});
