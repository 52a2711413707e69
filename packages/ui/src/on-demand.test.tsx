import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemandComponent, type Wanted } from './on-demand';

afterEach(cleanup);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function Part() {
  return <p>the part</p>;
}

describe('onDemandComponent', () => {
  it('loads once, however many ask', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const part = onDemandComponent(load);
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed load tells onFailed, and the next want loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Part);
    const part = onDemandComponent(load);
    const onFailed = vi.fn();
    function Front({ wanted }: { wanted: Wanted }) {
      return part.useLoaded(wanted, onFailed) ? <part.Part /> : null;
    }
    const { rerender } = render(<Front wanted={false} />);
    await settle();
    expect(load).not.toHaveBeenCalled();

    rerender(<Front wanted />);
    await settle();
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('the part')).toBeNull();

    rerender(<Front wanted={false} />);
    rerender(<Front wanted />);
    expect(await screen.findByText('the part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
