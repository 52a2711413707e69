// The campaign summary kept by the character area: a character in a campaign (joined through the API with the
// game master's invite) changes on its sheet, and the dashboard row the game master reads from the server has
// the new values, written through the stores' one dashboard projection.
import { expect, test } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, signUpApi } from '../../support/api';
import { LEVEL_ONE, openSheet, tracker } from '../../support/character';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(({ page }) => declineConsentUpFront(page));

test('a change on the sheet of a character in a campaign is on the game master’s dashboard row', async ({
  page,
}) => {
  test.setTimeout(45_000);
  const { client: gm } = await signUpApi(newAccount('Game Master'));
  const { data: campaign, error } = await gm
    .from('campaigns')
    .insert({ name: 'Summary Keep' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const invite = await gm.rpc('generate_campaign_invite', { p_campaign_id: campaign.id });
  if (invite.error) throw new Error(invite.error.message);

  const account = newAccount('Player');
  await signUpQuickly(page, account);
  const player = await apiAs(account);
  // Brakka the Warrior: 6 Hit Points, 7 Stress slots (Human), Chainmail's 4 Armor Slots, 6 Hope slots.
  const id = await createCharacter(player, {
    ...LEVEL_ONE.warrior,
    resources: { health: 1, stress: 0, hope: 2, armor: 0 },
  });
  const joined = await player.rpc('join_campaign', { p_invite: invite.data, p_character_id: id });
  if (joined.error) throw new Error(joined.error.message);

  const row = async () => {
    const { data, error: readError } = await gm
      .from('campaign_dashboard')
      .select('character_name, character_class, character_level, health, stress, armor, hope')
      .eq('character_id', id)
      .single();
    if (readError) throw new Error(readError.message);
    return data;
  };

  await openSheet(page, id, 'Brakka');
  await tracker(page, 'Stress').getByRole('button', { name: 'Stress 3', exact: true }).click();
  await tracker(page, 'Hope').getByRole('button', { name: 'Hope 5', exact: true }).click();
  await expect.poll(row, { message: 'the dashboard row on the server', timeout: 15_000 }).toEqual({
    character_name: 'Brakka',
    character_class: 'Warrior',
    character_level: 1,
    health: { current: 1, max: 6 },
    stress: { current: 3, max: 7 },
    armor: { current: 0, max: 4 },
    hope: { current: 5, max: 6 },
  });
});
