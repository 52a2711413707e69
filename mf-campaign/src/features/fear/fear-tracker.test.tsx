// Fear over the real stores: the owner's taps change the number shown and the one the database holds; a
// player sees the number without the buttons.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestServices,
  renderWithServices,
  testBackend,
  type TestServices,
} from '@duality/stores/testing';
import { fixedDice, type DiceSource } from '@duality/rules';
import { useCampaign } from '../../hooks/use-campaigns';
import { FearTracker } from './fear-tracker';

let gm: TestServices;
beforeAll(async () => {
  gm = await openTestServices(testBackend(), 'Fear Keeper');
});
afterAll(() => gm.close());
afterEach(cleanup);

function Fear({ id, canChange, dice }: { id: number; canChange: boolean; dice?: DiceSource }) {
  const { campaign } = useCampaign(id);
  return campaign ? (
    <FearTracker campaign={campaign} canChange={canChange} characters={3} dice={dice ?? fixedDice([])} />
  ) : null;
}

const storedFear = async (id: number) =>
  (await gm.client.from('campaigns').select('fear').eq('id', id).single()).data?.fear;

describe('FearTracker', () => {
  it('adds and spends Fear: the number shown is the one the database holds', async () => {
    const campaign = (await gm.data.campaigns.create('Storm Gate'))!;
    renderWithServices(<Fear id={campaign.id} canChange />, gm.services);
    const value = await screen.findByTestId('fear-value');
    expect(value.textContent).toBe('0');
    expect(screen.getByRole('button', { name: 'Spend Fear' })).toHaveProperty('disabled', true);
    const tap = (name: string, expected: string) =>
      act(async () => {
        fireEvent.click(screen.getByRole('button', { name }));
        await screen.findByText((_, node) => node === value && node.textContent === expected);
      });
    await tap('Add Fear', '1');
    await tap('Add Fear', '2');
    await tap('Spend Fear', '1');
    expect(await storedFear(campaign.id)).toBe(1);
  });

  it('counts two quick taps, the second made before the first one is answered', async () => {
    const campaign = (await gm.data.campaigns.create('Quick Gate'))!;
    renderWithServices(<Fear id={campaign.id} canChange />, gm.services);
    const value = await screen.findByTestId('fear-value');
    const add = screen.getByRole('button', { name: 'Add Fear' });
    // Each tap in an act of its own: the page has re-rendered after the first (its answer still on the way).
    act(() => void fireEvent.click(add));
    act(() => void fireEvent.click(add));
    await act(() => screen.findByText((_, node) => node === value && node.textContent === '2'));
    expect(await storedFear(campaign.id)).toBe(2);
  });

  it('shows a player the number without the buttons', async () => {
    const campaign = (await gm.data.campaigns.create('Quiet Gate'))!;
    renderWithServices(<Fear id={campaign.id} canChange={false} />, gm.services);
    expect((await screen.findByTestId('fear-value')).textContent).toBe('0');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("offers a rest's Fear (1d4, plus the characters after a long rest) and gains it with one tap", async () => {
    const campaign = (await gm.data.campaigns.create('Long Night'))!;
    renderWithServices(<Fear id={campaign.id} canChange dice={fixedDice([2, 4])} />, gm.services);
    const value = await screen.findByTestId('fear-value');
    fireEvent.click(screen.getByRole('button', { name: 'Short rest' }));
    expect(screen.getByText('After a short rest: the d4 shows 2, so 2 Fear.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Gain 2 Fear' }));
      await screen.findByText((_, node) => node === value && node.textContent === '2');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Long rest' }));
    // 4 on the d4 and 3 characters: 7 more, capped at 12 from 2 is 9.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Gain 7 Fear' }));
      await screen.findByText((_, node) => node === value && node.textContent === '9');
    });
    expect(await storedFear(campaign.id)).toBe(9);
    expect(screen.queryByRole('button', { name: /^Gain/ })).toBeNull();
  });
});
