import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createToastQueue, TOAST_DURATION_MS, type ToastState } from './toast-queue';

/** Advances the virtual clock to `ms` and runs what is due. */
function advanceTo(scheduler: VirtualTimeScheduler, ms: number) {
  scheduler.maxFrames = ms;
  scheduler.flush();
}

function setup() {
  const scheduler = new VirtualTimeScheduler();
  const queue = createToastQueue(scheduler);
  let last: ToastState = { current: null, remaining: 0, waiting: 0 };
  queue.state$.subscribe((s) => (last = s));
  return { scheduler, queue, state: () => last };
}

describe('toast queue', () => {
  it('shows a toast for 10 seconds, its remaining share shrinking, then nothing', () => {
    const { scheduler, queue, state } = setup();
    queue.push({ message: 'Saved changes to Ara', tone: 'success' });
    expect(state().current?.message).toBe('Saved changes to Ara');
    expect(state().remaining).toBe(1);
    advanceTo(scheduler, 5_000);
    expect(state().remaining).toBeCloseTo(0.5, 2);
    advanceTo(scheduler, TOAST_DURATION_MS - 20);
    expect(state().current).not.toBeNull();
    advanceTo(scheduler, TOAST_DURATION_MS + 20);
    expect(state().current).toBeNull();
  });

  it('shows queued toasts one at a time, in order, each for its full duration', () => {
    const { scheduler, queue, state } = setup();
    queue.push({ message: 'first', tone: 'info' });
    queue.push({ message: 'second', tone: 'info' });
    queue.push({ message: 'third', tone: 'error' });
    expect(state()).toMatchObject({ current: { message: 'first' }, waiting: 2 });
    advanceTo(scheduler, 10_020);
    expect(state()).toMatchObject({ current: { message: 'second' }, waiting: 1 });
    advanceTo(scheduler, 19_990);
    expect(state().current?.message).toBe('second');
    advanceTo(scheduler, 20_040);
    expect(state()).toMatchObject({ current: { message: 'third', tone: 'error' }, waiting: 0 });
    advanceTo(scheduler, 30_100);
    expect(state().current).toBeNull();
  });

  it('refreshes the progress about every 16.7 ms', () => {
    const { scheduler, queue } = setup();
    const seen: number[] = [];
    queue.push({ message: 'x', tone: 'info' });
    queue.state$.subscribe((s) => seen.push(s.remaining));
    advanceTo(scheduler, 1_000);
    expect(seen.length).toBeGreaterThanOrEqual(59);
    expect(seen.length).toBeLessThanOrEqual(62);
  });

  it('dismiss shows the next toast at once', () => {
    const { queue, state } = setup();
    queue.push({ message: 'first', tone: 'info' });
    queue.push({ message: 'second', tone: 'info' });
    queue.dismiss();
    expect(state()).toMatchObject({ current: { message: 'second' }, remaining: 1 });
    queue.dismiss();
    expect(state().current).toBeNull();
    queue.dismiss();
    expect(state().current).toBeNull();
  });

  it('gives every toast a new id, so a repeated message is announced again', () => {
    const { queue, state } = setup();
    queue.push({ message: 'same', tone: 'info' });
    const first = state().current?.id;
    queue.dismiss();
    queue.push({ message: 'same', tone: 'info' });
    expect(state().current?.id).not.toBe(first);
  });
});
